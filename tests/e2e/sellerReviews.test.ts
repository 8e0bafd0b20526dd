import type { BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type SellerReviewPage, sellerReviewPaths } from '../../contract/sellerReviews'
import { productUrl, type ShopperSession, screenshot, signedInContext, useBrowser } from './browser'
import { api } from './journey'

/**
 * The demo owner answers a seeded review waiting for the shop in /seller/reviews (at 1440 and 390 px),
 * and a guest reads the reply under that review on the product page.
 */
const browser = useBrowser()
const remark = 'Nice quality, but the parcel took almost two weeks to arrive.'
const replyText = `Sorry for the wait! We now ship with a faster carrier. (${Date.now().toString(36)})`
let owner: ShopperSession
let context: BrowserContext
let page: Page

async function ownerSession(): Promise<ShopperSession> {
  const res = await fetch(productUrl('localhost', '/app-api/member/firstauth/login'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ mailbox: 'owner@vitrine.test', password: 'Demo12345' }),
  })
  return ((await res.json()) as { data: ShopperSession }).data
}

beforeAll(async () => {
  owner = await ownerSession()
  context = await signedInContext(browser, owner)
  page = await context.newPage()
})
afterAll(() => context?.close())

/** The review card of `remark` in the list. */
const cardOf = (p: Page) => p.getByRole('listitem').filter({ hasText: remark })

describe('the shop answers a review', () => {
  it('the owner filters the reviews waiting for a reply and answers one in place', async () => {
    await page.goto(productUrl('localhost', '/seller/reviews'))
    await page.getByRole('heading', { name: 'Reviews', level: 1 }).waitFor()
    await page.getByText('Not answered').click()
    await page.waitForURL(/unanswered=true/)
    const card = cardOf(page)
    await card.waitFor()
    await expect.poll(() => page.getByRole('group', { name: 'Your reply' }).count()).toBe(0)
    await card.getByRole('button', { name: 'Photo 1 of 1' }).waitFor()
    await screenshot(page, 'seller-reviews-1440')

    await card.getByRole('button', { name: 'Reply', exact: true }).click()
    await card.getByRole('button', { name: 'Send reply' }).click()
    await card.getByText('Please write your reply').waitFor()
    await card.getByRole('textbox', { name: 'Your reply' }).fill(replyText)
    await card.getByRole('button', { name: 'Send reply' }).click()
    const reply = card.getByRole('group', { name: 'Your reply' })
    await reply.getByText(replyText).waitFor()
    await reply.getByRole('button', { name: 'Edit reply' }).waitFor()
    await screenshot(page, 'seller-reviews-replied-1440')
  })

  it('lays the list out on a phone', async () => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(productUrl('localhost', '/seller/reviews'))
    await cardOf(page).getByRole('group', { name: 'Your reply' }).getByText(replyText).waitFor()
    await cardOf(page).scrollIntoViewIfNeeded()
    await screenshot(page, 'seller-reviews-390')
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390)
  })

  it('a guest reads the reply under the review on the product page', async () => {
    const reviews = await api<SellerReviewPage>(owner.accessToken, 'GET', sellerReviewPaths.page, {})
    const review = reviews.list.find((r) => r.remark === remark)
    expect(review?.reply?.content).toBe(replyText)
    const guest = await browser.newContext({ viewport: { width: 1440, height: 900 } })
    for (const width of [1440, 390]) {
      const view = await guest.newPage()
      await view.setViewportSize({ width, height: width > 400 ? 900 : 844 })
      await view.goto(productUrl('localhost', `/productDetail?no=${review!.spuId}`))
      const section = view.getByRole('region', { name: 'Reviews' })
      // The section loads once the shopper scrolls near it: down a screen at a time until it shows.
      await expect
        .poll(async () => {
          await view.mouse.wheel(0, 800)
          return section.isVisible()
        })
        .toBe(true)
      const shopReply = section.getByRole('group', { name: 'Reply from the shop' }).filter({ hasText: replyText })
      await shopReply.waitFor()
      await shopReply.scrollIntoViewIfNeeded()
      await screenshot(view, `product-shop-reply-${width}`)
      await view.close()
    }
    await guest.close()
  })
})
