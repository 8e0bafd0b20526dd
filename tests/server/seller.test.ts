import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { ListingStatus as L } from '../../contract/lifecycles'
import { sellerWires } from '../../contract/seller'
import { shopStatus } from '../../contract/status'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { type MessageKey, message } from '../../server/http/messages'
import { startTestServer, type TestServer } from './harness'
import { type Owner, listedStock, liveProduct, newOwner, productRows, saved, setShopStatus, wholeProduct } from './sellerHelpers'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const en = (key: MessageKey) => message(key, 'en')

const reviewListings = (tenant: number, enabled: boolean) =>
  inTenant(server.db, tenant, (tx) =>
    tx
      .update(schema.tenantSettings)
      .set({ value: JSON.stringify({ enabled }) })
      .where(and(eq(schema.tenantSettings.tenantId, tenant), eq(schema.tenantSettings.key, 'LISTING_REVIEW_SETTING'))),
  )

/** Every seller call, as someone acting on the product `id`. */
function everyCall(id: number, caller: { token: string; tenant: number } | Record<string, never>) {
  const s = server.api.seller
  const product = { sex: 2 as const, categoryId: 1, brandId: 1, names: { en: 'x' }, descriptions: { en: '' } }
  return {
    shop: () => s.shop({}, caller),
    dashboard: () => s.dashboard({}, caller),
    products: () => s.products({}, caller),
    productGet: () => s.productGet({ id }, caller),
    productSave: () => s.productSave({ ...product, id }, caller),
    productCreate: () => s.productSave(product, caller),
    // Without a category: a stranger learns nothing from the draft's rules either.
    productCreateUnfinished: () => s.productSave({ ...product, categoryId: 0 }, caller),
    productSubmit: () => s.productSubmit({ id }, caller),
    productUnlist: () => s.productUnlist({ id }, caller),
    productRelist: () => s.productRelist({ id }, caller),
    productDelete: () => s.productDelete({ id }, caller),
    productOptions: () => s.productOptions({}, caller),
    settings: () => s.settings({}, caller),
    settingsSave: () => s.settingsSave(strangerSettings, caller),
  }
}

