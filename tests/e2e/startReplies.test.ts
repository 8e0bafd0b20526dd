import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { demoShopperSession, productUrl, useBrowser } from './browser'

const browser = useBrowser()

/** A first visit on a phone: the /app-api requests the page sends until the network is quiet. */
async function firstVisit(path: string, setup?: (page: Page) => Promise<void>) {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    userAgent: 'Mozilla/5.0 (Linux; Android 11) Mobile Safari/537.36',
  })
  const page = await context.newPage()
  await setup?.(page)
  const asked: string[] = []
  page.on('request', (r) => {
    const url = new URL(r.url())
    if (url.pathname.startsWith('/app-api/')) asked.push(url.pathname.slice('/app-api'.length))
  })
  await page.goto(productUrl('localhost', path), { waitUntil: 'networkidle' })
  return { page, asked, close: () => context.close() }
}

const shellPaths = [
  '/system/tenant/get-by-website',
  '/system/tenant-setting/getByKey',
  '/promotion/diy-template/page',
  '/systemArticle/articleTypePage',
  '/systemArticle/articlePage',
]

describe('a first visit draws its page from the replies written into it', () => {
  it('home asks the service for nothing it needs to draw the page', async () => {
    const { page, asked, close } = await firstVisit('/')
    await page.locator('main section img').first().waitFor()
    expect(
      asked.filter((p) => shellPaths.includes(p) || p === '/home/first/intofirstdata' || p === '/system/shop/getShopInfoByDomain'),
    ).toEqual([])
    await close()
  })

  it('a product list shows its products, filters and crumbs without asking for them', async () => {
    const { page, asked, close } = await firstVisit('/categoryIndex?type=category&categoryId=3&navigation=4')
    // Phones draw the first screen of cards, then the rest of the page of 20 a frame later.
    await expect.poll(() => page.locator('main article').count(), { timeout: 5000 }).toBe(20)
    expect(asked.filter((p) => p.startsWith('/product/') || shellPaths.includes(p))).toEqual([])
    await close()
  })

  it('a product detail shows the product and its recommendations without asking for them', async () => {
    const { page, asked, close } = await firstVisit('/productDetail?no=1')
    await page.getByRole('heading', { level: 1 }).waitFor()
    expect(asked.filter((p) => p.startsWith('/product/spuFirst/') || shellPaths.includes(p))).toEqual([])
    await close()
  })

  it('a returning shopper who chose yen gets the page in yen, still without asking', async () => {
    const { page, asked, close } = await firstVisit('/categoryIndex?type=category&categoryId=3&navigation=4', async (p) => {
      await p.goto(productUrl('localhost', '/help-not-a-page.txt'))
      await p.evaluate(() => {
        localStorage.setItem('currencyCode', 'JPY')
        localStorage.setItem('symbol', '¥')
      })
    })
    // The session writes its cookie at start; the page after that is answered in yen.
    await page.reload({ waitUntil: 'networkidle' })
    const before = asked.length
    await page.reload({ waitUntil: 'networkidle' })
    await page.locator('main article').first().waitFor()
    expect(await page.locator('main article [data-price]').first().innerText()).toMatch(/¥|￥/)
    expect(asked.slice(before).filter((p) => p.startsWith('/product/') || shellPaths.includes(p))).toEqual([])
    await close()
  })

  it('a logged-in shopper asks for the per-shopper list again but keeps the shared replies', async () => {
    const session = await demoShopperSession()
    const { page, asked, close } = await firstVisit('/categoryIndex?type=category&categoryId=3&navigation=4', async (p) => {
      await p.goto(productUrl('localhost', '/help-not-a-page.txt'))
      await p.evaluate((token) => localStorage.setItem('token', token), session.accessToken)
    })
    await page.locator('main article').first().waitFor()
    expect(asked).toContain('/product/spuFirst/page')
    expect(asked.filter((p) => shellPaths.includes(p))).toEqual([])
    await close()
  })
})
