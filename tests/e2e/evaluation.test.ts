import type { Page } from 'playwright-core'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Page as ListPage } from '../../contract/envelope'
import { evaluationPaths, type ProductEvaluations } from '../../contract/evaluation'
import { OrderStatus } from '../../contract/lifecycles'
import { CommentStatus, type Order, orderPaths } from '../../contract/order'
import { demoShopperSession, productUrl, screenshot, signedInContext, useBrowser } from './browser'

/**
 * The demo shopper evaluates a completed order not yet evaluated (the seed gives them one): three
 * ratings by keyboard and mouse, a comment and a photo per item, Publish; the review then shows on
 * the product page with its photo.
 */
const browser = useBrowser()
let page: Page
let token = ''
let order: Order

async function api<T>(path: string, query: Record<string, string | number> = {}): Promise<T> {
  const url = new URL(productUrl('localhost', `/app-api${path}`))
  for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v))
  const res = await fetch(url, { headers: { 'tenant-id': '1', Authorization: token } })
  const envelope = (await res.json()) as { code: number; data: T; msg: string }
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`)
  return envelope.data
}

beforeAll(async () => {
  const session = await demoShopperSession()
  token = session.accessToken
  const completed = await api<ListPage<Order>>(orderPaths.orderPage, { status: OrderStatus.orderOver, pageNo: 1, pageSize: 50 })
  const waiting = completed.list.find((o) => o.commentStatus === CommentStatus.none)
  if (!waiting) throw new Error('The seed gives demo@vitrine.test no completed order to evaluate')
  order = await api<Order>(orderPaths.orderDetail, { no: waiting.no })
  const context = await signedInContext(browser, session, { viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})

describe('evaluating an order, in Chromium', () => {
  it('publishes ratings, a comment and a photo per item, then goes back with "Comment posted"', async () => {
    await page.goto(productUrl('localhost', '/myOrders'))
    await page.goto(productUrl('localhost', `/evaluate?orderNo=${encodeURIComponent(order.no)}`))
    await page.getByRole('heading', { name: 'Evaluate your order' }).waitFor()

    // Publish on an empty form names the first missing rating.
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Please fill in the service rating').first().waitFor()

    const png = await sharp({ create: { width: 90, height: 120, channels: 3, background: '#8d6e63' } })
      .png()
      .toBuffer()
    for (const item of order.items.filter((i) => !i.evaluated)) {
      const card = page.locator(`#evaluate-item-${item.id}`)
      await card.getByRole('group', { name: 'Service attitude' }).getByRole('radio', { name: '5 stars' }).check()
      // The keyboard: focus the third star of logistics, then the right arrow chooses the fourth.
      const logistics = card.getByRole('group', { name: 'Logistics service' })
      await logistics.getByRole('radio', { name: '3 stars' }).check()
      await logistics.getByRole('radio', { name: '3 stars' }).press('ArrowRight')
      await expect.poll(() => logistics.getByRole('radio', { name: '4 stars' }).isChecked()).toBe(true)
      await card.getByRole('group', { name: 'Description' }).getByRole('radio', { name: '5 stars' }).check()
      await card.getByLabel('Comment').fill(`Evaluated in the browser: ${item.spuName} is lovely.`)
      await card.getByLabel('Photos').setInputFiles({ name: 'worn.png', mimeType: 'image/png', buffer: png })
      await card.getByRole('button', { name: 'Remove photo 1' }).waitFor()
    }
    await screenshot(page, 'evaluate-filled')
    await page.getByRole('button', { name: 'Publish' }).click()
    await page.getByText('Comment posted').waitFor()
    await page.waitForURL(/\/myOrders/)

    const after = await api<Order>(orderPaths.orderDetail, { no: order.no })
    expect(after.commentStatus).toBe(CommentStatus.done)
  })

  it('shows the review with its photo on the product page, the photo opening in a lightbox', async () => {
    const item = order.items.find((i) => !i.evaluated) ?? order.items[0]
    const reviews = await api<ProductEvaluations>(evaluationPaths.productPage, { spuId: item.spuId })
    expect(reviews.total).toBeGreaterThan(0)
    await page.goto(productUrl('localhost', `/productDetail?no=${item.spuId}`))
    const section = page.getByRole('region', { name: 'Reviews' })
    // The section loads once the shopper scrolls near it.
    await page.mouse.wheel(0, 4000)
    await section.waitFor()
    await section.getByText(`Evaluated in the browser: ${item.spuName} is lovely.`).waitFor()
    await section.getByText('d***@vitrine.test').first().waitFor()
    await section
      .getByRole('button', { name: /^Photo 1 of 1/ })
      .first()
      .click()
    await page.getByRole('dialog').getByRole('img', { name: 'Photo 1 of 1' }).waitFor()
    await screenshot(page, 'product-reviews-lightbox')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  })

  it('refuses a second evaluation of the order with a clear state linking to it', async () => {
    await page.goto(productUrl('localhost', `/evaluate?orderNo=${encodeURIComponent(order.no)}`))
    await page.getByText(`Order ${order.no} has already been evaluated.`).waitFor()
    await page.getByRole('link', { name: 'View the evaluation' }).click()
    await page.waitForURL(/\/evaluateDetail/)
    await page.getByRole('heading', { name: 'Your evaluation' }).waitFor()
  })
})
