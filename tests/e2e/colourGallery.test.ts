import type { Page } from 'playwright-core'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { catalogPaths, type ProductCard, type ProductDetail } from '../../contract/catalog'
import type { Page as ListPage } from '../../contract/envelope'
import { hydrated, productUrl, screenshot, useBrowser } from './browser'

/**
 * Colours in Chromium, as a guest: a list card's swatches swap its picture (a mouse resting on one,
 * a finger tapping one), the card opens the product in the colour it shows, and choosing a colour
 * on the product page puts that colour's pictures first in the gallery.
 */
const browser = useBrowser()
let product: ProductCard
let detail: ProductDetail

async function api<T>(method: string, path: string, json?: unknown): Promise<T> {
  // The storefront adds the population (women by default) to every call; so does this.
  const res = await fetch(productUrl('localhost', `/app-api${path}${path.includes('?') ? '&' : '?'}sex=2`), {
    method,
    headers: { 'tenant-id': '1', 'content-type': 'application/json' },
    body: json ? JSON.stringify(json) : undefined,
  })
  const envelope = (await res.json()) as { code: number; data: T; msg: string }
  if (envelope.code !== 0) throw new Error(`${path}: ${envelope.msg}`)
  return envelope.data
}

/** The list /categoryIndex?type=category shows first: women's newest pieces. */
const listPath = '/categoryIndex?type=category'

beforeAll(async () => {
  const first = await api<ListPage<ProductCard>>('POST', catalogPaths.productPage, { page: 1, row: 20, type: 'category' })
  const coloured = first.list.find((p) => (p.colourCount ?? 0) >= 2)
  if (!coloured) throw new Error('No piece of several colours on the first page of the women’s list')
  product = coloured
  detail = await api<ProductDetail>('GET', `${catalogPaths.productDetail}?id=${product.productId}`)
})

const cardOf = (page: Page) => page.locator(`main article:has(a[href*="no=${product.productId}&"])`)
const cardPicture = (page: Page) => cardOf(page).getByRole('img', { name: product.producctName }).getAttribute('src')
const galleryPicture = (page: Page) =>
  page.getByRole('group', { name: detail.producctName }).getByRole('img', { name: detail.producctName }).getAttribute('src')
const inStock = (valueId: number) => detail.skus.some((k) => k.stock > 0 && k.properties.some((p) => p.valueId === valueId))
const colourName = (valueId: number) => detail.properties.flatMap((p) => p.values).find((v) => v.valueId === valueId)!.name
/** A colour of the product page's specification (the recommended pieces' cards below have swatches of the same names). */
const pickerColour = (page: Page, valueId: number) =>
  page.locator('fieldset').getByRole('button', { name: colourName(valueId), exact: true })

describe('colours, in Chromium', () => {
  it('shows a list card in the colour a mouse rests on, and in its own again when the mouse leaves', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await page.goto(productUrl('localhost', listPath))
    const second = product.colours![1]
    expect(await cardPicture(page)).toBe(product.imglist[0])
    const swatch = cardOf(page).getByRole('button', { name: second.name, exact: true })
    // A pointer enters once: on a loaded machine the list can still be hydrating when it does, or
    // render the card anew under a resting pointer (CI, once each); entering again is what tells it.
    await hydrated(swatch)
    await vi.waitFor(
      async () => {
        await page.mouse.move(0, 0)
        await swatch.hover()
        await expect.poll(() => cardPicture(page), { timeout: 1500 }).toBe(second.picUrl)
      },
      { timeout: 15_000, interval: 100 },
    )
    await page.mouse.move(0, 0)
    await expect.poll(() => cardPicture(page)).toBe(product.imglist[0])
  })

  it('keeps a tapped colour on a phone, without opening the product', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true })
    const page = await context.newPage()
    await page.goto(productUrl('localhost', listPath))
    const second = product.colours![1]
    const swatch = cardOf(page).getByRole('button', { name: second.name, exact: true })
    await swatch.scrollIntoViewIfNeeded()
    await swatch.tap()
    await expect.poll(() => cardPicture(page)).toBe(second.picUrl)
    expect([await swatch.getAttribute('aria-pressed'), new URL(page.url()).pathname]).toEqual(['true', '/categoryIndex'])
    await screenshot(page, 'list-card-colour-tapped')
  })

  it('opens the product in the colour chosen on its card, that colour’s pictures first', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await page.goto(productUrl('localhost', listPath))
    const chosen = product.colours!.slice(1).find((c) => inStock(c.valueId))!
    const pictures = detail.colourImages.find((c) => c.valueId === chosen.valueId)!
    expect(pictures.imglist[0]).not.toBe(detail.imglist[0])
    await cardOf(page).getByRole('button', { name: chosen.name, exact: true }).click()
    await cardOf(page).getByRole('link', { name: product.producctName }).click()
    await page.waitForURL((url) => url.pathname === '/productDetail')
    expect(new URL(page.url()).searchParams.get('colour')).toBe(String(chosen.valueId))
    await expect.poll(() => galleryPicture(page)).toBe(pictures.imglist[0])
    expect(await pickerColour(page, chosen.valueId).getAttribute('aria-pressed')).toBe('true')
  })

  it('ignores a colour the product does not have', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await page.goto(productUrl('localhost', `/productDetail?no=${product.productId}&shopId=${product.shopId}&colour=2147483000`))
    await expect.poll(() => galleryPicture(page)).toBe(detail.imglist[0])
    const swatches = detail.colourImages.map((c) => pickerColour(page, c.valueId))
    expect(await Promise.all(swatches.map((b) => b.getAttribute('aria-pressed')))).not.toContain('true')
  })

  it('puts the chosen colour’s pictures first in the product’s gallery', async () => {
    const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage()
    await page.goto(productUrl('localhost', `/productDetail?no=${product.productId}&shopId=${product.shopId}`))
    const before = await galleryPicture(page)
    expect(before).toBe(detail.imglist[0])
    const other = detail.colourImages.find((c) => c.imglist[0] !== before && inStock(c.valueId))!
    await pickerColour(page, other.valueId).click()
    await expect.poll(() => galleryPicture(page)).toBe(other.imglist[0])
    expect(await galleryPicture(page)).not.toBe(before)
    await screenshot(page, 'product-colour-gallery')
  })
})
