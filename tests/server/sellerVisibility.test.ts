import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { ListingStatus as L } from '../../contract/lifecycles'
import { startTestServer, type TestServer } from './harness'
import { liveProduct, newOwner, type Owner, saved, wholeProduct } from './sellerHelpers'
import { fetchRaw, ofType, readHead } from './seoPages'
import { as } from './shoppers'

/**
 * What a shopper sees of a shop's listings (docs/behaviour.md#seller-center): only what is live (and
 * of a live product with a change waiting, the approved version), in every public call; a product
 * sold out stays, as sold out.
 */

let server: TestServer
let owner: Owner
const word = `Zephyrine${process.pid}`
const ids: Record<string, number> = {}

let dist: string

beforeAll(async () => {
  // A built storefront of one page, so that the service renders product pages' heads (JSON-LD).
  dist = mkdtempSync(join(tmpdir(), 'vitrine-seller-'))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="en"><head><title>Vitrine</title></head><body></body></html>')
  writeFileSync(join(dist, '.vite/manifest.json'), '{}')
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0', DIST_DIR: dist })
  owner = await newOwner(server)
  const name = (state: string) => `${word} ${state}`
  ids.draft = await saved(server, owner, await wholeProduct(server, owner, name('draft')))
  ids.review = await saved(server, owner, await wholeProduct(server, owner, name('review')))
  await server.api.seller.productSubmit({ id: ids.review }, as(owner))
  ids.rejected = await saved(server, owner, await wholeProduct(server, owner, name('rejected')))
  await server.api.seller.productSubmit({ id: ids.rejected }, as(owner))
  await server.admin.listing.reject({ id: ids.rejected, reason: 'No' })
  ids.unlisted = await liveProduct(server, owner, name('unlisted'))
  await server.api.seller.productUnlist({ id: ids.unlisted }, as(owner))
  ids.live = await liveProduct(server, owner, name('live'))
  ids.changed = await liveProduct(server, owner, name('approved'))
  const changed = (await server.api.seller.productGet({ id: ids.changed }, as(owner))).data
  await server.api.seller.productSave({ ...changed, names: { en: `${word} unreviewed` } }, as(owner))
  ids.soldOut = await liveProduct(server, owner, name('soldout'))
  const soldOut = (await server.api.seller.productGet({ id: ids.soldOut }, as(owner))).data
  await server.api.seller.productSave({ ...soldOut, skus: soldOut.skus.map((s) => ({ ...s, stock: 0 })) }, as(owner))
})
afterAll(async () => {
  await server.stop()
  rmSync(dist, { recursive: true, force: true })
})

const shown = () => [ids.live, ids.changed, ids.soldOut].sort((a, b) => a - b)
const hidden = () => [ids.draft, ids.review, ids.rejected, ids.unlisted]

describe('listings in the storefront', () => {
  it('are set up in every state', async () => {
    const rows = (await server.api.seller.products({ pageSize: 20 }, as(owner))).data.list
    const byId = new Map(rows.map((r) => [r.id, r.listing]))
    expect(Object.fromEntries(Object.entries(ids).map(([k, id]) => [k, byId.get(id)]))).toEqual({
      draft: L.draft,
      review: L.review,
      rejected: L.rejected,
      unlisted: L.unlisted,
      live: L.live,
      changed: L.changeReview,
      soldOut: L.live,
    })
  })

  it('search and lists show only what is live, by its approved name', async () => {
    const found = (await server.api.catalog.productPage({ page: 1, row: 50, searchparam: word })).data
    expect(found.list.map((p) => p.productId).sort((a, b) => a - b)).toEqual(shown())
    expect(found.total).toBe(3)
    expect(found.list.find((p) => p.productId === ids.changed)?.producctName).toBe(`${word} approved`)
    const unreviewed = await server.api.catalog.productPage({ page: 1, row: 50, searchparam: `${word} unreviewed` })
    expect(unreviewed.data.list.map((p) => p.productId)).not.toContain(ids.changed)
  })

  it('the filters count only what is live', async () => {
    const options = (await server.api.catalog.filterOptions({ searchparam: word })).data
    expect(options.productBrands.reduce((sum, b) => sum + b.count, 0)).toBe(3)
    expect(options.categoryBaseVOList.reduce((sum, c) => sum + c.count, 0)).toBe(3)
  })

  it('the shop page shows only what is live, the sold-out piece too', async () => {
    const page = (await server.api.catalog.pageByShop({ page: 1, row: 50, shopId: owner.shopId })).data
    expect(page.list.map((p) => p.productId).sort((a, b) => a - b)).toEqual(shown())
    const shopPage = (await server.api.catalog.shopProducts({ shopId: owner.shopId, pageNo: 1, pageSize: 50 })).data
    expect(shopPage.total).toBe(3)
  })

  it('a product page opens for what is live, sold out as sold out, and is not found for the rest', async () => {
    for (const id of hidden()) expect((await server.api.catalog.productDetail({ id })).code, `product ${id}`).toBe(ErrorCode.notFound)
    const soldOut = (await server.api.catalog.productDetail({ id: ids.soldOut })).data
    expect(soldOut.skus.every((s) => s.stock === 0)).toBe(true)
    expect((await server.api.catalog.productDetail({ id: ids.changed })).data.producctName).toBe(`${word} approved`)
  })

  it('the sitemap lists only what is live', async () => {
    const xml = (await fetchRaw(server.base, '/sitemap/products-1.xml')).body
    for (const id of shown()) expect(xml, `product ${id}`).toContain(`/productDetail?no=${id}<`)
    for (const id of hidden()) expect(xml, `product ${id}`).not.toContain(`/productDetail?no=${id}<`)
  })

  it('the product page’s JSON-LD names the approved version, and a hidden product’s page has none', async () => {
    const head = readHead((await fetchRaw(server.base, `/productDetail?no=${ids.changed}`)).body)
    expect(ofType(head, 'Product')).toMatchObject({ name: `${word} approved` })
    const sold = readHead((await fetchRaw(server.base, `/productDetail?no=${ids.soldOut}`)).body)
    expect((ofType(sold, 'Product')!.offers as { availability: string }).availability).toBe('https://schema.org/OutOfStock')
    for (const id of hidden()) {
      const page = readHead((await fetchRaw(server.base, `/productDetail?no=${id}`)).body)
      expect(ofType(page, 'Product'), `product ${id}`).toBeUndefined()
    }
  })

  // Last: it relists the unlisted product. The search document is built only for what is on sale (migration 0039).
  it('finds a product relisted by the name it was given while unlisted, and no longer by its old one', async () => {
    const unlisted = (await server.api.seller.productGet({ id: ids.unlisted }, as(owner))).data
    expect((await server.api.seller.productSave({ ...unlisted, names: { en: `${word} renamed` } }, as(owner))).code).toBe(0)
    const search = async (text: string) =>
      (await server.api.catalog.productPage({ page: 1, row: 50, searchparam: text })).data.list.map((p) => p.productId)
    expect(await search(`${word} renamed`)).not.toContain(ids.unlisted)
    // Edited while unlisted: relisting goes through review again.
    expect((await server.api.seller.productRelist({ id: ids.unlisted }, as(owner))).data).toMatchObject({ listing: L.review })
    expect(await search(`${word} renamed`)).not.toContain(ids.unlisted)
    await server.admin.listing.approve({ id: ids.unlisted })
    expect(await search(`${word} renamed`)).toContain(ids.unlisted)
    expect(await search(`${word} unlisted`)).not.toContain(ids.unlisted)
  })
})
