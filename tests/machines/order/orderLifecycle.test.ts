import { describe, expect, it } from 'vitest'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import { OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import { allowedEvents, nextStatus } from '../../../machines/lib/lifecycle'
import {
  type OrderEvent,
  orderLifecycle,
  orderStatusMachine,
  type PaymentReceiptEvent,
  paymentReceiptLifecycle,
  paymentReceiptStatusMachine,
} from '../../../machines/order/lifecycle'

/**
 * The order's two lifecycles, written out by hand (docs/behaviour.md#orders): every status, event and receipt state against the machine, each guard
 * both ways, and every path xstate/graph finds replayed through nextStatus.
 */

const orderEvents: OrderEvent['type'][] = [
  'PAY_BY_BALANCE',
  'APPROVE_RECEIPT',
  'CANCEL',
  'EXPIRE',
  'SHIP',
  'CONFIRM_RECEIPT',
  'AUTO_RECEIVE',
  'REFUND_ALL',
]
type OrderName = keyof typeof OrderStatus
type ReceiptName = keyof typeof PaymentReceiptStatus

/** The expected move, given the order's status, the event and its receipt's status; undefined: refused. */
function expectedOrderMove(from: OrderName, event: OrderEvent['type'], receipt: ReceiptName): OrderName | undefined {
  const waiting = receipt === 'waiting'
  const table: Partial<Record<OrderName, Partial<Record<OrderEvent['type'], OrderName | undefined>>>> = {
    waitPay: {
      PAY_BY_BALANCE: waiting ? undefined : 'waitDelivery',
      APPROVE_RECEIPT: waiting ? 'waitDelivery' : undefined,
      CANCEL: waiting ? undefined : 'cancelled',
      EXPIRE: waiting ? undefined : 'cancelled',
    },
    waitDelivery: { SHIP: 'waitReceipt', CANCEL: waiting ? undefined : 'cancelled', REFUND_ALL: 'refunded' },
    waitReceipt: { CONFIRM_RECEIPT: 'orderOver', AUTO_RECEIVE: 'orderOver', REFUND_ALL: 'refunded' },
    orderOver: { REFUND_ALL: 'refunded' },
  }
  return table[from]?.[event]
}

describe('the order status lifecycle', () => {
  it('allows exactly the moves of its table in every status, for every receipt status (each guard both ways)', () => {
    for (const [from, code] of Object.entries(OrderStatus) as [OrderName, number][]) {
      for (const [receipt, auditStatus] of Object.entries(PaymentReceiptStatus) as [ReceiptName, number][]) {
        const context = { auditStatus }
        for (const type of orderEvents) {
          const to = expectedOrderMove(from, type, receipt)
          expect(nextStatus(orderLifecycle, code, { type }, context), `${from} + ${type} (receipt ${receipt})`).toBe(
            to === undefined ? null : OrderStatus[to],
          )
        }
        const allowed = orderEvents.filter((type) => expectedOrderMove(from, type, receipt) !== undefined)
        expect(allowedEvents(orderLifecycle, code, context).sort(), `${from} (receipt ${receipt})`).toEqual(allowed.sort())
      }
    }
    expect(nextStatus(orderLifecycle, 99, { type: 'CANCEL' }, { auditStatus: 0 })).toBeNull()
  })

  it('while a screenshot is under review: no cancel, no expiry, no second payment; only its approval pays', () => {
    const waiting = { auditStatus: PaymentReceiptStatus.waiting }
    expect(allowedEvents(orderLifecycle, OrderStatus.waitPay, waiting)).toEqual(['APPROVE_RECEIPT'])
    expect(allowedEvents(orderLifecycle, OrderStatus.waitPay, { auditStatus: PaymentReceiptStatus.rejected }).sort()).toEqual(
      ['CANCEL', 'EXPIRE', 'PAY_BY_BALANCE'].sort(),
    )
  })

  it('starts waiting for payment; refunded and cancelled are final', () => {
    expect(orderStatusMachine.config.initial).toBe('waitPay')
    for (const final of [OrderStatus.refunded, OrderStatus.cancelled])
      expect(allowedEvents(orderLifecycle, final, { auditStatus: PaymentReceiptStatus.pass })).toEqual([])
  })

  it('agrees with every path of the machine from every status, for each receipt status', () => {
    for (const [from, code] of Object.entries(OrderStatus)) {
      for (const auditStatus of Object.values(PaymentReceiptStatus)) {
        const fromState = orderStatusMachine.resolveState({ value: from, context: { auditStatus } })
        const paths = getSimplePaths(orderStatusMachine, { events: orderEvents.map((type) => ({ type })), fromState })
        for (const path of paths) {
          let status: number | null = code
          for (const step of path.steps.slice(1)) status = nextStatus(orderLifecycle, status as number, step.event, { auditStatus })
          expect(status, `${from} -> ${String(path.state.value)}`).toBe(OrderStatus[String(path.state.value) as OrderName])
        }
      }
    }
    // The whole lifecycle from creation: paid by balance, or by an approved screenshot.
    const byBalance = getShortestPaths(orderStatusMachine, { events: orderEvents.map((type) => ({ type })) })
    expect(new Set(byBalance.map((p) => String(p.state.value)))).toEqual(
      new Set(['waitPay', 'waitDelivery', 'waitReceipt', 'orderOver', 'refunded', 'cancelled']),
    )
    const underReview = orderStatusMachine.resolveState({ value: 'waitPay', context: { auditStatus: PaymentReceiptStatus.waiting } })
    const reviewed = getShortestPaths(orderStatusMachine, { events: orderEvents.map((type) => ({ type })), fromState: underReview })
    const toDelivery = reviewed.find((p) => p.state.value === 'waitDelivery')
    expect(toDelivery?.steps.slice(1).map((s) => s.event.type)).toEqual(['APPROVE_RECEIPT'])
    expect(reviewed.some((p) => p.state.value === 'cancelled')).toBe(false)
  })
})

describe('the payment receipt lifecycle', () => {
  const events: PaymentReceiptEvent['type'][] = ['SUBMIT', 'APPROVE', 'REJECT']
  const table: Partial<Record<ReceiptName, Partial<Record<PaymentReceiptEvent['type'], ReceiptName>>>> = {
    noPayReceipt: { SUBMIT: 'waiting' },
    waiting: { APPROVE: 'pass', REJECT: 'rejected' },
    rejected: { SUBMIT: 'waiting' },
  }

  it('allows exactly the moves of its table: submitted, approved or rejected, resubmitted after a rejection', () => {
    for (const [from, code] of Object.entries(PaymentReceiptStatus) as [ReceiptName, number][]) {
      for (const type of events) {
        const to = table[from]?.[type]
        expect(nextStatus(paymentReceiptLifecycle, code, { type }), `${from} + ${type}`).toBe(
          to === undefined ? null : PaymentReceiptStatus[to],
        )
      }
      expect(allowedEvents(paymentReceiptLifecycle, code).sort(), from).toEqual(Object.keys(table[from] ?? {}).sort())
    }
    expect(paymentReceiptStatusMachine.config.initial).toBe('noPayReceipt')
  })

  it('agrees with every path of the machine, from every status', () => {
    for (const [from, code] of Object.entries(PaymentReceiptStatus)) {
      const fromState = paymentReceiptStatusMachine.resolveState({ value: from, context: {} })
      const paths = getSimplePaths(paymentReceiptStatusMachine, { events: events.map((type) => ({ type })), fromState })
      expect(paths.length).toBeGreaterThan(0)
      for (const path of paths) {
        let status: number | null = code
        for (const step of path.steps.slice(1)) status = nextStatus(paymentReceiptLifecycle, status as number, step.event)
        expect(status, `${from} -> ${String(path.state.value)}`).toBe(PaymentReceiptStatus[String(path.state.value) as ReceiptName])
      }
    }
    const rejectedAgain = paymentReceiptStatusMachine.resolveState({ value: 'rejected', context: {} })
    const paths = getShortestPaths(paymentReceiptStatusMachine, { events: events.map((type) => ({ type })), fromState: rejectedAgain })
    expect(
      paths
        .find((p) => p.state.value === 'pass')
        ?.steps.slice(1)
        .map((s) => s.event.type),
    ).toEqual(['SUBMIT', 'APPROVE'])
  })
})
