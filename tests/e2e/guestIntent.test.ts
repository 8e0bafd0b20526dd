import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { productUrl, useBrowser } from './browser'
import { bagCount, chooseSpecification } from './buying'
import { opsCli, ownerShopId, registerShopper } from './journey'
import { bagBadge, chooseSku, colouredPiece, openQuickView, skuInOtherColour } from './quickView'

/**
 * A guest's action that needs an account (issue 31, bug 19): the login dialog opens where they
 * are and says what they were doing, and once they log in the action is carried out without
 * pressing again. Each test is a new guest with an account of their own.
 */
const browser = useBrowser()
const password = 'Winter2026!'
let guests = 0

/** A guest's page, and the email of the account they will log in with. */
async function guest() {
  const email = `guest.${Date.now()}.${++guests}@example.com`
  await registerShopper(email, password)
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  return { page: await context.newPage(), email }
}

/** The dialog opened on this very page with `line`; the guest logs in there. */
async function logInFromDialog(page: Page, email: string, line: string) {
  const where = page.url()
  const dialog = page.getByRole('dialog')
  await dialog.getByText(line, { exact: true }).waitFor()
  expect(page.url()).toBe(where)
  await dialog.getByLabel('Email', { exact: true }).fill(email)
  await dialog.getByLabel('Password', { exact: true }).fill(password)
  await dialog.getByRole('button', { name: 'Log in' }).click()
}

async function openAProduct(page: Page) {
  await page.goto(productUrl('localhost', `/shopProduct?no=${await ownerShopId()}`))
  await page.locator('main article a[href*="/productDetail"]').first().click()
  await page.waitForURL(/\/productDetail\?/)
}

describe('a guest who must log in first, in Chromium', () => {
  it('adds the piece to the bag after logging in from the dialog', async () => {
    const { page, email } = await guest()
    await openAProduct(page)
    await chooseSpecification(page)
    await page.getByRole('button', { name: 'Add to bag' }).click()
    await logInFromDialog(page, email, 'Log in to add this piece to your bag')
    await expect.poll(() => bagCount(page)).toBe(1)
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0)
    // The button is pressable again (its fade back from the adding state is what the audit then waits for).
    await expect.poll(() => page.getByRole('button', { name: 'Add to bag' }).isEnabled()).toBe(true)
  })

  it('saves the piece to the wishlist after logging in from the dialog', async () => {
    const { page, email } = await guest()
    await openAProduct(page)
    await page.getByRole('button', { name: 'Add to wishlist' }).click()
    await logInFromDialog(page, email, 'Log in to save it to your wishlist')
    await page.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor()
    await page.getByRole('link', { name: 'Wishlist (1)' }).waitFor()
    // Saved by the service, not only shown.
    await page.reload()
    await page.getByRole('button', { name: 'Remove from wishlist', pressed: true }).waitFor()
  })

  it('follows the shop after logging in from the dialog', async () => {
    const { page, email } = await guest()
    await page.goto(productUrl('localhost', `/shopProduct?no=${await ownerShopId()}`))
    await page.getByRole('button', { name: 'Follow', exact: true }).click()
    await logInFromDialog(page, email, 'Log in to follow this shop')
    await page.getByRole('button', { name: 'Following', pressed: true }).waitFor()
    await page.reload()
    await page.getByRole('button', { name: 'Following', pressed: true }).waitFor()
  })

  it('opens the chat with the shop after logging in from the dialog', async () => {
    const { page, email } = await guest()
    // A balance lets a shopper without an order write to a shop (docs/behaviour.md#shops).
    await opsCli('wallet:adjust', email, '1000', '--remark', 'Guest intent test money')
    await page.goto(productUrl('localhost', `/shopProduct?no=${await ownerShopId()}`))
    await page.getByRole('button', { name: 'Contact', exact: true }).click()
    await logInFromDialog(page, email, 'Log in to write to this shop')
    await page.getByRole('dialog').getByRole('textbox', { name: 'Message' }).waitFor()
  })

  it("adds the quick view's choice to the bag after logging in from the dialog", async () => {
    const { page, email } = await guest()
    const piece = await colouredPiece()
    const dialog = await openQuickView(page, piece)
    const { sku } = skuInOtherColour(piece)
    await chooseSku(dialog, sku)
    await dialog.getByRole('button', { name: 'Add to bag' }).click()
    await logInFromDialog(page, email, 'Log in to add this piece to your bag')
    await expect.poll(() => bagBadge(page)).toBe(1)
    await dialog.getByRole('link', { name: 'View your bag' }).waitFor()
  })

  it('opens the customer-service chat after logging in from the dialog', async () => {
    const { page, email } = await guest()
    await page.goto(productUrl('localhost', '/'))
    await page.getByRole('complementary', { name: 'Quick help' }).getByRole('button', { name: 'Customer service' }).click()
    await logInFromDialog(page, email, 'Log in to write to customer service')
    await page.getByRole('dialog').getByRole('textbox', { name: 'Message' }).waitFor()
  })
})
