import { and, eq, gte, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { productStatus, shopStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { AppError, notFound } from '../../http/errors'
import { qualified } from '../../lib/sql'
import type { MemberScope } from '../../http/scope'
import { holidayRefusal, onHolidayNow } from '../shop/public'

const { spus, skus, shops, cartItems } = schema

export interface CartAdd {
  spuId: number
  skuId: number
  shopId: number
  count: number
}

export const maxCount = 99

type Member = Pick<MemberScope, 'tenantId' | 'userId'>

/**
 * Adds the SKU to the user's cart (or to the count already there). The SKU must belong to the
 * product, the product to the shop, and be on sale with enough stock, its shop not on holiday;
 * shop owners may not buy from their own shop.
 */
export async function addToCart(tx: Tx, { tenantId, userId, lang }: Member & Pick<MemberScope, 'lang'>, add: CartAdd): Promise<number> {
  const [row] = await tx
    .select({
      stock: skus.stock,
      ownerUserId: shops.ownerUserId,
      shopName: shops.shopname,
      onHoliday: onHolidayNow,
      holidayTo: shops.holidayTo,
      inCart: sql<number>`coalesce((select c.count from ${cartItems} c where c.user_id = ${userId} and c.sku_id = ${qualified(skus.id)}), 0)`,
    })
    .from(skus)
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .innerJoin(shops, eq(shops.id, spus.shopId))
    .where(
      and(
        eq(skus.tenantId, tenantId),
        eq(skus.id, add.skuId),
        eq(spus.id, add.spuId),
        eq(spus.shopId, add.shopId),
        eq(spus.status, productStatus.onSale),
        eq(shops.status, shopStatus.open),
      ),
    )
  if (!row) throw notFound('productUnavailable')
  if (row.ownerUserId === userId) throw new AppError(ErrorCode.ownShop, 'ownShopOrder', {}, 403)
  if (row.onHoliday && row.holidayTo) throw holidayRefusal(row.shopName, row.holidayTo, lang)
  const total = Number(row.inCart) + add.count
  if (total > maxCount) throw new AppError(ErrorCode.invalidField, 'cartCountLimit', { max: maxCount })
  if (total > row.stock) throw new AppError(ErrorCode.outOfStock, 'outOfStock', { stock: row.stock })
  const [item] = await tx
    .insert(cartItems)
    .values({ tenantId, userId, spuId: add.spuId, skuId: add.skuId, shopId: add.shopId, count: add.count })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.skuId],
      set: { count: sql`${cartItems.count} + ${add.count}`, updatedAt: new Date() },
    })
    .returning({ id: cartItems.id })
  return item.id
}

/**
 * The pieces in the cart that can be settled (the sum of the available lines' counts: product on
 * sale, shop open and not on holiday, stock covering the count, as cartList marks them); the others are not counted.
 */
export async function cartCount(tx: Tx, { tenantId, userId }: Member): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${cartItems.count}), 0)::int` })
    .from(cartItems)
    .innerJoin(skus, eq(skus.id, cartItems.skuId))
    .innerJoin(spus, eq(spus.id, skus.spuId))
    .innerJoin(shops, eq(shops.id, spus.shopId))
    .where(
      and(
        eq(cartItems.tenantId, tenantId),
        eq(cartItems.userId, userId),
        eq(spus.status, productStatus.onSale),
        eq(shops.status, shopStatus.open),
        sql`not ${onHolidayNow}`,
        gte(skus.stock, cartItems.count),
      ),
    )
  return Number(row.total)
}
