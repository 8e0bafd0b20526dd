import { and, eq, sql } from 'drizzle-orm'
import type { QueryBuilder } from 'drizzle-orm/pg-core'
import { schema, type Tx } from '../../db/client'
import { prebuilt } from '../../db/prebuilt'
import { dollars } from '../../lib/money'
import type { MessageParams, Told } from '../../lib/systemMessages'
import { tellAndMail } from '../mail/public'

/**
 * What the owner of a shop is told (docs/behaviour.md#notifications): a system message, which
 * lights their account's unread dot, and the same words mailed in their language, in the
 * transaction of the change it reports (nothing is told of a change rolled back). A shop the
 * platform runs has no owner: nobody is told.
 */

const { shops, orders, orderItems } = schema

type Link = Parameters<typeof tellAndMail>[4]

const sellerLinks = {
  center: (): Link => ({ path: '/seller', label: 'mailLinkSellerCenter' }),
  product: (id: number): Link => ({ path: `/seller/products/${id}`, label: 'mailLinkSellerProduct' }),
  order: (no: string): Link => ({ path: `/seller/orders/${encodeURIComponent(no)}`, label: 'mailLinkSellerOrder' }),
}

/** Who runs the shop `shopId` of `tenantId` (placeholders); null for one the platform runs. */
const ownerRow = prebuilt((qb: QueryBuilder) =>
  qb
    .select({ ownerUserId: shops.ownerUserId })
    .from(shops)
    .where(and(eq(shops.tenantId, sql.placeholder('tenantId')), eq(shops.id, sql.placeholder('shopId')))),
)

async function tellShopOwner(tx: Tx, shop: { tenantId: number; shopId: number }, what: Told, params: MessageParams, link: Link) {
  const [row] = await ownerRow(tx, { tenantId: shop.tenantId, shopId: shop.shopId })
  if (!row?.ownerUserId) return
  await tellAndMail(tx, { tenantId: shop.tenantId, userId: row.ownerUserId }, what, params, link)
}

/** An order of the shop is paid (by balance, or its receipt approved): ready to ship. */
export const tellOrderPaid = (tx: Tx, order: { tenantId: number; shopId: number; no: string; payPrice: number }) =>
  tellShopOwner(tx, order, 'shopOrderPaid', { orderNo: order.no, amount: dollars(order.payPrice) }, sellerLinks.order(order.no))

/** A shopper opened an after-sale on an item of the shop's. */
export async function tellAfterSaleOpened(
  tx: Tx,
  afterSale: { tenantId: number; shopId: number; orderItemId: number; refundPrice: number },
) {
  const [facts] = await tx
    .select({ orderNo: orders.no, product: orderItems.spuName })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, afterSale.orderItemId))
  const params = { ...facts, amount: dollars(afterSale.refundPrice) }
  await tellShopOwner(tx, afterSale, 'shopAfterSaleOpened', params, sellerLinks.center())
}

/** The platform approved or rejected a product of the shop's (or its change), with the reason. */
export const tellListingDecided = (
  tx: Tx,
  product: { tenantId: number; shopId: number; id: number; names: Record<string, string>; rejectReason: string },
  approved: boolean,
) =>
  tellShopOwner(
    tx,
    product,
    approved ? 'listingApproved' : 'listingRejected',
    { product: product.names.en ?? '', reason: product.rejectReason },
    sellerLinks.product(product.id),
  )
