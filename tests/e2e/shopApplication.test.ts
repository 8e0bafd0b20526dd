import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { ShopApplicationStatus } from '../../contract/lifecycles'
import { type ShopApplication, shopApplicationPaths } from '../../contract/shopApplication'
import { ops, productUrl, screenshot, useBrowser } from './browser'
import { api, opsCli } from './journey'
import { fillPictureCode, watchPictureCodes } from './pictureCode'

/**
 * The way to an open shop, in Chromium with the platform's side done by the ops command line: a
 * registration link with apply=true, the application filled with an invite code, a logo cropped
 * square and identity images, submitted and locked; approved with ops; "My shop" opens the new
 * shop; its owner cannot buy from it (the own-store dialog).
 */
const browser = useBrowser()
const stamp = Date.now().toString(36)
const email = `founder.${stamp}@example.com`
const password = 'Atelier2026!'
const shopName = `Atelier ${stamp}`
let page: Page
let invite = ''

const png = (width: number, height: number, background: string) =>
  sharp({ create: { width, height, channels: 3, background } })
    .png()
    .toBuffer()
const token = () => page.evaluate(() => localStorage.getItem('token') ?? '')
const application = async () => api<ShopApplication>(await token(), 'GET', shopApplicationPaths.getApply)

beforeAll(async () => {
  const created = await opsCli<{ code: string }[]>('invite:create', '--count', '1')
  invite = created[0].code
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

describe('from an invite code to an open shop, in Chromium with the ops command line', () => {
  it('registers from a link with apply=true and lands on the application page', async () => {
    const newestPicture = watchPictureCodes(page)
    await page.goto(productUrl('localhost', `/register?a=${encodeURIComponent(email)}&apply=true`))
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Password', { exact: true }).fill(password)
    await dialog.getByLabel('Confirm password').fill(password)
    await dialog.getByRole('checkbox', { name: /I have read and accept/ }).check({ force: true })
    await fillPictureCode(dialog, newestPicture)
    await dialog.getByRole('button', { name: 'Send code' }).click()
    await expect.poll(() => dialog.getByRole('button', { name: /Resend in \d+ s/ }).count()).toBe(1)
    const mail = await ops<{ code: string }>(`/mail/last?email=${encodeURIComponent(email)}`)
    await dialog.getByLabel('Email code').fill(mail.code)
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await page.waitForURL(/\/applyShop/)
    await page.getByLabel('First name').waitFor()
  })

  it('fills the application with an invite code, crops a logo, submits it and sees it locked', async () => {
    await page.getByLabel('First name').fill('Coco')
    await page.getByLabel('Surname').fill('Martel')
    await page.getByLabel('Mobile').fill('+33 1 23 45 67 89')
    await page.getByLabel('Email', { exact: true }).fill(email)
    await page.getByLabel('Invite code').fill(invite)
    await page.getByLabel('Shop name').fill(shopName)
    await page.getByText('This name is available').waitFor()
    await page.getByLabel('Shop address').fill('31 rue Cambon, Paris')
    await page.getByLabel('Description').fill('Tailored jackets and quiet knitwear.')
    await page.getByLabel('Logo').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: await png(900, 600, '#263238') })
    const crop = page.getByRole('dialog')
    await crop.getByLabel('Logo crop area').focus()
    await page.keyboard.press('+')
    await page.keyboard.press('ArrowRight')
    await screenshot(page, 'apply-crop')
    await crop.getByRole('button', { name: 'Use this logo' }).click()
    await crop.waitFor({ state: 'detached' })
    await page.locator('label').filter({ hasText: 'Passport' }).click()
    await page
      .getByLabel('Front', { exact: true })
      .setInputFiles({ name: 'front.png', mimeType: 'image/png', buffer: await png(640, 400, '#90a4ae') })
    await page
      .getByLabel('Back', { exact: true })
      .setInputFiles({ name: 'back.jpg', mimeType: 'image/png', buffer: await png(640, 400, '#b0bec5') })
    await page.getByRole('button', { name: 'Replace the image' }).nth(2).waitFor()
    await page.getByRole('group', { name: 'Women' }).locator('label').first().click()
    await page.locator('label').filter({ hasText: 'I have read and accept the shop agreement' }).click()
    expect(await page.getByRole('checkbox', { name: 'I have read and accept the shop agreement' }).isChecked()).toBe(true)
    await page.getByText('Draft saved').waitFor()
    await screenshot(page, 'apply-filled')
    await page.getByRole('button', { name: 'Submit the application' }).click()
    await page.getByText('Your application is being reviewed').waitFor()
    expect(await page.getByLabel('First name').isDisabled()).toBe(true)
    const submitted = await application()
    expect(submitted).toMatchObject({ sta: ShopApplicationStatus.waiting, shopName, inviteCode: invite })
    expect(submitted.cardFront).not.toMatch(/^\/uploads\//)
    const logo = await sharp(Buffer.from(await (await fetch(productUrl('localhost', submitted.logo))).arrayBuffer())).metadata()
    expect([logo.width, logo.height]).toEqual([512, 512])
    await screenshot(page, 'apply-waiting')
  })

  it('the platform approves it with ops (a second approval refused); My shop opens the new shop', async () => {
    const { id } = await application()
    await opsCli('application:approve', String(id))
    await expect(opsCli('application:approve', String(id))).rejects.toThrow()
    await page.reload()
    await page.getByText('Your application was approved').waitFor()
    // The account pages' top entry (the user menu's is the same link, drawn in its stories) leads to the new shop.
    const { shopId } = await application()
    await page.goto(productUrl('localhost', '/myaccount'))
    const myShop = page.getByRole('link', { name: 'My shop' }).first()
    await myShop.waitFor()
    expect(await myShop.getAttribute('href')).toMatch(new RegExp(`^/shopProduct\\?no=${shopId}(&|$)`))
    await screenshot(page, 'apply-my-shop')
  })

  it('its owner cannot buy from it: the own-store dialog', async () => {
    const { shopId } = await application()
    const products = await api<{ list: { productId: number }[] }>('', 'POST', '/product/spuFirst/page', { page: 1, row: 1 })
    const productId = products.list[0].productId
    await opsCli('product:move', String(productId), '--shop', String(shopId))
    await page.goto(productUrl('localhost', `/productDetail?no=${productId}&shopId=${shopId}`))
    await page.getByRole('button', { name: 'Add to bag' }).click()
    await page.getByRole('alertdialog').getByText('This piece is sold by your shop', { exact: false }).waitFor()
    await page.getByRole('button', { name: 'Got it' }).click()
    expect(await api<number>(await token(), 'GET', '/trade/cart/get-count')).toBe(0)
    await screenshot(page, 'apply-own-store')
  })
})