/** Settings a stranger tries to save (sellerSettings.test.ts tests their own). */
const strangerSettings = {
  logo: '',
  descriptions: { en: 'Taken over' },
  freight: 1,
  shopComment: true,
  holiday: { from: 0, to: 86_400_000 },
}
/** Whether each upload the picture URLs name is claimed (kept by the sweeper). */
const claimed = async (urls: readonly string[]) => {
  const paths = urls.map((url) => url.replace(/^.*\/uploads\//, ''))
  const rows = await asPlatform(server.db, (tx) =>
    tx
      .select({ path: schema.uploads.path, at: schema.uploads.referencedAt })
      .from(schema.uploads)
      .where(inArray(schema.uploads.path, paths)),
  )
  return paths.map((path) => rows.find((r) => r.path === path)?.at != null)
}

const shopRow = (id: number) => asPlatform(server.db, (tx) => tx.select().from(schema.shops).where(eq(schema.shops.id, id)))

describe('who may use the seller center', () => {
  let owner: Owner
  let draft: number
  let live: number
  beforeAll(async () => {
    owner = await newOwner(server)
    draft = await saved(server, owner, await wholeProduct(server, owner, 'Guarded draft'))
    live = await liveProduct(server, owner, 'Guarded live')
  })

  const refusedEverywhere = async (caller: Shopper | null, label: string) => {
    for (const id of [draft, live]) {
      const before = [await productRows(server, 1, draft), await productRows(server, 1, live), await shopRow(owner.shopId)]
      for (const [name, call] of Object.entries(everyCall(id, caller ? as(caller) : {}))) {
        const res = await call()
        if (caller) expect(res, `${label}: ${name}`).toMatchObject({ status: 404, code: ErrorCode.notFound })
        else expect(res.status, `${label}: ${name}`).toBe(401)
      }
      expect([await productRows(server, 1, draft), await productRows(server, 1, live), await shopRow(owner.shopId)], label).toEqual(before)
    }
  }

  /** Another shop's owner acting on the product `id`: "not found" for each call naming it, nothing changed, and their own lists without it. */
  const refusedToOwner = async (stranger: Owner, id: number, label: string) => {
    const before = [await productRows(server, 1, draft), await productRows(server, 1, live), await shopRow(owner.shopId)]
    for (const [name, call] of Object.entries(everyCall(id, as(stranger)))) {
      // Their own shop and dashboard, their own options, a new product of their own, their own settings: theirs to use.
      const theirs = [
        'shop',
        'dashboard',
        'products',
        'productCreate',
        'productCreateUnfinished',
        'productOptions',
        'settings',
        'settingsSave',
      ]
      if (theirs.includes(name)) continue
      expect(await call(), `${label}: ${name}`).toMatchObject({ status: 404, code: ErrorCode.notFound })
    }
    expect((await server.api.seller.products({}, as(stranger))).data, label).toEqual({ list: [], total: 0 })
    // Saving settings changed the stranger's own shop only.
    expect((await server.api.seller.settingsSave(strangerSettings, as(stranger))).data?.descriptions.en, label).toBe('Taken over')
    expect((await server.api.seller.settings({}, as(stranger))).data?.shopname, label).toBe(stranger.shopname)
    expect([await productRows(server, 1, draft), await productRows(server, 1, live), await shopRow(owner.shopId)], label).toEqual(before)
  }

  it('has every seller call in the strangers’ tests below', () => {
    const tried = Object.keys(everyCall(0, {})).filter((name) => !name.startsWith('productCreate'))
    expect(tried.sort()).toEqual(Object.keys(sellerWires).sort())
  })

  it('answers a guest 401, and a shopper without a shop, another shop’s owner and another tenant’s owner "not found", changing nothing', async () => {
    await refusedEverywhere(null, 'guest')
    await refusedEverywhere(await newShopper(server), 'shopper')
    for (const id of [draft, live]) await refusedToOwner(await newOwner(server), id, `other owner, product ${id}`)
    await refusedEverywhere(await newShopper(server, 2), 'other tenant shopper')
    for (const id of [draft, live]) await refusedToOwner(await newOwner(server, 2), id, `other tenant owner, product ${id}`)
  })

  it('closes the seller center to the owner of a shop the platform closed, and opens it again', async () => {
    await setShopStatus(server, owner, shopStatus.closed)
    await refusedEverywhere(owner, 'closed shop')
    await setShopStatus(server, owner, shopStatus.open)
    expect((await server.api.seller.productGet({ id: draft }, as(owner))).code).toBe(0)
  })
})

describe('the editor’s product', () => {
  it('comes back from get exactly as saved, and saved again unchanged it stays the same', async () => {
    const owner = await newOwner(server)
    const input = await wholeProduct(server, owner)
    const id = await saved(server, owner, input)
    const got = (await server.api.seller.productGet({ id }, as(owner))).data
    const stocked = input.skus.map((s) => ({ ...s, stockRead: s.stock }))
    expect(got).toEqual({ ...input, skus: stocked, id, listing: L.draft, rejectReason: '', changeInReview: false })
    expect((await server.api.seller.productSave(got, as(owner))).data).toEqual({ id, listing: L.draft })
    expect((await server.api.seller.productGet({ id }, as(owner))).data).toEqual(got)
    const { spu } = await productRows(server, 1, id)
    expect(spu).toMatchObject({ price: 5000, marketPrice: 6000, status: 0, listing: L.draft })
    expect(await listedStock(server, owner, id)).toBe(60)
    expect(spu.valueIds).toEqual([...input.colours.map((c) => c.valueId), ...input.sizes])
    expect(spu.images).toEqual(input.colours.flatMap((c) => c.pictures))
    expect(await claimed(spu.images)).toEqual([true, true])
  })

  it('round-trips seeded products of every shape (1 to 3 colours, one size or several, discounted or not)', async () => {
    const owner = await newOwner(server)
    const seeded = await asPlatform(server.db, (tx) =>
      tx
        .select({
          id: schema.spus.id,
          valueIds: schema.spus.valueIds,
          discount: schema.spus.discountFlag,
          colours: sql<number>`(select count(*)::int from jsonb_object_keys(${schema.spus.colourImages}))`,
        })
        .from(schema.spus)
        .where(and(eq(schema.spus.tenantId, 1), eq(schema.spus.status, 1), isNull(schema.spus.designerId)))
        .orderBy(asc(schema.spus.id))
        .limit(400),
    )
    const shapes = new Map<string, number>()
    for (const p of seeded) shapes.set(`${p.colours}:${p.valueIds.length - p.colours > 2 ? 'sizes' : 'one'}:${p.discount}`, p.id)
    expect(shapes.size).toBeGreaterThanOrEqual(6)
    expect([...shapes.keys()].some((k) => k.endsWith(':true'))).toBe(true)
    for (const id of shapes.values()) {
      expect((await server.admin.shop.moveProduct({ spuId: id, shopId: owner.shopId })).code).toBe(0)
      const before = (await server.api.catalog.productDetail({ id })).data
      const got = (await server.api.seller.productGet({ id }, as(owner))).data
      // Unlisted, a save writes the content itself (on sale, unchanged content is left as it is).
      await server.api.seller.productUnlist({ id }, as(owner))
      expect((await server.api.seller.productSave(got, as(owner))).code, `product ${id}`).toBe(0)
      expect((await server.api.seller.productGet({ id }, as(owner))).data, `product ${id}`).toEqual({ ...got, listing: L.unlisted })
      expect((await server.api.seller.productRelist({ id }, as(owner))).data.listing, `product ${id}`).toBe(L.live)
      const after = (await server.api.catalog.productDetail({ id })).data
      expect({ ...after, imglist: [] }, `product ${id}`).toEqual({ ...before, imglist: [] })
    }
  })

  it('duplicates a product: get, then save without its id, gives a new draft with the same content', async () => {
    const owner = await newOwner(server)
    const id = await liveProduct(server, owner)
    const { id: _id, ...copy } = (await server.api.seller.productGet({ id }, as(owner))).data
    const res = await server.api.seller.productSave(copy, as(owner))
    expect(res.data.listing).toBe(L.draft)
    const twin = (await server.api.seller.productGet({ id: res.data.id }, as(owner))).data
    expect(twin).toEqual({ ...copy, id: res.data.id, listing: L.draft })
  })

  it('keeps a draft without a name, SKUs or pictures, but needs a category and a brand for it', async () => {
    const owner = await newOwner(server)
    const whole = await wholeProduct(server, owner)
    const bare = { sex: 2 as const, categoryId: whole.categoryId, brandId: whole.brandId, names: { en: '' }, descriptions: { en: '' } }
    expect((await server.api.seller.productSave(bare, as(owner))).data.listing).toBe(L.draft)
    const noCategory = await server.api.seller.productSave({ ...bare, categoryId: 0 }, as(owner))
    expect(noCategory).toMatchObject({ code: ErrorCode.invalidField, msg: en('productCategoryRequired') })
    expect(await server.api.seller.productSave({ ...bare, brandId: 0 }, as(owner))).toMatchObject({ msg: en('productBrandRequired') })
  })

  it('checks a submission in order: name, category, a SKU, every price above 0, a picture per colour', async () => {
    const owner = await newOwner(server)
    const whole = await wholeProduct(server, owner)
    const id = await saved(server, owner, {
      ...whole,
      names: { en: '' },
      skus: [],
      colours: whole.colours.map((c) => ({ ...c, pictures: [] })),
    })
    const steps: [Partial<typeof whole>, MessageKey][] = [
      [{}, 'productNameRequired'],
      [{ names: whole.names }, 'productSkuRequired'],
      [{ skus: whole.skus.map((s, i) => ({ ...s, price: i === 0 ? 0 : s.price })) }, 'productPriceRequired'],
      [{ skus: whole.skus }, 'productPictureRequired'],
    ]
    let product = (await server.api.seller.productGet({ id }, as(owner))).data
    for (const [more, error] of steps) {
      product = { ...product, ...more }
      const save = await server.api.seller.productSave(product, as(owner))
      expect(save.code, `${error}: ${save.msg}`).toBe(0)
      expect(await server.api.seller.productSubmit({ id }, as(owner)), error).toMatchObject({
        code: ErrorCode.invalidField,
        msg: en(error),
      })
    }
    expect((await server.api.seller.productSave({ ...product, colours: whole.colours }, as(owner))).code).toBe(0)
    expect((await server.api.seller.productSubmit({ id }, as(owner))).data).toEqual({ id, listing: L.review })
  })

  it('refuses ids that are not the tenant’s, a grid cell twice, and pictures the owner did not upload', async () => {
    const owner = await newOwner(server)
    const whole = await wholeProduct(server, owner)
    const other = await newOwner(server)
    const theirs = await wholeProduct(server, other)
    const refusals: [Partial<typeof whole>, string][] = [
      [{ categoryId: 1_000_000 }, 'categoryId'],
      [{ sex: 1 }, 'categoryId'],
      [{ brandId: 1_000_000 }, 'brandId'],
      [{ colours: [{ valueId: whole.sizes[0], pictures: [] }] }, 'colours'],
      [{ sizes: [whole.colours[0].valueId] }, 'sizes'],
      [{ skus: [whole.skus[0], whole.skus[0]] }, 'skus'],
      [{ colours: theirs.colours }, 'colours'],
    ]
    for (const [change, field] of refusals) {
      const res = await server.api.seller.productSave({ ...whole, ...change }, as(owner))
      expect(res.code, field).toBe(ErrorCode.invalidField)
      expect(res.msg, field).toContain(field === 'colours' && change.colours === theirs.colours ? '' : field)
    }
    expect((await server.api.seller.products({}, as(owner))).data.total).toBe(0)
    // Each refusal rolled back the claim of the owner's uploads made in its checks.
    expect(await claimed(whole.colours.flatMap((c) => c.pictures))).toEqual([false, false])
  })

  it('refuses another tenant’s values and brand, and takes a colour without a swatch as a colour when its property has swatches', async () => {
    const owner = await newOwner(server)
    const whole = await wholeProduct(server, owner)
    const far = await wholeProduct(server, await newOwner(server, 2))
    const refusals: [Partial<typeof whole>, string][] = [
      [{ colours: far.colours, skus: [] }, 'colours'],
      [{ sizes: far.sizes, skus: [] }, 'sizes'],
      [{ otherValueIds: [far.sizes[0]] }, 'otherValueIds'],
      [{ brandId: far.brandId }, 'brandId'],
    ]
    for (const [change, field] of refusals) {
      const res = await server.api.seller.productSave({ ...whole, ...change }, as(owner))
      expect(res, field).toMatchObject({ code: ErrorCode.invalidField, msg: expect.stringContaining(field) })
    }
    const { propertyValues } = schema
    const [plain] = await asPlatform(server.db, async (tx) => {
      const [red] = await tx.select().from(propertyValues).where(eq(propertyValues.id, whole.colours[0].valueId))
      return tx
        .insert(propertyValues)
        .values({ tenantId: 1, propertyId: red.propertyId, names: { en: 'Undyed' }, sort: 1000 })
        .returning({ id: propertyValues.id })
    })
    const undyed = {
      ...whole,
      colours: [{ valueId: plain.id, pictures: whole.colours[0].pictures }],
      skus: whole.sizes.map((sizeId) => ({ colourId: plain.id, sizeId, price: 5000, marketPrice: 6000, stock: 1 })),
    }
    const refused = await server.api.seller.productSave({ ...undyed, sizes: [plain.id], skus: [] }, as(owner))
    expect(refused).toMatchObject({ code: ErrorCode.invalidField, msg: expect.stringContaining('sizes') })
    const id = await saved(server, owner, undyed)
    const got = (await server.api.seller.productGet({ id }, as(owner))).data
    expect([got.colours, got.sizes]).toEqual([undyed.colours, undyed.sizes])
    expect((await server.api.seller.productSave({ ...got, names: { en: 'Undyed shirt' } }, as(owner))).code).toBe(0)
    expect((await server.api.seller.productSubmit({ id }, as(owner))).data).toEqual({ id, listing: L.review })
  })
})

describe('the listing lifecycle', () => {
  it('goes draft -> review -> live, shows in the storefront, and is unlisted and relisted without review', async () => {
    const owner = await newOwner(server)
    const id = await saved(server, owner, await wholeProduct(server, owner))
    expect((await server.api.catalog.productDetail({ id })).code).toBe(ErrorCode.notFound)
    expect((await server.api.seller.productSubmit({ id }, as(owner))).data.listing).toBe(L.review)
    expect((await server.api.catalog.productDetail({ id })).code).toBe(ErrorCode.notFound)
    expect((await server.admin.listing.approve({ id })).data).toMatchObject({ id, status: L.live, statusName: 'live' })
    expect((await server.api.catalog.productDetail({ id })).code).toBe(0)
    expect((await server.api.seller.productUnlist({ id }, as(owner))).data.listing).toBe(L.unlisted)
    expect((await server.api.catalog.productDetail({ id })).code).toBe(ErrorCode.notFound)
    expect((await server.api.seller.productRelist({ id }, as(owner))).data.listing).toBe(L.live)
    expect((await server.api.catalog.productDetail({ id })).code).toBe(0)
  })

  it('sends a product edited while unlisted through review again when relisted', async () => {
    const owner = await newOwner(server)
    const id = await liveProduct(server, owner)
    await server.api.seller.productUnlist({ id }, as(owner))
    const product = (await server.api.seller.productGet({ id }, as(owner))).data
    // Stock alone is no edit.
    await server.api.seller.productSave({ ...product, skus: product.skus.map((s) => ({ ...s, stock: s.stock + 1 })) }, as(owner))
    expect((await productRows(server, 1, id)).spu.edited).toBe(false)
    await server.api.seller.productSave({ ...product, names: { en: 'Renamed' } }, as(owner))
    expect((await server.api.seller.productRelist({ id }, as(owner))).data.listing).toBe(L.review)
  })

  it('rejects with a reason the owner reads; the owner corrects and submits again', async () => {
    const owner = await newOwner(server)
    const id = await saved(server, owner, await wholeProduct(server, owner))
    await server.api.seller.productSubmit({ id }, as(owner))
    expect((await server.admin.listing.reject({ id })).code).toBe(ErrorCode.invalidField)
    expect((await server.admin.listing.reject({ id, reason: 'Blurry pictures' })).data).toMatchObject({ status: L.rejected })
    const got = (await server.api.seller.productGet({ id }, as(owner))).data
    expect(got).toMatchObject({ listing: L.rejected, rejectReason: 'Blurry pictures' })
    const row = (await server.api.seller.products({ listing: L.rejected }, as(owner))).data.list[0]
    expect(row).toMatchObject({ id, rejectReason: 'Blurry pictures', minPrice: 5000, maxPrice: 5000, stock: 60, skuCount: 6 })
    expect((await server.api.seller.productSave({ ...got, names: { en: 'Sharper' } }, as(owner))).data.listing).toBe(L.rejected)
    expect((await server.api.seller.productSubmit({ id }, as(owner))).data.listing).toBe(L.review)
    expect((await server.api.seller.productGet({ id }, as(owner))).data.rejectReason).toBe('')
  })

  it('refuses moves its status does not allow, and locks a product in review', async () => {
    const owner = await newOwner(server)
    const id = await saved(server, owner, await wholeProduct(server, owner))
    const refused = { code: ErrorCode.moveRefused, status: 409 }
    expect(await server.api.seller.productUnlist({ id }, as(owner))).toMatchObject(refused)
    expect(await server.api.seller.productRelist({ id }, as(owner))).toMatchObject(refused)
    expect((await server.admin.listing.approve({ id })).code).toBe(ErrorCode.moveRefused)
    await server.api.seller.productSubmit({ id }, as(owner))
    const product = (await server.api.seller.productGet({ id }, as(owner))).data
    expect(await server.api.seller.productSave(product, as(owner))).toMatchObject(refused)
    expect(await server.api.seller.productSubmit({ id }, as(owner))).toMatchObject(refused)
    expect(await server.api.seller.productDelete({ id }, as(owner))).toMatchObject(refused)
    await server.admin.listing.approve({ id })
    expect(await server.api.seller.productDelete({ id }, as(owner))).toMatchObject(refused)
  })

  it('deletes a draft with its SKUs and its stock row', async () => {
    const owner = await newOwner(server)
    const id = await saved(server, owner, await wholeProduct(server, owner))
    expect((await productRows(server, 1, id)).stock).toMatchObject({ stock: 60 })
    expect((await server.api.seller.productDelete({ id }, as(owner))).data).toBe(true)
    expect(await productRows(server, 1, id)).toEqual({ spu: undefined, skus: [], stock: undefined })
    expect((await server.api.seller.productGet({ id }, as(owner))).code).toBe(ErrorCode.notFound)
  })

  it('lets exactly one of two concurrent approvals move the product', async () => {
    const owner = await newOwner(server)
    const id = await saved(server, owner, await wholeProduct(server, owner))
    await server.api.seller.productSubmit({ id }, as(owner))
    const both = await Promise.all([server.admin.listing.approve({ id }), server.admin.listing.approve({ id })])
    // The loser waits for the winner's lock, then finds the product live: a move its status refuses.
    expect(both.map((r) => r.code).sort()).toEqual([0, ErrorCode.moveRefused])
    expect((await productRows(server, 1, id)).spu.listing).toBe(L.live)
  })
})

describe('a change to a live product', () => {
  it('leaves the approved version on sale until the platform approves the change', async () => {
    const owner = await newOwner(server)
    const id = await liveProduct(server, owner, 'Approved name')
    const product = (await server.api.seller.productGet({ id }, as(owner))).data
    const changed = { ...product, names: { en: 'Pending name' }, skus: product.skus.map((s) => ({ ...s, price: 7000, marketPrice: 0 })) }
    expect((await server.api.seller.productSave(changed, as(owner))).data.listing).toBe(L.changeReview)
    const shown = (await server.api.catalog.productDetail({ id })).data
    expect(shown).toMatchObject({ producctName: 'Approved name', price: 5000 })
    expect(
      (await server.api.catalog.productPage({ page: 1, row: 20, searchparam: 'Pending name' })).data.list.map((p) => p.productId),
    ).not.toContain(id)
    const row = (await server.api.seller.products({}, as(owner))).data.list.find((r) => r.id === id)
    expect(row).toMatchObject({ name: 'Approved name', changeInReview: true, listing: L.changeReview, minPrice: 5000 })
    expect((await server.api.seller.productGet({ id }, as(owner))).data).toMatchObject({
      names: { en: 'Pending name' },
      changeInReview: true,
    })
    await server.admin.listing.approve({ id })
    expect((await server.api.catalog.productDetail({ id })).data).toMatchObject({
      producctName: 'Pending name',
      price: 7000,
      marketPrice: 7000,
    })
    expect((await productRows(server, 1, id)).spu).toMatchObject({ revision: null, listing: L.live })
  })

  it('keeps the approved version on sale when the change is rejected, with the reason for the owner', async () => {
    const owner = await newOwner(server)
    const id = await liveProduct(server, owner, 'Kept name')
    const product = (await server.api.seller.productGet({ id }, as(owner))).data
    await server.api.seller.productSave({ ...product, names: { en: 'Refused name' } }, as(owner))
    expect((await server.admin.listing.reject({ id, reason: 'Misleading name' })).data.status).toBe(L.changeRejected)
    expect((await server.api.catalog.productDetail({ id })).data.producctName).toBe('Kept name')
    expect((await server.api.seller.productGet({ id }, as(owner))).data).toMatchObject({
      names: { en: 'Refused name' },
      rejectReason: 'Misleading name',
    })
    expect((await server.api.seller.productSave({ ...product, names: { en: 'Fair name' } }, as(owner))).data.listing).toBe(L.changeReview)
  })

  it('moves stock at once, without review, relative to what the owner read', async () => {
    const owner = await newOwner(server)
    const id = await liveProduct(server, owner)
    const product = (await server.api.seller.productGet({ id }, as(owner))).data
    const plusFive = { ...product, skus: product.skus.map((s) => ({ ...s, stock: s.stock + 5 })) }
    expect((await server.api.seller.productSave(plusFive, as(owner))).data.listing).toBe(L.live)
    expect(await listedStock(server, owner, id)).toBe(90)
    // Read before: the second save of the same form adds 5 again rather than setting 15.
    await server.api.seller.productSave(plusFive, as(owner))
    expect((await productRows(server, 1, id)).skus.map((s) => s.stock)).toEqual([20, 20, 20, 20, 20, 20])
  })

  it('publishes at once when the tenant does not review listings: a submission, a change', async () => {
    const owner = await newOwner(server, 2)
    await reviewListings(2, false)
    try {
      expect((await server.api.seller.shop({}, as(owner))).data.listingsNeedReview).toBe(false)
      const id = await saved(server, owner, await wholeProduct(server, owner, 'At once'))
      expect((await server.api.seller.productSubmit({ id }, as(owner))).data.listing).toBe(L.live)
      const product = (await server.api.seller.productGet({ id }, as(owner))).data
      expect((await server.api.seller.productSave({ ...product, names: { en: 'At once, renamed' } }, as(owner))).data.listing).toBe(L.live)
      expect((await server.api.catalog.productDetail({ id }, { tenant: 2 })).data.producctName).toBe('At once, renamed')
    } finally {
      await reviewListings(2, true)
    }
  })
})
