import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { type Earnings, earningsPaths } from '../../contract/earnings'
import { productUrl, screenshot, signedInContext, useBrowser } from './browser'
import { api, opsCli } from './journey'

/**
 * The demo owner's earnings, in Chromium: the seeded shop has money available and an order pending
 * its return window; `ops settle:now <no>` settles that order and the available balance grows by
 * exactly its amount, on the page as in the service.
 */
const browser = useBrowser()
let owner: { accessToken: string; email: string; userId: number }
let page: Page

const earnings = () => api<Earnings>(owner.accessToken, 'GET', earningsPaths.earnings)
const usd = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100)

beforeAll(async () => {
  const res = await fetch(productUrl('localhost', '/app-api/member/firstauth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ mailbox: 'owner@vitrine.test', password: 'Demo12345' }),
  })
  owner = ((await res.json()) as { data: typeof owner }).data
  page = await (await signedInContext(browser, owner)).newPage()
})

describe('the demo owner’s earnings', () => {
  it('shows available and pending money; settling a pending order grows the available balance by exactly its amount', async () => {
    const before = await earnings()
    const due = before.pendingOrders.find((o) => !o.held)
    expect(due, 'a seeded order pending its window').toBeDefined()
    if (!due) return
    await page.goto(productUrl('localhost', '/seller'))
    await page.getByRole('navigation', { name: 'Seller center' }).getByRole('link', { name: 'Earnings' }).click()
    await page.getByRole('heading', { name: 'Earnings', level: 1 }).waitFor()
    await expect.poll(() => page.getByTestId('earnings-available').innerText()).toBe(usd(before.available))
    expect(await page.getByTestId('earnings-pending').innerText()).toBe(usd(before.pending))
    await page.getByRole('link', { name: due.no }).first().waitFor()
    await screenshot(page, 'seller-earnings-1440')

    const settled = await opsCli<{ settled: { no: string; amount: number }[] }>('settle:now', due.no)
    expect(settled.settled).toEqual([expect.objectContaining({ no: due.no, amount: due.amount })])
    await page.reload()
    await expect.poll(() => page.getByTestId('earnings-available').innerText()).toBe(usd(before.available + due.amount))
    expect(await page.getByTestId('earnings-pending').innerText()).toBe(usd(before.pending - due.amount))
    await page.getByRole('list', { name: 'Settlements' }).getByRole('link', { name: due.no }).waitFor()
    const after = await earnings()
    expect(after.available).toBe(before.available + due.amount)
    expect(await opsCli('wallet:check')).toBeDefined()

    await page.setViewportSize({ width: 390, height: 844 })
    await page.getByTestId('earnings-available').waitFor()
    await screenshot(page, 'seller-earnings-390')
  })
})
