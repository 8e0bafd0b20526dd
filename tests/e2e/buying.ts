import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { expect } from 'vitest'
import { productUrl } from './browser'

/** What the buying journeys do in the storefront: the bag, the checkout with a new address, a payment by screenshot. */

/** The count the header's bag link says. */
export const bagCount = async (page: Page) =>
  Number((await page.getByRole('link', { name: /^Shopping bag \(\d+\)$/ }).getAttribute('aria-label'))?.match(/\d+/)?.[0])

/** A small solid picture, as a screenshot or a product photo would be. */
export const png = (background: string, width = 90, height = 120) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()

/** On a product page: the first available value of every property not chosen yet. */
export async function chooseSpecification(page: Page) {
  await page.getByRole('button', { name: 'Add to bag' }).waitFor()
  for (const property of await page.locator('main fieldset:has(button[aria-pressed])').all()) {
    if ((await property.locator('button[aria-pressed="true"]').count()) === 0)
      await property.locator('button[aria-pressed]:not([disabled])').first().click()
  }
}

/** On a product page: a complete specification, then Add to bag; the bag count goes up by one. */
export async function addToBag(page: Page) {
  await chooseSpecification(page)
  const before = await bagCount(page)
  await page.getByRole('button', { name: 'Add to bag' }).click()
  await expect.poll(() => bagCount(page)).toBe(before + 1)
}

/** From the bag holding `lines` lines: Settle, and a first delivery address added in the checkout's dialog. */
export async function settleWithNewAddress(page: Page, email: string, lines: number) {
  await page.getByRole('link', { name: /^Shopping bag/ }).click()
  await page.waitForURL(/\/basket/)
  await expect.poll(() => page.getByTestId('cart-line').count()).toBe(lines)
  await page.getByRole('button', { name: 'Settle' }).click()
  await page.waitForURL(/step=2/)
  await page.getByText('You have no delivery address yet. Add one to continue.').waitFor()
  await page.getByRole('button', { name: 'Add address' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('First name').fill('Grace')
  await dialog.getByLabel('Last name').fill('Hopper')
  await dialog.getByLabel('Mobile').fill('+1 212 555 0100')
  await dialog.getByLabel('Email').fill(email)
  await dialog.getByLabel('Address', { exact: true }).fill('1 Navy Yard')
  await dialog.getByLabel('Country or region').selectOption('US')
  await dialog.getByLabel('Province or state').selectOption('US-NY')
  await dialog.getByLabel('City').fill('New York')
  await dialog.getByLabel('Postal code').fill('10001')
  await dialog.getByRole('button', { name: 'Save and use this address' }).click()
  await dialog.waitFor({ state: 'detached' })
  await page.getByText('1 Navy Yard').first().waitFor()
}

/** Pays the order (its number `no`) by a screenshot from My orders: it then waits for the platform. */
export async function payByScreenshot(page: Page, order: { id: number; no: string }) {
  await page.goto(productUrl('localhost', '/myOrders'))
  const card = page.locator('article', { hasText: order.no })
  await card.getByRole('link', { name: 'I have paid' }).click()
  await page.waitForURL(new RegExp(`/paymentPage/${order.id}\\?onlyPayOrderPic=true`))
  await page.getByLabel('Payment screenshot').setInputFiles({ name: 'paid.png', mimeType: 'image/png', buffer: await png('#1e88e5') })
  const paid = page.getByRole('button', { name: 'I have paid' })
  await expect.poll(() => paid.isEnabled()).toBe(true)
  await paid.click()
  await page.waitForURL(/\/success\/pay\/virtualCurrency/)
}
