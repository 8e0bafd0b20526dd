import { and, desc, eq, isNull } from 'drizzle-orm'
import { shopStatus } from '../../contract/status'
import { schema } from '../db/client'
import { userId } from './orderMaking'
import { demoOwner } from './orders'
import type { TenantSeeder } from './tenant'

/**
 * docs/behaviour.md#shop-settings: the demo owner's shop has a returns address, its freight and a
 * free-shipping threshold; the last shop the platform runs has a holiday starting in 30 days (ahead,
 * so nothing the tests buy is refused, yet its pages already say when it closes and reopens).
 */

const { shops } = schema
const day = 86_400_000

export const seedShopSettings: TenantSeeder = async (tx, tenantId) => {
  const ownerId = await userId(tx, tenantId, demoOwner.email)
  if (ownerId)
    await tx
      .update(shops)
      .set({ returnsAddress: 'Returns desk, 18 Rue de Turenne\n75004 Paris, France', freight: 900, freeShippingFrom: 30_000 })
      .where(and(eq(shops.tenantId, tenantId), eq(shops.ownerUserId, ownerId)))
  const [platformShop] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.tenantId, tenantId), eq(shops.status, shopStatus.open), isNull(shops.ownerUserId)))
    .orderBy(desc(shops.id))
    .limit(1)
  if (!platformShop) return
  const today = Math.floor(Date.now() / day) * day
  await tx
    .update(shops)
    .set({ holidayFrom: new Date(today + 30 * day), holidayTo: new Date(today + 44 * day) })
    .where(eq(shops.id, platformShop.id))
}
