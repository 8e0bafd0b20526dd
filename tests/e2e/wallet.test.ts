import type { BrowserContext, Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoShopperSession, productUrl, screenshot, signedInContext, useBrowser } from './browser'

const browser = useBrowser()
let context: BrowserContext
let page: Page

beforeAll(async () => {
  const session = await demoShopperSession()
  context = await signedInContext(browser, session, { viewport: { width: 1440, height: 900 } })
  page = await context.newPage()
})

/**
 * Clicks a log tab once the page shows the last one's data, as a shopper does: a click while a slow
 * load swaps the page for its loading state (after 1 s) may land on neither page.
 */
async function openTab(name: string) {
  const balance = page.getByRole('region', { name: 'Balance' })
  await expect.poll(() => balance.innerText()).toMatch(/\$\d/)
  await page.getByRole('tab', { name }).click()
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true')
}

describe('wallet, as the demo shopper in Chromium', () => {
  it('shows the balance in US dollars, and each log tab is in the URL', async () => {
    await page.goto(productUrl('localhost', '/walletIndex'))
    await page.getByText('Balance (USD)').waitFor()
    await expect.poll(() => page.getByRole('region', { name: 'Balance' }).innerText()).toMatch(/\$\d/)
    await openTab('Recharge log')
    await page.waitForURL(/activeName=second/)
    await openTab('Withdraw log')
    await page.waitForURL(/activeName=third/)
    await openTab('Balance log')
    await page.waitForURL((url) => !url.search.includes('activeName'))
  })

  it('withdraws: a wrong transaction password is shown at its field, then the withdrawal goes through and is logged', async () => {
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Withdraw' })
    await dialog.getByText('Available to withdraw').waitFor()
    const amount = dialog.getByLabel('Amount (US dollars)')
    await amount.fill('1a0')
    await expect.poll(() => amount.inputValue()).toBe('10')
    await dialog.getByLabel('Payout address').selectOption({ index: 1 })
    const password = dialog.getByLabel('Transaction password')
    await password.fill('654321')
    await dialog.getByRole('button', { name: 'Withdraw' }).click()
    await dialog
      .getByText(/wrong transaction password/i)
      .first()
      .waitFor()
    await expect.poll(() => password.inputValue()).toBe('')
    await browser.audit(page)
    // The seeded demo shopper's transaction password (server/seed/payPassword.ts).
    await password.fill('123456')
    await dialog.getByRole('button', { name: 'Withdraw' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByRole('tab', { name: 'Withdraw log' }).click()
    await page.waitForURL(/activeName=third/)
    await page.getByRole('table', { name: 'Withdraw log' }).getByRole('cell', { name: '$10.00' }).first().waitFor()
  })

  it('recharges: amount, method, screenshot, then the success page and the recharge log', async () => {
    await page.goto(productUrl('localhost', '/recharge'))
    const submit = page.getByRole('button', { name: 'Submit recharge' })
    await submit.waitFor()
    await expect.poll(() => submit.isDisabled()).toBe(true)
    await page.getByRole('group', { name: 'Suggested amounts' }).getByRole('button').first().click()
    await page.getByRole('radiogroup', { name: 'Payment method' }).locator('label').first().click()
    await page.getByRole('button', { name: 'Copy address' }).waitFor()
    await page.getByRole('img', { name: 'QR code of the address' }).waitFor()
    const png = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2e7d32' } })
      .png()
      .toBuffer()
    await page.getByLabel('Payment screenshot').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: png })
    await page.getByRole('button', { name: 'Remove' }).waitFor()
    await expect.poll(() => submit.isDisabled()).toBe(false)
    await screenshot(page, 'recharge-ready')
    await submit.click()
    await page.waitForURL(/\/success\/recharge\/\d+/)
    await page.getByRole('heading', { name: 'Recharge submitted' }).waitFor()
    const orderNo = (await page.locator('dd').first().innerText()).trim()
    await page.getByRole('link', { name: 'View the recharge log' }).click()
    await page.waitForURL(/activeName=second/)
    await page.getByText(orderNo).first().waitFor()
  })
})
