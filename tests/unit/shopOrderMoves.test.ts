import { describe, expect, it } from 'vitest'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { shopOrderMoves } from '../../src/screens/seller/shopOrderMoves'

const at = (status: number, auditStatus: number = PaymentReceiptStatus.noPayReceipt, deliveryTime: number | null = null) =>
  shopOrderMoves({ status, auditStatus, deliveryTime })

describe('the moves the order page offers the shop', () => {
  it('ships and cancels only a paid order waiting for shipment; tracks only a shipped one not cancelled', () => {
    expect(at(OrderStatus.waitPay)).toEqual({ ship: false, cancel: false, track: false })
    expect(at(OrderStatus.waitPay, PaymentReceiptStatus.waiting)).toEqual({ ship: false, cancel: false, track: false })
    expect(at(OrderStatus.waitDelivery, PaymentReceiptStatus.pass)).toEqual({ ship: true, cancel: true, track: false })
    expect(at(OrderStatus.waitReceipt, PaymentReceiptStatus.pass, 1)).toEqual({ ship: false, cancel: false, track: true })
    expect(at(OrderStatus.orderOver, PaymentReceiptStatus.noPayReceipt, 1)).toEqual({ ship: false, cancel: false, track: true })
    expect(at(OrderStatus.refunded)).toEqual({ ship: false, cancel: false, track: false })
    expect(at(OrderStatus.cancelled, PaymentReceiptStatus.noPayReceipt, 1)).toEqual({ ship: false, cancel: false, track: false })
  })
})
