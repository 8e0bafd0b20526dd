import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { productUrl, useBrowser } from './browser'
import { bagCount, chooseSpecification } from './buying'
import { ownerShopId, registerShopper } from './journey'

/**
 * A guest's action that needs an account (issue 31, bug 19): the login dialog says what they were
 * doing, and once they log in the action is carried out without pressing again.
 */
const browser = useBrowser()
const email = `guest.${Date.now()}@example.com`
const password = 'Winter2026!'
let page: Page

beforeAll(async () => {
  await registerShopper(email, password)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

describe('a guest who must log in first, in Chromium', () => {
  it('adds the piece to the bag after logging in from the dialog', async () => {
    await page.goto(productUrl('localhost', `/shopProduct?no=${await ownerShopId()}`))
    await page.locator('main article a[href*="/productDetail"]').first().click()
    await page.waitForURL(/\/productDetail\?/)
    const product = page.url()
    await chooseSpecification(page)
    await page.getByRole('button', { name: 'Add to bag' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByText('Log in to add this piece to your bag').waitFor()
    expect(page.url()).toBe(product)
    await dialog.getByLabel('Email', { exact: true }).fill(email)
    await dialog.getByLabel('Password', { exact: true }).fill(password)
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect.poll(() => bagCount(page)).toBe(1)
    await expect.poll(() => dialog.count()).toBe(0)
  })
})
