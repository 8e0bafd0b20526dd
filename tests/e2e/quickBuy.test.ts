import { beforeAll, describe, expect, it } from 'vitest'
import type { ProductDetail } from '../../contract/catalog'
import { type Cart, orderPaths } from '../../contract/order'
import { signedInContext, useBrowser } from './browser'
import { api, registerShopper } from './journey'
import { bagBadge, chooseSku, colouredPiece, firstPicture, openQuickView, skuInOtherColour } from './quickView'

/**
 * Quick buy (issue 31, bug 18): on a shop's page a shopper opens a piece's quick view, chooses a
 * colour (its pictures come first), a size and a quantity, adds it to the bag without leaving the
 * page, and sees the bag's count change; the bag holds that very SKU.
 */
const browser = useBrowser()
let piece: ProductDetail

beforeAll(async () => {
  piece = await colouredPiece()
})

/** The other properties' values (sizes) of which `colour` has none left. */
function soldOutIn(detail: ProductDetail, colour: number) {
  const inColour = detail.skus.filter((k) => k.stock > 0 && k.properties.some((p) => p.valueId === colour))
  const others = detail.properties.filter((p) => !p.values.some((v) => v.valueId === colour)).flatMap((p) => p.values)
  return others.filter((v) => !inColour.some((k) => k.properties.some((p) => p.valueId === v.valueId))).map((v) => v.name)
}

describe('quick buy on a shop page, in Chromium', () => {
  it('adds the chosen colour, size and quantity to the bag, and the bag count changes', async () => {
    const shopper = await registerShopper(`quick.buy.${Date.now()}@example.com`, 'Winter2026!')
    const page = await (await signedInContext(browser, shopper)).newPage()
    const dialog = await openQuickView(page, piece)
    const { sku, colour } = skuInOtherColour(piece)
    expect(await firstPicture(dialog)).toBe(piece.imglist[0])

    await chooseSku(dialog, sku)
    await expect.poll(() => firstPicture(dialog)).toBe(colour.imglist[0])
    // A size the chosen colour has none of is offered, but cannot be chosen.
    for (const size of soldOutIn(piece, colour.valueId))
      expect(await dialog.locator('fieldset').getByRole('button', { name: size, exact: true }).isDisabled()).toBe(true)
    await dialog.getByRole('button', { name: 'More' }).click()
    await expect.poll(() => dialog.getByRole('spinbutton', { name: 'Quantity' }).inputValue()).toBe('2')
    // The quick view with its choices, for axe (each test's last page is audited anyway).
    await browser.audit(page)
    expect(await bagBadge(page)).toBe(0)

    await dialog.getByRole('button', { name: 'Add to bag' }).click()
    await expect.poll(() => bagBadge(page)).toBe(2)
    await dialog.getByRole('link', { name: 'View your bag' }).waitFor()
    const cart = await api<Cart>(shopper.accessToken, 'GET', orderPaths.cartList)
    expect(cart.list.map((line) => [line.sku.id, line.count])).toEqual([[sku.id, 2]])

    await dialog.getByRole('link', { name: 'View your bag' }).click()
    await page.waitForURL(/\/basket/)
    await page.getByRole('dialog').waitFor({ state: 'detached' })
  })
})
