import type { Locator, Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { demoShopperSession, productUrl, screenshot, signedInContext, useBrowser } from './browser'
import { clearOfFloating } from './floating'

/**
 * The buying journey of the demo shopper (wallet $380, transaction password 123456, a default
 * address): a piece into the bag from its page, the bag, settle, the address, to pay, pay by
 * balance with the transaction password, and the success page.
 */
const browser = useBrowser()
let page: Page

const bagCount = async () =>
  Number((await page.getByRole('link', { name: /^Shopping bag \(\d+\)$/ }).getAttribute('aria-label'))?.match(/\d+/)?.[0])
const search = () => new URL(page.url()).searchParams

beforeAll(async () => {
  const context = await signedInContext(browser, await demoShopperSession(), { viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

describe('checkout, as the demo shopper in Chromium', () => {
  it('starts from an empty bag (earlier tests may have left pieces in it)', async () => {
    await page.goto(productUrl('localhost', '/basket'))
    await page.getByRole('heading', { name: 'Checkout' }).waitFor()
    const empty = page.getByText('Your bag is empty.')
    await expect.poll(async () => (await empty.isVisible()) || (await page.getByTestId('cart-line').count()) > 0).toBe(true)
    for (const name of ['Remove selected', 'Remove all']) {
      const button = page.getByRole('button', { name, exact: true })
      if ((await button.count()) === 0 || (await button.isDisabled())) continue
      await button.click()
      await page.getByRole('alertdialog').getByRole('button', { name: 'Remove', exact: true }).click()
      await page.getByRole('alertdialog').waitFor({ state: 'detached' })
    }
    await empty.waitFor()
    await expect.poll(bagCount).toBe(0)
  })

  it('adds the cheapest piece of a list to the bag from its page', async () => {
    await page.goto(productUrl('localhost', '/population/female'))
    await page.locator('main a[href*="/categoryIndex"]').first().click()
    await page.waitForURL(/\/categoryIndex/)
    // The lowest price first, so the demo wallet covers it.
    await page.goto(`${page.url()}&sort=2`)
    await page.locator('main article a').first().click()
    await page.waitForURL(/\/productDetail\?/)
    await page.getByRole('button', { name: 'Add to bag' }).waitFor()
    for (const property of await page.locator('main fieldset:has(button[aria-pressed])').all()) {
      if ((await property.locator('button[aria-pressed="true"]').count()) === 0)
        await property.locator('button[aria-pressed]:not([disabled])').first().click()
    }
    await page.getByRole('button', { name: 'Add to bag' }).click()
    await expect.poll(bagCount).toBe(1)
  })

  it('sees the bag with the piece chosen, and settles', async () => {
    await page.getByRole('link', { name: /^Shopping bag/ }).click()
    await page.waitForURL(/\/basket/)
    await expect.poll(() => page.getByTestId('cart-line').count()).toBe(1)
    await screenshot(page, 'checkout-bag')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'checkout-bag-phone')
    await page.setViewportSize({ width: 1280, height: 900 })
    await page.getByRole('button', { name: 'Settle' }).click()
    await page.waitForURL(/step=2/)
    expect(search().get('key')).toBeTruthy()
  })

  it('has the default address chosen', async () => {
    await page.getByText('Delivery address', { exact: true }).first().waitFor()
    await expect.poll(() => page.getByRole('radio', { checked: true }).count()).toBe(1)
    await screenshot(page, 'checkout-address')
  })

  it('changes the address through the address book and comes back to step 2 with the bag lines kept', async () => {
    const lines = search().get('lines')
    await page.getByRole('link', { name: 'Change' }).click()
    await page.waitForURL(/\/myaddress\?t=2/)
    await page.getByRole('link', { name: 'Use this address' }).nth(1).click()
    await page.waitForURL(/\/basket\?.*step=2/)
    await expect.poll(() => search().get('addressId')).toBeTruthy()
    expect(search().get('ano')).toBeNull()
    expect(search().get('lines')).toBe(lines)
    const chosen = page.locator('label:has(input[type="radio"]:checked)')
    await expect.poll(() => chosen.innerText()).not.toMatch(/Default/i)
  })

  it('goes to pay', async () => {
    await page.getByRole('button', { name: 'To pay' }).click()
    await page.waitForURL(/step=3/)
    expect(search().get('orders')).toBeTruthy()
    // The bought piece left the bag.
    await expect.poll(bagCount).toBe(0)
  })

  it('makes the pay methods one radio group: one Tab stop, the arrow keys move the choice and the focus', async () => {
    const group = page.getByRole('radiogroup', { name: 'Pay method' })
    const radios = group.getByRole('radio')
    await group.locator('label').first().click()
    await expect.poll(() => radios.first().isChecked()).toBe(true)
    const focused = (radio: Locator) => radio.evaluate((el) => el === document.activeElement)
    // From the heading above the group, Tab enters it on the chosen method.
    await page.locator('#pay-methods').click()
    await page.keyboard.press('Tab')
    await expect.poll(() => focused(radios.first())).toBe(true)
    await page.keyboard.press('ArrowDown')
    await expect.poll(() => focused(radios.nth(1))).toBe(true)
    await expect.poll(() => radios.nth(1).isChecked()).toBe(true)
    await expect.poll(() => radios.first().isChecked()).toBe(false)
    // The choice is recorded without the focus leaving it.
    await expect.poll(() => page.getByRole('button', { name: 'Confirm pay' }).isEnabled()).toBe(true)
    expect(await focused(radios.nth(1))).toBe(true)
    await page.keyboard.press('Tab')
    expect(await group.evaluate((el) => !el.contains(document.activeElement) && document.activeElement !== document.body)).toBe(true)
    await page.keyboard.press('Shift+Tab')
    await expect.poll(() => focused(radios.nth(1))).toBe(true)
  })

  it('leaves the total uncovered by the floating customer-service button on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await clearOfFloating(page, page.getByText('Total', { exact: true }).locator('..'))
    await page.setViewportSize({ width: 1280, height: 900 })
  })

  it('pays by balance with the transaction password and lands on /success/pay', async () => {
    await page.locator('label').filter({ hasText: 'Available' }).click()
    const confirm = page.getByRole('button', { name: 'Confirm pay' })
    await expect.poll(() => confirm.isEnabled()).toBe(true)
    await screenshot(page, 'checkout-pay-method')
    await page.setViewportSize({ width: 390, height: 844 })
    await screenshot(page, 'checkout-pay-method-phone')
    await page.setViewportSize({ width: 1280, height: 900 })
    await confirm.click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Transaction password').fill('123456')
    await dialog.getByRole('button', { name: 'Pay now' }).click()
    await page.waitForURL(/\/success\/pay\?orders=/)
    await page.getByRole('heading', { name: 'Payment successful' }).waitFor()
    // What was paid: the order, by its number, linked to its page.
    await page.locator('main a[href*="/orderDetails?no="]').first().waitFor()
    await screenshot(page, 'checkout-paid')
  })
})
