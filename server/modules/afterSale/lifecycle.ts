import { eq } from 'drizzle-orm'
import { AfterSaleWay } from '../../../contract/lifecycles'
import { afterSaleLifecycle } from '../../../machines/afterSale/lifecycle'
import { schema, type Tx } from '../../db/client'
import { defineRowLifecycle, each } from '../../lib/lifecycle'
import { dollars } from '../../lib/money'
import { type MessageParams, type Told, tell } from '../../lib/systemMessages'
import { pageLinks, tellAndMail } from '../mail/public'
import { type AfterSaleRow, closeItem } from './items'
import { settleRefund } from './refund'

/**
 * An after-sale's lifecycle (machines/afterSale/lifecycle.ts), its timeline (after_sale_moves)
 * and what each event does, in the move's transaction and after it, so exactly once per
 * after-sale however many requests race for it. Lock order as ./items.ts says.
 */

const { afterSales, afterSaleMoves, orders, orderItems } = schema

/** The shopper told, with the order's number, the product and the amount; `mail` mails it too, linking the refund. */
async function tellShopper(tx: Tx, row: AfterSaleRow, what: Told, params: MessageParams = {}, { mail = false } = {}) {
  const [facts] = await tx
    .select({ orderNo: orders.no, product: orderItems.spuName })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(eq(orderItems.id, row.orderItemId))
  const told = { ...facts, amount: dollars(row.refundPrice), ...params }
  if (mail) await tellAndMail(tx, row, what, told, pageLinks.refund(row.id))
  else await tell(tx, row, what, told)
  return facts
}

/** Ended without money: the item may be applied for again. */
const reopen = (ended: 'none' | 'fail') => each<AfterSaleRow>((tx, { row }) => closeItem(tx, row.orderItemId, ended))

export const afterSaleRows = defineRowLifecycle({
  lifecycle: afterSaleLifecycle,
  table: afterSales,
  // The guards read the mode, which never changes.
  context: ['way'],
  timeline: { table: afterSaleMoves, of: 'afterSaleId', copy: ['status'] },
  effects: {
    CANCEL: [reopen('none')],
    AGREE: [
      each((tx, { row }) =>
        row.way === AfterSaleWay.refundAndReturn
          ? tellShopper(tx, row, 'afterSaleReturnAgreed', { address: row.returnAddress })
          : tellShopper(tx, row, 'afterSaleAgreed'),
      ),
    ],
    REFUSE: [reopen('fail'), each((tx, { row }) => tellShopper(tx, row, 'afterSaleRefused', { remark: row.auditRemark }))],
    REFUSE_GOODS: [reopen('fail'), each((tx, { row }) => tellShopper(tx, row, 'afterSaleGoodsRefused', { remark: row.auditRemark }))],
    RECEIVE_GOODS: [each((tx, { row }) => tellShopper(tx, row, 'afterSaleGoodsReceived'))],
    /** The caller locked the order first (./refund.ts). */
    REFUND: [
      each(async (tx, { row }) => {
        const { orderNo } = await tellShopper(tx, row, 'afterSaleRefunded', {}, { mail: true })
        await settleRefund(tx, row, orderNo)
      }),
    ],
  },
})
