import { and, desc, eq, inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import type { Cart, SettleCheck } from '../../../contract/order'
import { schema, type Tx } from '../../db/client'
import { AppError, orNotFound } from '../../http/errors'
import type { MemberScope } from '../../http/scope'
import { qualified } from '../../lib/sql'
import { skuFacts } from './skuFacts'
import { cartCount } from './service'

/** The bag's lines: listed, recounted, removed; and what settling needs to know. */

const { cartItems, skus, shops, wallets, users } = schema

type Member = Pick<MemberScope, 'tenantId' | 'userId'>
type Reader = Member & Pick<MemberScope, 'lang'>

const linesOf = ({ tenantId, userId }: Member) => and(eq(cartItems.tenantId, tenantId), eq(cartItems.userId, userId))

/**
 * Newest line first. A line is available while its product is on sale, its shop open and its SKU's
 * stock covers the count; `ownShop` when the shopper runs its shop. Prices are the SKUs' own (USD cents).
 */
export async function cartList(tx: Tx, scope: Reader): Promise<Cart> {
  const lines = await tx
    .select({ id: cartItems.id, count: cartItems.count, skuId: cartItems.skuId })
    .from(cartItems)
    .where(linesOf(scope))
    .orderBy(desc(cartItems.createdAt), desc(cartItems.id))
  const facts = new Map(
    (
      await skuFacts(
        tx,
        scope,
        lines.map((l) => l.skuId),
      )
    ).map((f) => [f.skuId, f]),
  )
  return {
    list: lines.flatMap(({ id, count, skuId }) => {
      const f = facts.get(skuId)
      if (!f) return []
      return [
        {
          id,
          count,
          spu: { id: f.spuId, name: f.name, brandName: f.brandName, picUrl: f.picUrl },
          sku: { id: f.skuId, shopId: f.shopId, saleprice: f.price, properties: f.properties, stock: f.stock },
          shopName: f.shopName,
          freight: f.freight,
          freeShippingFrom: f.freeShippingFrom,
          reopens: f.reopens?.getTime() ?? null,
          available: f.onSale && f.stock >= count,
          ownShop: f.ownerUserId === scope.userId,
        },
      ]
    }),
  }
}

/**
 * Sets a line's count when its SKU's stock covers it (the schema keeps it within 1 to 99): the
 * check is in the UPDATE, so a stock sold meanwhile is seen. Answers the bag's piece count.
 */
export async function updateCartCount(tx: Tx, scope: Member, { id, count }: { id: number; count: number }): Promise<number> {
  const updated = await tx
    .update(cartItems)
    .set({ count, updatedAt: new Date() })
    .where(
      and(
        linesOf(scope),
        eq(cartItems.id, id),
        sql`exists (select 1 from ${skus} where ${qualified(skus.id)} = ${qualified(cartItems.skuId)} and ${qualified(skus.stock)} >= ${count})`,
      ),
    )
    .returning({ id: cartItems.id })
  if (!updated.length) {
    const [line] = await tx
      .select({ stock: skus.stock })
      .from(cartItems)
      .innerJoin(skus, eq(skus.id, cartItems.skuId))
      .where(and(linesOf(scope), eq(cartItems.id, id)))
    throw new AppError(ErrorCode.outOfStock, 'outOfStock', { stock: orNotFound(line).stock }, 409)
  }
  return cartCount(tx, scope)
}

/** Removes the shopper's lines among `ids` (others' are left alone); answers the bag's piece count. */
export async function deleteCartLines(tx: Tx, scope: Member, { ids }: { ids: number[] }): Promise<number> {
  await tx.delete(cartItems).where(and(linesOf(scope), inArray(cartItems.id, ids)))
  return cartCount(tx, scope)
}

/** The wallet's balance (0 without a wallet) and whether a transaction password is set. */
export async function walletFacts(tx: Tx, { tenantId, userId }: Member) {
  const [row] = await tx
    .select({ balance: wallets.balance, payPasswordFlag: sql<boolean>`${users.payPasswordHash} is not null` })
    .from(users)
    .leftJoin(wallets, and(eq(wallets.tenantId, users.tenantId), eq(wallets.userId, users.id)))
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)))
  const { balance, payPasswordFlag } = orNotFound(row)
  return { balance: balance ?? 0, payPasswordFlag }
}

/** What settling needs: the wallet's facts and the shopper's own shops among the bag's lines. */
export async function settleCheck(tx: Tx, scope: Member): Promise<SettleCheck> {
  const own = await tx
    .selectDistinct({ shopId: cartItems.shopId })
    .from(cartItems)
    .innerJoin(shops, eq(shops.id, cartItems.shopId))
    .where(and(linesOf(scope), eq(shops.ownerUserId, scope.userId)))
  return { ...(await walletFacts(tx, scope)), ownShopIds: own.map((r) => r.shopId).sort((a, b) => a - b) }
}
