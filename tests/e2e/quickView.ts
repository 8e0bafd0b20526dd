import type { Locator, Page } from 'playwright-core'
import { catalogPaths, pageSizes, type ProductCard, type ProductDetail, type Sku } from '../../contract/catalog'
import type { Page as ListPage } from '../../contract/envelope'
import { productUrl } from './browser'
import { api, ownerShopId } from './journey'

/** The shop page's quick view in Chromium: a piece of the demo owner's shop, opened from its card. */

/** A piece on the first page of the demo owner's shop in two colours or more, each with pictures of its own, and in stock. */
export async function colouredPiece(): Promise<ProductDetail> {
  const shopId = await ownerShopId()
  const first = await api<ListPage<ProductCard>>('', 'POST', catalogPaths.shopProducts, {
    shopId,
    pageNo: 1,
    pageSize: pageSizes.shopProducts,
  })
  for (const card of first.list.filter((p) => (p.colourCount ?? 0) >= 2)) {
    const detail = await api<ProductDetail>('', 'GET', catalogPaths.productDetail, { id: card.productId, shopId })
    if (detail.colourImages.length >= 2 && detail.skus.some((s) => s.stock > 1)) return detail
  }
  throw new Error('No piece of several colours with their own pictures on the first page of the demo shop')
}

/** The piece's shop page, and its quick view opened from its card; answers the dialog. */
export async function openQuickView(page: Page, piece: ProductDetail): Promise<Locator> {
  await page.goto(productUrl('localhost', `/shopProduct?no=${piece.shopId}`))
  const card = page.locator(`main article:has(a[href*="no=${piece.productId}&"])`)
  await card.hover()
  await card.getByRole('button', { name: 'Quick view' }).click()
  const dialog = page.getByRole('dialog', { name: piece.producctName })
  await dialog.getByRole('button', { name: 'Add to bag' }).waitFor()
  return dialog
}

/** The first picture of the quick view's slider (the colour's own first, once one is chosen). */
export const firstPicture = (dialog: Locator) => dialog.locator('[aria-roledescription="slide"] img').first().getAttribute('src')

/** A SKU of the piece with two or more left, in a colour whose first picture is not the product's first. */
export function skuInOtherColour(piece: ProductDetail) {
  const ownPictures = (valueId: number) => piece.colourImages.find((c) => c.valueId === valueId && c.imglist[0] !== piece.imglist[0])
  const sku = piece.skus.find((k) => k.stock > 1 && k.properties.some((p) => ownPictures(p.valueId)))
  if (!sku) throw new Error(`${piece.producctName}: no SKU with two left in a colour of its own pictures`)
  const colour = sku.properties.map((p) => ownPictures(p.valueId)).find(Boolean)!
  return { sku, colour }
}

/** In the quick view, each value of `sku` chosen (the colour first). */
export async function chooseSku(dialog: Locator, sku: Sku) {
  for (const value of sku.properties) {
    const button = dialog.locator('fieldset').getByRole('button', { name: value.valueName, exact: true })
    if ((await button.getAttribute('aria-pressed')) !== 'true') await button.click()
  }
}

/** The count on the header's bag, as seen behind the quick view (which hides the page from the accessibility tree); 0 when none shows. */
export const bagBadge = async (page: Page) =>
  Number((await page.locator('header a[href="/basket"]').first().getAttribute('aria-label'))?.match(/\((\d+)\)/)?.[1])
