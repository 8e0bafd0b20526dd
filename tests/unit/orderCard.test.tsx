// @vitest-environment jsdom
import { ChakraProvider } from '@chakra-ui/react'
import { I18nProvider } from '@lingui/react'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Order } from '../../contract/order'
import { fakeOrders } from '../../src/fakes/orders'
import { activateLanguage, i18n } from '../../src/i18n'
import { OrderCard } from '../../src/screens/orders/OrderCard'
import { storefrontSystem } from '../../src/theme'

// Prices read the session's currency; the real session actor would start calling the service.
vi.mock('../../src/session', () => ({
  useSession: <T,>(select: (s: { currencyCode: string; lang: string }) => T) => select({ currencyCode: 'USD', lang: 'en' }),
}))

vi.setConfig({ testTimeout: 20_000 })
afterEach(cleanup)
beforeAll(() => activateLanguage('en'))

let drawn: () => ReactNode = () => null
const Root = () => (
  <ChakraProvider value={storefrontSystem()}>
    <I18nProvider i18n={i18n}>{drawn()}</I18nProvider>
  </ChakraProvider>
)

/** The card inside the app's providers and a memory router, so links render their hrefs. */
async function draw(order: Order, { onDialog = vi.fn(), onExpired = vi.fn() } = {}) {
  drawn = () => <OrderCard order={order} onDialog={onDialog} onExpired={onExpired} />
  const router = createRouter({ routeTree: createRootRoute({ component: Root }), history: createMemoryHistory({ initialEntries: ['/'] }) })
  render(<RouterProvider router={router} />)
  const card = await screen.findByRole('article')
  return { card: within(card), onDialog, onExpired }
}

const href = (card: ReturnType<typeof within>, name: string) => card.getByRole('link', { name }).getAttribute('href')
const buttonNames = (card: ReturnType<typeof within>) => card.queryAllByRole('button').map((b: HTMLElement) => b.textContent)

describe('an order card', () => {
  it('unpaid: cancel, upload proof and pay now, with the time left', async () => {
    const { card, onDialog } = await draw(fakeOrders.waitPay)
    expect(buttonNames(card)).toEqual(['Cancel order'])
    expect(href(card, 'I have paid')).toBe('/paymentPage/1?onlyPayOrderPic=true')
    expect(href(card, 'Pay now')).toBe('/paymentPage/1')
    expect(card.getByRole('timer').textContent).toMatch(/01:42:1[67]/)
    card.getByRole('button', { name: 'Cancel order' }).click()
    expect(onDialog).toHaveBeenCalledWith('CANCEL', fakeOrders.waitPay)
  })

  it('receipt under review: says so, and offers nothing', async () => {
    const { card } = await draw(fakeOrders.receiptWaiting)
    card.getByText(/Paid, awaiting review/)
    expect(buttonNames(card)).toEqual([])
    expect(card.queryByRole('link', { name: 'Pay now' })).toBeNull()
    expect(card.queryByRole('timer')).toBeNull()
  })

  it('receipt rejected: the remark, and a new proof may be sent', async () => {
    const { card } = await draw(fakeOrders.receiptRejected)
    card.getByText('Payment receipt rejected')
    card.getByText(fakeOrders.receiptRejected.auditRemark)
    expect(href(card, 'I have paid')).toBe('/paymentPage/3?onlyPayOrderPic=true')
    card.getByRole('timer')
  })

  it('completed: evaluate, tracking, and per item a refund or the after-sale', async () => {
    const { card, onDialog } = await draw(fakeOrders.orderOver)
    expect(href(card, 'Evaluate')).toBe(`/evaluate?orderNo=${fakeOrders.orderOver.no}`)
    expect(href(card, 'Apply for refund')).toBe('/refund?orderItemId=11')
    expect(href(card, 'View after-sale')).toBe('/refundDetail?afterSalesId=31')
    card.getByRole('button', { name: 'Delivery tracking' }).click()
    expect(onDialog).toHaveBeenCalledWith('TRACK', fakeOrders.orderOver)
  })

  it('evaluated: links to its evaluation', async () => {
    const { card } = await draw(fakeOrders.evaluated)
    expect(href(card, 'View evaluation')).toBe(`/evaluateDetail?orderNo=${fakeOrders.evaluated.no}&id=7`)
    expect(card.queryByRole('link', { name: 'Evaluate' })).toBeNull()
  })

  it('shipped: confirm receipt asks the dialogs', async () => {
    const { card, onDialog } = await draw(fakeOrders.waitReceipt)
    card.getByRole('button', { name: 'Confirm receipt' }).click()
    expect(onDialog).toHaveBeenCalledWith('CONFIRM_RECEIPT', fakeOrders.waitReceipt)
  })

  it('at the payment deadline the card shows the order cancelled and asks for a reload', async () => {
    const { card, onExpired } = await draw({ ...fakeOrders.waitPay, keyTTL: 1 })
    card.getByRole('timer')
    await waitFor(() => expect(onExpired).toHaveBeenCalledTimes(1), { timeout: 3000 })
    card.getByText('Cancelled')
    expect(card.queryByRole('timer')).toBeNull()
    expect(buttonNames(card)).toEqual([])
    expect(card.queryByRole('link', { name: 'Pay now' })).toBeNull()
  })
})
