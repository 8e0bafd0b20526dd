// @vitest-environment jsdom
import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { OrderStatus } from '../../contract/lifecycles'
import { paySubmitted, paySummary } from '../../src/fakes/checkout'
import { recharges } from '../../src/fakes/wallet'
import { PaySuccessScreen } from '../../src/screens/checkout/PaySuccessScreen'
import { RechargeSuccessScreen } from '../../src/screens/wallet/RechargeSuccessScreen'
import { drawInRouter, screenTests } from './screenHarness'

// Prices read the session's currency; the real session actor would start calling the service.
vi.mock('../../src/session', () => ({
  useSession: <T,>(select: (s: { currencyCode: string; lang: string }) => T) => select({ currencyCode: 'USD', lang: 'en' }),
}))

screenTests()

const [waiting, , approved, rejected] = recharges

describe('the recharge page after submitting (issue 31, bug 12)', () => {
  it('says what became of the recharge: approved, rejected with the reason, or still in review', async () => {
    const { unmount } = drawInRouter(() => <RechargeSuccessScreen list={{ status: 'ready', data: approved }} />)
    await screen.findByRole('heading', { name: 'Recharge approved' })
    expect(screen.getByText('The money is in your balance.')).toBeDefined()
    unmount()
    const second = drawInRouter(() => <RechargeSuccessScreen list={{ status: 'ready', data: rejected }} />)
    await screen.findByRole('heading', { name: 'Recharge rejected' })
    expect(screen.getByText('The screenshot does not show the amount')).toBeDefined()
    second.unmount()
    drawInRouter(() => <RechargeSuccessScreen list={{ status: 'ready', data: waiting }} />)
    await screen.findByRole('heading', { name: 'Recharge submitted' })
  })
})

describe('the page after paying (issue 31, bug 12)', () => {
  it('names what was paid: each order with its number and shop, the total, and what happens next', async () => {
    const paid = { ...paySummary, orders: paySummary.orders.map((o) => ({ ...o, status: OrderStatus.waitDelivery })) }
    drawInRouter(() => <PaySuccessScreen kind="paid" summary={{ status: 'ready', data: paid }} />)
    await screen.findByRole('heading', { name: 'Payment successful' })
    for (const order of paid.orders) {
      expect(screen.getByText(order.no)).toBeDefined()
      expect(screen.getByText(order.shopName)).toBeDefined()
    }
    expect(screen.getByText('$607.00')).toBeDefined()
    expect(screen.getByText(/2 orders are paid/)).toBeDefined()
  })

  it('after a screenshot: the orders wait for the platform’s review', async () => {
    drawInRouter(() => <PaySuccessScreen kind="screenshot" summary={{ status: 'ready', data: paySubmitted }} />)
    await screen.findByRole('heading', { name: 'Payment submitted' })
    expect(screen.getByText(paySubmitted.orders[0].no)).toBeDefined()
  })
})
