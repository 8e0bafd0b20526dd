import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productUrl, screenshot, useBrowser } from './browser'

const browser = useBrowser()

/** A USDT address of this run only, so other files' addresses of the demo shopper do not matter. */
const usdt = `TE2E${Date.now()}abcdefghijkLMNOPQ`

async function logInAsDemo(page: Page) {
  await page.goto(productUrl('localhost', '/login'))
  const form = page.getByRole('main')
  await form.getByLabel('Email', { exact: true }).fill('demo@vitrine.test')
  await form.getByLabel('Password', { exact: true }).fill('Demo12345')
  await form.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.getByRole('button', { name: /demo@vitrine\.test/ }).waitFor()
}

describe('/walletAddress, as the demo shopper in Chromium', () => {
  let page: Page
  beforeAll(async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    page = await context.newPage()
    await logInAsDemo(page)
    await page.goto(productUrl('localhost', '/walletAddress'))
    await page.getByRole('heading', { name: 'Payout addresses' }).waitFor()
  })
  afterAll(() => page.context().close())

  it('lists the seeded bank card (masked) and USDT address in a table', async () => {
    const table = page.getByRole('table')
    await expect.poll(() => table.getByText('Banque Vitrine').count()).toBe(1)
    expect(await table.getByText('****4242').count()).toBe(1)
    expect(await table.getByText('4970 1000 0000 4242').count()).toBe(0)
    expect(await table.getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE').count()).toBe(1)
  })

  it('adds a USDT address: the first missing field first, then saved, toasted and listed', async () => {
    await page.getByRole('button', { name: 'Add payout address' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByRole('radio', { name: 'USDT' }).click()
    await browser.audit(page)
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.getByText('Please enter the USDT address').waitFor()
    await dialog.getByLabel('USDT address').fill(usdt)
    await dialog.getByLabel('Mobile').fill('+1 555 0100')
    await dialog.getByLabel('Account holder’s name').fill('Demo Shopper')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await page.getByText('Payout address added').waitFor()
    await expect.poll(() => page.getByRole('table').getByText(usdt).count()).toBe(1)
    await screenshot(page, 'payout-added')
  })

  it('edits it, then deletes it after the question', async () => {
    const row = page.getByRole('row').filter({ hasText: usdt })
    await row.getByRole('button', { name: /^Edit / }).click()
    const dialog = page.getByRole('dialog')
    await expect.poll(() => dialog.getByLabel('USDT address').inputValue()).toBe(usdt)
    await dialog.getByLabel('Remark').fill('E2E wallet')
    await dialog.getByRole('button', { name: 'Save' }).click()
    await dialog.waitFor({ state: 'hidden' })
    await expect.poll(() => page.getByRole('row').filter({ hasText: usdt }).getByText('E2E wallet').count()).toBe(1)

    await page
      .getByRole('row')
      .filter({ hasText: usdt })
      .getByRole('button', { name: /^Delete / })
      .click()
    const question = page.getByRole('alertdialog')
    await question.getByText('Delete this payout address?').waitFor()
    await browser.audit(page)
    await question.getByRole('button', { name: 'Delete', exact: true }).click()
    await question.waitFor({ state: 'hidden' })
    await expect.poll(() => page.getByRole('table').getByText(usdt).count()).toBe(0)
  })

  it('shows cards instead of the table at phone width', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await expect.poll(() => page.getByRole('table').isVisible()).toBe(false)
    await expect.poll(() => page.locator('article').filter({ hasText: 'Banque Vitrine' }).isVisible()).toBe(true)
    await screenshot(page, 'payout-phone')
  })
})
