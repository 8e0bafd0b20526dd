import type { Language } from '../../../contract/locale'
import type { Tx } from '../../db/client'
import { message } from '../../http/messages'
import type { Mailer } from '../../lib/mail'
import { dollars } from '../../lib/money'
import { type Block, letterMail, type Recipient, utcMinute } from './letter'
import { pageLinks } from './notify'

/** A shop's order as the checkout wrote it (nothing is read back for the mail). */
export interface PlacedOrder {
  no: string
  shopName: string
  deliveryPrice: number
  totalPrice: number
  payDeadline: Date
  lines: { name: string; properties: string; count: number; price: number }[]
}

/**
 * One mail for a checkout, in the checkout's transaction: each shop's order with its number,
 * lines, delivery and total, and a link to its page, in the language the shopper checked out in.
 * `found`: the shopper as a recipient, read by the checkout's last write (withRecipient).
 */
export async function mailOrderPlaced(
  tx: Tx,
  mailer: Mailer,
  buyer: { tenantId: number; userId: number; lang: Language },
  placed: PlacedOrder[],
  found: Recipient | null,
) {
  if (!found || placed.length === 0) return
  const { lang } = buyer
  const recipient = { ...found, lang }
  const block = (order: PlacedOrder): Block => ({
    lines: [
      message('mailOrderShop', lang, { shop: order.shopName, orderNo: order.no }),
      ...order.lines.map((l) =>
        message('mailOrderLine', lang, {
          count: l.count,
          product: l.name,
          properties: l.properties,
          amount: dollars(l.price * l.count),
        }),
      ),
      message('mailOrderDelivery', lang, { amount: dollars(order.deliveryPrice) }),
      message('mailOrderTotal', lang, { amount: dollars(order.totalPrice) }),
    ],
    link: pageLinks.order(order.no),
  })
  const intro = message('mailOrderPlacedIntro', lang, { deadline: utcMinute(placed[0].payDeadline) })
  const title = message('mailOrderPlacedTitle', lang)
  await mailer.send(tx, buyer.tenantId, letterMail(recipient, { title, blocks: [{ lines: [intro] }, ...placed.map(block)] }))
}
