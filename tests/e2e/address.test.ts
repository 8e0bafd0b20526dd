import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoShopperSession, ops, productUrl, screenshot, signedInContext, useBrowser } from './browser'

const browser = useBrowser()
let page: Page
let captchaUuid = ''

beforeAll(async () => {
  const session = await demoShopperSession()
  const context = await signedInContext(browser, session, { viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
  page.on('response', async (res) => {
    if (res.url().includes('/system/captcha/captchaImage')) captchaUuid = ((await res.json()) as { data: { uuid: string } }).data.uuid
  })
})
afterAll(() => page?.context().close())

const rows = () => page.getByRole('list', { name: 'Addresses' }).getByRole('listitem')
const captchaBox = () => page.getByRole('textbox', { name: 'Picture code' })

describe('address book, as the demo shopper in Chromium', () => {
  it('lists the seeded addresses, with "use this address" only when checkout sent the shopper (t=2)', async () => {
    await page.goto(productUrl('localhost', '/myaddress'))
    await expect.poll(() => rows().count()).toBe(2)
    expect(await page.getByRole('link', { name: 'Use this address' }).count()).toBe(0)
    await page.goto(productUrl('localhost', '/myaddress?t=2&vat=IT1'))
    await expect.poll(() => page.getByRole('link', { name: 'Use this address' }).count()).toBe(2)
  })

  it('adds an address through the form, carrying the query parameters there and back', async () => {
    await page.getByRole('link', { name: 'Add address' }).click()
    await page.waitForURL(/\/addAddress\?t=2&vat=IT1$/)
    await page.getByLabel('First name').fill('Grace')
    await page.getByLabel('Last name').fill('Hopper')
    await page.getByLabel('Mobile').fill('+1 703 555 0100')
    await page.getByLabel('Address', { exact: true }).fill('1 Navy Way')
    await page.getByLabel('Country or region').selectOption('US')
    await page.getByLabel('Province or state').selectOption('US-VA')
    await page.getByLabel('City').fill('Arlington')
    await page.getByLabel('Postal code').fill('22202')
    // A wrong code: the server refuses, a new picture loads and the typed code is cleared.
    await expect.poll(() => captchaUuid).not.toBe('')
    const first = captchaUuid
    await captchaBox().fill('0000')
    await page.getByRole('button', { name: 'Save address' }).click()
    await expect.poll(() => captchaUuid).not.toBe(first)
    expect(await captchaBox().inputValue()).toBe('')
    const { code } = await ops<{ code: string }>(`/captcha?uuid=${captchaUuid}`)
    await captchaBox().fill(code)
    await page.getByRole('button', { name: 'Save address' }).click()
    await page.waitForURL(/\/myaddress\?t=2&vat=IT1$/)
    await expect.poll(() => rows().count()).toBe(3)
    await screenshot(page, 'address-book')
  })

  it('uses an address for checkout, then deletes the added one after a confirmation', async () => {
    const grace = rows().filter({ hasText: 'Grace Hopper' })
    expect(await grace.getByRole('link', { name: 'Use this address' }).getAttribute('href')).toMatch(/^\/basket\?step=2&ano=\d+$/)
    await grace.getByRole('button', { name: 'Delete' }).click()
    await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click()
    await expect.poll(() => rows().count()).toBe(2)
  })
})
