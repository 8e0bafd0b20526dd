import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page as ListPage } from '../../contract/envelope'
import { ListingStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { type Order, orderPaths } from '../../contract/order'
import { type SellerProduct, sellerPaths } from '../../contract/seller'
import { productUrl, screenshot, signedInContext, useBrowser } from './browser'
import { addToBag, payByScreenshot, png, settleWithNewAddress } from './buying'
import { api, newShopOwner, opsCli, registerShopper } from './journey'

/**
 * A new shop's first product, in Chromium with the platform's side done by the ops command line: a
 * new user applies for a shop (through the API: the form's screens have their own journey), ops
 * approves it; the owner creates a product of 2 colours x 3 sizes with pictures in the editor and
 * submits it; ops approves the listing; a guest finds it in the search; another shopper buys it; the
 * owner changes its price, which waits for review while the storefront keeps the approved price.
 */
const browser = useBrowser()
const stamp = Date.now().toString(36)
const productName = `Linen coat ${stamp}`
const buyerEmail = `linen.buyer.${stamp}@example.com`
let owner: { accessToken: string; email: string; userId: number }
let ownerPage: Page
let shopId = 0
let productId = 0
let productLink = ''

const ownProduct = () => api<SellerProduct>(owner.accessToken, 'GET', sellerPaths.productGet, { id: productId })
const totalStock = (product: SellerProduct) => product.skus.reduce((sum, sku) => sum + sku.stock, 0)

beforeAll(async () => {
  const opened = await newShopOwner(`linen.owner.${stamp}@example.com`, `Linen House ${stamp}`, await png('#263238', 300, 300))
  owner = opened.session
  shopId = opened.shopId
  const context = await signedInContext(browser, owner)
  ownerPage = await context.newPage()
})

/** The names of the first `count` choices of a toggle group (Colours, Sizes), each picked. */
async function pickFirst(page: Page, group: string, count: number) {
  const buttons = page.getByRole('group', { name: group }).getByRole('button')
  const names: string[] = []
  for (let i = 0; i < count; i++) {
    const button = buttons.nth(i)
    names.push((await button.innerText()).trim())
    await button.click()
    await expect.poll(() => button.getAttribute('aria-pressed')).toBe('true')
  }
  return names
}

describe('a new shop’s first product, from the editor to a sale and a price change in review', () => {
  it('the approved owner creates a product of 2 colours x 3 sizes with pictures and submits it', async () => {
    const page = ownerPage
    await page.goto(productUrl('localhost', '/seller/products/new'))
    await page.getByRole('heading', { name: 'New product' }).waitFor()
    await page.getByLabel('Population', { exact: true }).selectOption({ label: 'Women' })
    await page.getByLabel('Category', { exact: true }).selectOption({ index: 1 })
    await page.getByLabel('Brand', { exact: true }).selectOption({ index: 1 })
    await page.getByRole('textbox', { name: 'Name (English)' }).fill(productName)
    await page.getByRole('textbox', { name: 'Description (English)' }).fill('Washed linen, unlined, two patch pockets.')
    // The first save of a new product makes it; the page then stands at the product's own address.
    await page.waitForURL(/\/seller\/products\/\d+$/)
    productId = Number(new URL(page.url()).pathname.split('/').pop())

    const colours = await pickFirst(page, 'Colours', 2)
    const sizes = await pickFirst(page, 'Sizes', 3)
    for (const [i, colour] of colours.entries()) {
      // The drawn button opens the colour's file input, as a click of the owner's would.
      const chooser = page.waitForEvent('filechooser')
      await page.getByRole('button', { name: `Add pictures of ${colour}` }).click()
      await (await chooser).setFiles([
        { name: `${i}-front.png`, mimeType: 'image/png', buffer: await png(i ? '#37474f' : '#d7ccc8') },
        { name: `${i}-back.png`, mimeType: 'image/png', buffer: await png(i ? '#455a64' : '#bcaaa4') },
      ])
      await page.getByRole('img', { name: `${colour}, picture 2` }).waitFor()
    }
    expect(await page.getByRole('textbox', { name: /^Price of / }).count()).toBe(6)
    await page.getByRole('textbox', { name: 'Every price (USD)' }).fill('49.90')
    await page.getByRole('button', { name: 'Set every price' }).click()
    await page.getByRole('textbox', { name: `Market price of ${colours[0]} ${sizes[0]}` }).fill('69')
    await page.getByRole('textbox', { name: 'Pieces' }).fill('5')
    await page.getByRole('button', { name: 'Add to every stock' }).click()
    await expect.poll(() => page.getByRole('textbox', { name: `Stock of ${colours[1]} ${sizes[2]}` }).inputValue()).toBe('5')
    await screenshot(page, 'seller-journey-editor')
    await page.getByRole('button', { name: 'Submit for review' }).click()
    await page.getByText('In review', { exact: true }).waitFor()

    const sent = await ownProduct()
    expect(sent.listing).toBe(ListingStatus.review)
    expect(sent.colours.map((c) => c.pictures.length)).toEqual([2, 2])
    expect(sent.skus.map((s) => [s.price, s.stock])).toEqual(Array.from({ length: 6 }, () => [4990, 5]))
    expect(sent.skus[0].marketPrice).toBe(6900)
  })

  it('ops approves the listing; a guest finds it in the storefront’s search', async () => {
    await opsCli('listing:approve', String(productId))
    expect((await ownProduct()).listing).toBe(ListingStatus.live)
    const guest = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
    await guest.goto(productUrl('localhost', '/'))
    await guest.getByRole('button', { name: 'Search' }).first().click()
    const drawer = guest.getByRole('dialog')
    await drawer.locator('label').filter({ hasText: 'Women' }).click()
    const box = drawer.getByRole('textbox', { name: 'Search products' })
    await box.fill(productName)
    await box.press('Enter')
    await guest.waitForURL(/\/product\/search\?/)
    const found = guest.locator('main a[href*="/productDetail"]').filter({ hasText: productName }).first()
    await found.waitFor()
    productLink = (await found.getAttribute('href')) ?? ''
    expect(new URLSearchParams(productLink.split('?')[1]).get('no')).toBe(String(productId))
    await screenshot(guest, 'seller-journey-search')
    await guest.context().close()
  })

  it('another shopper buys it: bag, checkout, paid by screenshot; its stock goes down by one', async () => {
    const buyer = await registerShopper(buyerEmail, 'Autumn2026!')
    // A shopper with an empty wallet is first shown how a recharge works, as in the buying journey.
    await opsCli('wallet:adjust', buyerEmail, '500000', '--remark', 'Journey test money')
    const page = await (await signedInContext(browser, buyer)).newPage()
    await page.goto(productUrl('localhost', productLink))
    await addToBag(page)
    await settleWithNewAddress(page, buyerEmail, 1)
    await page.getByRole('button', { name: 'To pay' }).click()
    await page.waitForURL(/step=3/)
    const orders = (await api<ListPage<Order>>(buyer.accessToken, 'GET', orderPaths.orderPage, { pageNo: 1, pageSize: 10 })).list
    expect(orders.map((o) => o.shopId)).toEqual([shopId])
    await payByScreenshot(page, orders[0])
    const [paid] = (await api<ListPage<Order>>(buyer.accessToken, 'GET', orderPaths.orderPage, { pageNo: 1, pageSize: 10 })).list
    expect(paid.auditStatus).toBe(PaymentReceiptStatus.waiting)
    expect(totalStock(await ownProduct())).toBe(29)
    await page.context().close()
  })

  it('the owner changes the price: the change waits for review while the storefront shows the old price', async () => {
    const page = ownerPage
    await page.goto(productUrl('localhost', `/seller/products/${productId}`))
    await page.getByRole('heading', { name: 'Edit product' }).waitFor()
    await page.getByRole('textbox', { name: 'Every price (USD)' }).fill('59')
    await page.getByRole('button', { name: 'Set every price' }).click()
    await page.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('Live, change in review', { exact: true }).waitFor()
    await screenshot(page, 'seller-journey-change-in-review')
    const changed = await ownProduct()
    expect([changed.listing, changed.changeInReview]).toEqual([ListingStatus.changeReview, true])

    const guest = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()
    await guest.goto(productUrl('localhost', productLink))
    await guest.getByRole('heading', { name: productName }).waitFor()
    await expect.poll(() => guest.locator('main').getByText('$49.90').count()).toBeGreaterThan(0)
    expect(await guest.locator('main').getByText('$59.00').count()).toBe(0)
    await guest.context().close()
  })
})
