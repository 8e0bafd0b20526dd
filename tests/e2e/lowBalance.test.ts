import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { productUrl, signedInContext, useBrowser } from './browser'
import { ownerShopId, placeOrder, registerShopper } from './journey'

/**
 * The low-balance prompt (issue 31, SPEC.md "account balance is 0, please recharge"): a shopper
 * whose balance is 0 choosing the balance on a payment is asked to recharge; Cancel stays on the
 * payment, Go recharge leads to /recharge.
 */
const browser = useBrowser()
const email = `empty.${Date.now()}@example.com`
let page: Page
let orderId = 0

beforeAll(async () => {
  const session = await registerShopper(email, 'Winter2026!')
  ;[orderId] = await placeOrder(session.accessToken, email, await ownerShopId())
  const context = await signedInContext(browser, session, { viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

const balanceCard = () => page.locator('label').filter({ hasText: 'Available' })

async function chooseBalance() {
  // Its top corner: the middle may hold the note's Recharge link.
  await balanceCard().click({ position: { x: 12, y: 12 } })
  const prompt = page.getByRole('alertdialog', { name: 'Your balance is empty' })
  await prompt.getByText('Your account balance is 0, please recharge.').waitFor()
  return prompt
}

describe('the low-balance prompt, in Chromium', () => {
  it('asks a shopper with a balance of 0 to recharge; Cancel stays on the payment', async () => {
    await page.goto(productUrl('localhost', `/paymentPage/${orderId}`))
    const prompt = await chooseBalance()
    await prompt.getByRole('button', { name: 'Cancel' }).click()
    await prompt.waitFor({ state: 'detached' })
    expect(new URL(page.url()).pathname).toBe(`/paymentPage/${orderId}`)
    // What the shopper sees: the balance card is not the chosen one.
    expect(await balanceCard().getAttribute('data-state')).toBe('unchecked')
  })

  it('Go recharge leads to the recharge page', async () => {
    const prompt = await chooseBalance()
    await prompt.getByRole('link', { name: 'Go recharge' }).click()
    await page.waitForURL(/\/recharge$/)
  })
})
