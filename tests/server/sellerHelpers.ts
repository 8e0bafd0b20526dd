import { and, asc, eq } from 'drizzle-orm'
import type { SellerProduct, SellerProductInput } from '../../contract/seller'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import type { TestServer } from './harness'
import { as, newShopper, type Shopper } from './shoppers'
import { solid } from './uploadHelpers'

/** Seller center helpers for the API tests: owners with their own new shop, a product to edit, the product's rows. */

let shops = 0
/** A new shopper who owns a new open shop of the tenant (written straight into the database). */
export async function newOwner(server: TestServer, tenant = 1) {
  const shopper = await newShopper(server, tenant)
  shops += 1
  const [shop] = await asPlatform(server.db, (tx) =>
    tx
      .insert(schema.shops)
      .values({ tenantId: tenant, ownerUserId: shopper.id, shopname: `Seller test ${process.pid} ${shops}` })
      .returning({ id: schema.shops.id, shopname: schema.shops.shopname }),
  )
  return { ...shopper, shopId: shop.id, shopname: shop.shopname }
}
export type Owner = Awaited<ReturnType<typeof newOwner>>

export const setShopStatus = (server: TestServer, owner: Owner, status: number) =>
  asPlatform(server.db, (tx) => tx.update(schema.shops).set({ status }).where(eq(schema.shops.id, owner.shopId)))

/** A picture the owner uploaded. */
export async function pictureOf(server: TestServer, owner: Shopper, colour = 120) {
  const bytes = await solid(64 + colour, 64)
  const res = await server.api.file.upload({ file: new File([new Uint8Array(bytes)], 'picture.png', { type: 'image/png' }) }, as(owner))
  if (res.code !== 0) throw new Error(`upload refused: ${res.msg}`)
  return res.data
}

/** A level-3 category of the population. */
export async function leafCategory(server: TestServer, tenant = 1, sex = 2, skip = 0) {
  const rows = await asPlatform(server.db, (tx) =>
    tx
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(and(eq(schema.categories.tenantId, tenant), eq(schema.categories.level, 3), eq(schema.categories.sex, sex)))
      .orderBy(asc(schema.categories.id))
      .limit(skip + 1),
  )
  return rows[skip].id
}

/** A whole product of 2 colours x 3 sizes with a picture per colour, priced 50.00 (market 60.00), 10 of each. */
export async function wholeProduct(server: TestServer, owner: Owner, name = 'Linen shirt'): Promise<SellerProduct> {
  const options = (await server.api.seller.productOptions({}, as(owner))).data
  const [red, blue] = options.colours
  const sizes = options.sizes.slice(0, 3).map((s) => s.id)
  const pictures = [await pictureOf(server, owner, 10), await pictureOf(server, owner, 200)]
  return {
    sex: 2,
    categoryId: await leafCategory(server, owner.tenant),
    brandId: options.brands[0].id,
    designerId: null,
    names: { en: name, fr: 'Chemise en lin' },
    descriptions: { en: 'Soft washed linen.' },
    colours: [
      { valueId: red.id, pictures: [pictures[0]] },
      { valueId: blue.id, pictures: [pictures[1]] },
    ],
    sizes,
    otherValueIds: [],
    skus: [red, blue].flatMap((c) => sizes.map((sizeId) => ({ colourId: c.id, sizeId, price: 5000, marketPrice: 6000, stock: 10 }))),
  }
}

/** The product's row, SKUs and stock row as stored. */
export async function productRows(server: TestServer, tenant: number, id: number) {
  return inTenant(server.db, tenant, async (tx) => {
    const [spu] = await tx.select().from(schema.spus).where(eq(schema.spus.id, id))
    const skus = await tx.select().from(schema.skus).where(eq(schema.skus.spuId, id)).orderBy(asc(schema.skus.id))
    const [stock] = await tx.select().from(schema.spuStocks).where(eq(schema.spuStocks.spuId, id))
    return { spu, skus, stock }
  })
}

/** The product's stock as the owner's product list shows it (its SKUs' sum, summed by the service). */
export async function listedStock(server: TestServer, owner: Owner, id: number) {
  const row = (await server.api.seller.products({}, as(owner))).data.list.find((p) => p.id === id)
  if (!row) throw new Error(`product ${id} is not in its owner's list`)
  return row.stock
}

/** Saves the product as the owner and answers its id (throws on a refusal). */
export async function saved(server: TestServer, owner: Owner, product: SellerProductInput) {
  const res = await server.api.seller.productSave(product, as(owner))
  if (res.code !== 0) throw new Error(`save refused: ${res.msg}`)
  return res.data.id
}

/** A live product of the owner's: saved, submitted and approved by the platform. */
export async function liveProduct(server: TestServer, owner: Owner, name?: string) {
  const id = await saved(server, owner, await wholeProduct(server, owner, name))
  const submitted = await server.api.seller.productSubmit({ id }, as(owner))
  if (submitted.code !== 0) throw new Error(`submit refused: ${submitted.msg}`)
  await server.admin.listing.approve({ id })
  return id
}
