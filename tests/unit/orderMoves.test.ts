import { describe, expect, it } from 'vitest'
import { OrderStatus, PaymentReceiptStatus as Receipt } from '../../contract/lifecycles'
import { orderMoveLabel } from '../../src/components/order/orderLabels'

const move = (status: number, auditStatus: number) => ({ status, auditStatus })
const labels = (moves: ReturnType<typeof move>[]) => moves.map((m, i) => orderMoveLabel(m, moves[i - 1])?.message)

describe("an order's history", () => {
  it('tells a receipt approved by the platform as the order awaiting shipment, then the receipt approved', () => {
    const { waitPay, waitDelivery } = OrderStatus
    expect(
      labels([
        move(waitPay, Receipt.noPayReceipt),
        move(waitPay, Receipt.waiting),
        move(waitPay, Receipt.rejected),
        move(waitPay, Receipt.waiting),
        // The platform approves: the order's move (its receipt still waiting), then the receipt's.
        move(waitDelivery, Receipt.waiting),
        move(waitDelivery, Receipt.pass),
        move(OrderStatus.waitReceipt, Receipt.pass),
      ]),
    ).toEqual([
      'Awaiting payment',
      'Payment receipt sent for review',
      'Payment receipt rejected',
      'Payment receipt sent for review',
      'Awaiting shipment',
      'Payment receipt approved',
      'Shipped',
    ])
  })

  it('tells a balance payment as the order awaiting shipment', () => {
    const moves = [move(OrderStatus.waitPay, Receipt.noPayReceipt), move(OrderStatus.waitDelivery, Receipt.noPayReceipt)]
    expect(labels(moves)).toEqual(['Awaiting payment', 'Awaiting shipment'])
  })
})
