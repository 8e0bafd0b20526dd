import { describe, expect, it } from 'vitest'
import { AfterSaleItemStatus as After, OrderStatus as S, PaymentReceiptStatus as R } from '../../../contract/lifecycles'
import { CommentStatus } from '../../../contract/order'
import { payMethodType } from '../../../contract/wallet'
import { type ButtonsOrder, itemActions, type OrderAction, orderButtons, reviewState } from '../../../machines/order/orderButtons'

/**
 * The buttons of docs/behaviour.md#orders, written out here as plain rules (not through the lifecycle the
 * code asks), then checked over every status x receipt status x pay type x comment status, and
 * every item after-sale status.
 */
const spec = {
  cancel: (o: ButtonsOrder) => (o.status === S.waitPay || o.status === S.waitDelivery) && o.auditStatus !== R.waiting,
  uploadProof: (o: ButtonsOrder) =>
    o.status === S.waitPay && (o.auditStatus === R.noPayReceipt || o.auditStatus === R.rejected) && o.payAppType !== payMethodType.balance,
  payNow: (o: ButtonsOrder) => o.status === S.waitPay && o.auditStatus !== R.waiting,
  confirmReceipt: (o: ButtonsOrder) => o.status === S.waitReceipt,
  tracking: (o: ButtonsOrder) => o.status === S.waitReceipt || o.status === S.orderOver || o.status === S.refunded,
  evaluate: (o: ButtonsOrder) => o.status === S.orderOver && o.commentStatus === CommentStatus.none,
  viewEvaluation: (o: ButtonsOrder) => o.commentStatus === CommentStatus.done,
} satisfies Record<OrderAction, (o: ButtonsOrder) => boolean>

const countdownRule = (o: ButtonsOrder) => o.status === S.waitPay && (o.auditStatus === R.noPayReceipt || o.auditStatus === R.rejected)
const refundRule = (status: number, after: number) =>
  (status === S.waitReceipt || status === S.orderOver) && [After.none, After.fail, After.partial].includes(after as 0)
const afterSaleRule = (after: number) => after === After.apply || after === After.success

const statuses = Object.values(S)
const receipts = Object.values(R)
const payTypes = [0, ...Object.values(payMethodType)]
const comments = Object.values(CommentStatus)
const afterSales = Object.values(After)

const rows = statuses.flatMap((status) =>
  receipts.flatMap((auditStatus) =>
    payTypes.flatMap((payAppType) => comments.map((commentStatus) => ({ status, auditStatus, payAppType, commentStatus }))),
  ),
)

const order = (row: (typeof rows)[number]): ButtonsOrder => ({
  ...row,
  items: afterSales.map((afterSaleStatus, i) => ({
    id: i + 1,
    afterSaleStatus,
    afterSaleId: afterSaleStatus === After.none ? null : 90 + i,
  })),
})

describe('order buttons (docs/behaviour.md#orders)', () => {
  it(`covers ${rows.length} combinations`, () => {
    expect(rows).toHaveLength(6 * 4 * 5 * 2)
  })

  it.each(rows)('status $status, receipt $auditStatus, pay type $payAppType, comment $commentStatus', (row) => {
    const o = order(row)
    const buttons = orderButtons(o)
    const expected = (Object.keys(spec) as OrderAction[]).filter((action) => spec[action](o))
    expect(buttons.actions).toEqual(expected)
    expect(buttons.countdown).toBe(countdownRule(o))
    for (const item of o.items) {
      const want = [
        ...(refundRule(o.status, item.afterSaleStatus) ? ['applyRefund'] : []),
        ...(afterSaleRule(item.afterSaleStatus) ? ['viewAfterSale'] : []),
      ]
      expect(buttons.items[item.id], `item after-sale ${item.afterSaleStatus}`).toEqual(want)
    }
  })

  it.each([
    // The cases docs/behaviour.md#orders names, spelled out.
    {
      row: { status: S.waitPay, auditStatus: R.noPayReceipt, payAppType: payMethodType.virtualCurrency, commentStatus: 0 },
      want: ['cancel', 'uploadProof', 'payNow'],
    },
    {
      row: { status: S.waitPay, auditStatus: R.noPayReceipt, payAppType: payMethodType.balance, commentStatus: 0 },
      want: ['cancel', 'payNow'],
    },
    { row: { status: S.waitPay, auditStatus: R.waiting, payAppType: payMethodType.virtualCurrency, commentStatus: 0 }, want: [] },
    {
      row: { status: S.waitPay, auditStatus: R.rejected, payAppType: payMethodType.virtualCurrency, commentStatus: 0 },
      want: ['cancel', 'uploadProof', 'payNow'],
    },
    { row: { status: S.waitDelivery, auditStatus: R.pass, payAppType: payMethodType.balance, commentStatus: 0 }, want: ['cancel'] },
    {
      row: { status: S.waitReceipt, auditStatus: R.pass, payAppType: payMethodType.balance, commentStatus: 0 },
      want: ['confirmReceipt', 'tracking'],
    },
    {
      row: { status: S.orderOver, auditStatus: R.pass, payAppType: payMethodType.balance, commentStatus: 0 },
      want: ['tracking', 'evaluate'],
    },
    {
      row: { status: S.orderOver, auditStatus: R.pass, payAppType: payMethodType.balance, commentStatus: 1 },
      want: ['tracking', 'viewEvaluation'],
    },
    { row: { status: S.refunded, auditStatus: R.pass, payAppType: payMethodType.card, commentStatus: 0 }, want: ['tracking'] },
    { row: { status: S.cancelled, auditStatus: R.noPayReceipt, payAppType: payMethodType.card, commentStatus: 0 }, want: [] },
  ])('$row.status / receipt $row.auditStatus / pay $row.payAppType: $want', ({ row, want }) => {
    expect(orderButtons({ ...row, items: [] }).actions).toEqual(want)
  })

  it('says whether the payment screenshot is under review or rejected, only while the order waits for payment', () => {
    expect(reviewState({ status: S.waitPay, auditStatus: R.waiting })).toBe('waiting')
    expect(reviewState({ status: S.waitPay, auditStatus: R.rejected })).toBe('rejected')
    expect(reviewState({ status: S.waitPay, auditStatus: R.noPayReceipt })).toBeNull()
    expect(reviewState({ status: S.waitDelivery, auditStatus: R.pass })).toBeNull()
    expect(reviewState({ status: S.cancelled, auditStatus: R.rejected })).toBeNull()
  })

  it('links an after-sale only when the item has one', () => {
    expect(itemActions({ status: S.orderOver }, { afterSaleStatus: After.apply, afterSaleId: null })).toEqual([])
    expect(itemActions({ status: S.orderOver }, { afterSaleStatus: After.partial, afterSaleId: 4 })).toEqual(['applyRefund'])
    expect(itemActions({ status: S.waitDelivery }, { afterSaleStatus: After.none, afterSaleId: null })).toEqual([])
  })
})
