import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type BrowserContext, chromium, type Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest'
import { chromiumArgs, productUrl, screenshot, useBrowser } from './browser'

const browser = useBrowser()
let context: BrowserContext
let page: Page

beforeAll(async () => {
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  page = await context.newPage()
})
afterAll(() => context.close())

/** The first product of the women's list, as the storefront's API gives it. */
async function aProduct() {
  const res = await fetch(productUrl('localhost', '/app-api/product/spuFirst/page'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'tenant-id': '1' },
    body: JSON.stringify({ page: 1, row: 1, sex: 2 }),
  })
  const { data } = (await res.json()) as { data: { list: { productId: number; shopId: number; producctName: string }[] } }
  return data.list[0]
}

describe('the installable app, in Chromium', () => {
  it('links a valid web manifest of the tenant', async () => {
    await page.goto(productUrl('localhost', '/'))
    await page.getByRole('banner').waitFor()
    expect(await page.locator('link[rel="manifest"]').getAttribute('href')).toBe('/manifest.webmanifest')
    const cdp = await context.newCDPSession(page)
    const { errors, data } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[]; data?: string }
    expect(errors).toEqual([])
    expect(JSON.parse(data ?? '{}')).toMatchObject({ name: 'Vitrine', start_url: '/', display: 'standalone' })
  })

  it('registers its service worker after the first page, which then controls the page', async () => {
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 })
    const worker = await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL)
    expect(worker).toBe(productUrl('localhost', '/sw.js'))
  })

  it('is installable: Chromium finds no installability error', async () => {
    // Chromium installs nothing from an incognito profile, which every new context is: a profile on disk.
    const profile = mkdtempSync(join(tmpdir(), 'vitrine-pwa-'))
    const installer = await chromium.launchPersistentContext(profile, { executablePath: inject('chromePath'), args: chromiumArgs })
    try {
      const tab = await installer.newPage()
      await tab.goto(productUrl('localhost', '/'))
      await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 })
      const cdp = await installer.newCDPSession(tab)
      const errors = async () =>
        ((await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] }).installabilityErrors
      // Chromium checks the manifest and its icons as it would install them: asked again until that check has run.
      await expect.poll(errors, { timeout: 15_000 }).toEqual([])
    } finally {
      await installer.close()
      rmSync(profile, { recursive: true, force: true })
    }
  })

  it('shows the offline page, listing a product viewed before, when the network is cut', async () => {
    const product = await aProduct()
    await page.goto(productUrl('localhost', `/productDetail?no=${product.productId}&shopId=${product.shopId}`))
    await page.getByRole('heading', { level: 1, name: product.producctName }).waitFor()
    // The view is recorded once the page is idle, and copied where the worker reads it.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const copy = await caches.match('/offline/recently-viewed.json')
          return ((await copy?.json()) as { spuId: number }[] | undefined)?.map((item) => item.spuId)
        }),
      )
      .toContain(product.productId)
    await context.setOffline(true)
    await page.goto(productUrl('localhost', '/categoryIndex?type=newGoods'))
    await page.getByRole('heading', { level: 1, name: 'You are offline' }).waitFor()
    const recent = page.getByRole('region', { name: 'Recently viewed' })
    const link = recent.getByRole('link', { name: new RegExp(product.producctName) })
    expect(await link.getAttribute('href')).toBe(`/productDetail?no=${product.productId}&shopId=${product.shopId}`)
    // The product's picture was kept by the worker when the product page showed it.
    await expect.poll(() => link.locator('img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
    await screenshot(page, 'pwa-offline')
    await context.setOffline(false)
    await page.getByRole('link', { name: 'Try again' }).click()
    await page.locator('main article').first().waitFor()
  })

  it('merges the products a guest viewed into the account at login, and shows them in the search drawer', async () => {
    const shopper = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const tab = await shopper.newPage()
    const product = await aProduct()
    await tab.goto(productUrl('localhost', `/productDetail?no=${product.productId}&shopId=${product.shopId}`))
    await expect
      .poll(() => tab.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? 'null')?.items?.[0]?.spuId))
      .toBe(product.productId)
    await tab.goto(productUrl('localhost', '/login'))
    const form = tab.getByRole('main')
    await form.getByLabel('Email', { exact: true }).fill('applicant.draft@vitrine.test')
    await form.getByLabel('Password', { exact: true }).fill('Demo12345')
    await form.getByRole('button', { name: 'Log in', exact: true }).click()
    await tab.getByRole('button', { name: /applicant\.draft@vitrine\.test/ }).waitFor()
    await tab.getByRole('button', { name: 'Search' }).first().click()
    const recent = tab.getByRole('dialog').getByRole('region', { name: 'Recently viewed' })
    await recent.getByRole('link', { name: product.producctName }).waitFor()
    const token = await tab.evaluate(() => localStorage.getItem('token'))
    const res = await fetch(productUrl('localhost', '/app-api/product/recently-viewed/list'), {
      headers: { 'tenant-id': '1', Authorization: token ?? '' },
    })
    const { data } = (await res.json()) as { data: { productId: number }[] }
    expect(data.map((card) => card.productId)).toContain(product.productId)
    expect(await tab.evaluate(() => JSON.parse(localStorage.getItem('recentlyViewed') ?? 'null')?.owner)).toEqual(expect.any(Number))
    await shopper.close()
  })
})
