import { and, asc, eq, sql } from 'drizzle-orm'
import { productStatus, shopStatus } from '../../contract/status'
import { schema } from '../db/client'
import { normalizeEmail } from '../modules/auth/service'
import type { TenantSeeder } from './tenant'

const { cartItems, shops, skus, spus, users } = schema

/**
 * The demo shopper's bag on first start: a piece from each of two shops, and one line asking for
 * more than is left (shown apart, not settled), so the bag's every part has content.
 */
export const seedBag: TenantSeeder = async (tx, tenantId, p) => {
  const shopper = p.shoppers[0]
  if (!shopper) return
  const [user] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, normalizeEmail(shopper.email))))
  if (!user) return
  const candidates = await tx
    .select({ skuId: skus.id, spuId: spus.id, shopId: spus.shopId, stock: skus.stock })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .innerJoin(shops, eq(shops.id, spus.shopId))
    .where(
      and(
        eq(skus.tenantId, tenantId),
        eq(spus.status, productStatus.onSale),
        eq(shops.status, shopStatus.open),
        sql`${shops.ownerUserId} is null`,
        sql`${skus.stock} between 1 and 20`,
      ),
    )
    .orderBy(asc(skus.price), asc(skus.id))
    .limit(200)
  const shopsSeen = new Set<number>()
  const lines = candidates.filter((c) => !shopsSeen.has(c.shopId) && shopsSeen.add(c.shopId)).slice(0, 3)
  if (lines.length === 0) return
  await tx
    .insert(cartItems)
    .values(
      lines.map((l, i) => ({
        tenantId,
        userId: user.id,
        spuId: l.spuId,
        skuId: l.skuId,
        shopId: l.shopId,
        count: i === 2 ? l.stock + 1 : 1,
      })),
    )
    .onConflictDoNothing()
}
