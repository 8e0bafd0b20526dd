import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import { authWires } from '../../contract/api'
import { productUrl, signedInContext, useBrowser } from './browser'
import { opsCli, ownerShopId, placeOrder, registerShopper, setTransactionPassword } from './journey'
import { fillPictureCode, watchPictureCodes } from './pictureCode'

/**
 * Where the password forms lead (issue 31, bug 14): a transaction password set from the payment
 * comes back to that payment; a changed password, then a new login, leads to the account rather
 * than back to the change-password form.
 */
const browser = useBrowser()
const email = `returns.${Date.now()}@example.com`
const password = 'Winter2026!'
let page: Page
let token = ''

beforeAll(async () => {
  const session = await registerShopper(email, password)
  token = session.accessToken
  await opsCli('wallet:adjust', email, '500000', '--remark', 'Password returns test money')
  const context = await signedInContext(browser, session, { viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

describe('where the password forms lead, in Chromium', () => {
  it('sets the transaction password from the payment, then is back on that payment', async () => {
    const [orderId] = await placeOrder(token, email, await ownerShopId())
    await page.goto(productUrl('localhost', `/paymentPage/${orderId}`))
    // Choosing the balance without a transaction password asks to set one.
    await page.locator('label').filter({ hasText: 'Available' }).click()
    await page.getByRole('link', { name: 'Set now' }).click()
    await setTransactionPassword(page, email, '246810')
    await page.waitForURL(new RegExp(`/paymentPage/${orderId}$`))
    // Back on the payment, the balance now asks for the password just set.
    await page.locator('label').filter({ hasText: 'Available' }).click()
    await page.getByRole('button', { name: 'Confirm pay' }).click()
    await page.getByRole('dialog').getByLabel('Transaction password').waitFor()
  })

  it('changes the password, logs in again and lands on the account', async () => {
    const newestPicture = watchPictureCodes(page)
    await page.goto(productUrl('localhost', '/password'))
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Current password').fill(password)
    await page.getByLabel('New password').fill('Spring2027!')
    await page.getByLabel('Confirm password').fill('Spring2027!')
    await fillPictureCode(page, newestPicture)
    await page.getByRole('button', { name: 'Submit' }).click()
    await page.waitForURL(/\/login/)
    // The address changes before the login page is drawn; until it is, the change form (with its own Email) is still on screen.
    await page.getByRole('heading', { name: 'Log in', level: 1 }).waitFor()
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Password', { exact: true }).fill('Spring2027!')
    const loginAnswer = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith(authWires.login.split(' ')[1]))
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click()
    // The service's answer first: a refusal fails here with its message, not as a page that did not move.
    expect(await (await loginAnswer).json()).toMatchObject({ code: 0 })
    // The URL itself, not a navigation event: the storefront moves there within the page, sometimes before a wait for the event begins.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/myaccount')
    await page.getByRole('main').getByText('Update password').waitFor()
  })
})
