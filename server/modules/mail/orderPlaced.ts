import type { Language } from '../../../contract/locale'
import { asc, eq, inArray } from 'drizzle-orm'
import type { Tx } from '../../db/client'
import { schema } from '../../db/client'
import { message } from '../../http/messages'
import type { Mailer } from '../../lib/mail'
import { dollars } from '../../lib/money'
import { type Block, letterMail, utcMinute } from './letter'
import { pageLinks } from './notify'
import { recipientOf } from './recipient'

const { orders, orderItems, shops } = schema

/**
 * One mail for a checkout, in the checkout's transaction: each shop's order with its number,
 * lines, delivery and total, and a link to its page, in the language the shopper checked out in.
 */
export async function mailOrderPlaced(
  tx: Tx,
  mailer: Mailer,
  buyer: { tenantId: number; userId: number; lang: Language },
  orderIds: number[],
) {
  const found = await recipientOf(tx, buyer.tenantId, buyer.userId)
  if (!found || orderIds.length === 0) return
  const { lang } = buyer
  const recipient = { ...found, lang }
  const placed = await tx
    .select({
      id: orders.id,
      no: orders.no,
      shop: shops.shopname,
      delivery: orders.deliveryPrice,
      total: orders.totalPrice,
      deadline: orders.payDeadline,
    })
    .from(orders)
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .where(inArray(orders.id, orderIds))
    .orderBy(asc(orders.id))
  const lines = await tx
    .select({
      orderId: orderItems.orderId,
      product: orderItems.spuName,
      properties: orderItems.properties,
      count: orderItems.count,
      price: orderItems.price,
    })
    .from(orderItems)
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(asc(orderItems.id))
  const block = (order: (typeof placed)[number]): Block => ({
    lines: [
      message('mailOrderShop', lang, { shop: order.shop, orderNo: order.no }),
      ...lines
        .filter((l) => l.orderId === order.id)
        .map((l) =>
          message('mailOrderLine', lang, {
            count: l.count,
            product: l.product,
            properties: l.properties,
            amount: dollars(l.price * l.count),
          }),
        ),
      message('mailOrderDelivery', lang, { amount: dollars(order.delivery) }),
      message('mailOrderTotal', lang, { amount: dollars(order.total) }),
    ],
    link: pageLinks.order(order.no),
  })
  const intro = message('mailOrderPlacedIntro', lang, { deadline: utcMinute(placed[0].deadline) })
  const title = message('mailOrderPlacedTitle', lang)
  await mailer.send(tx, buyer.tenantId, letterMail(recipient, { title, blocks: [{ lines: [intro] }, ...placed.map(block)] }))
}
