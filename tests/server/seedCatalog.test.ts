import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bannerType } from '../../contract/catalog'
import { readConfig } from '../../server/config'
import { asPlatform, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
// A catalog of its own, larger than the run's shared copy (150) and over the seed's batches of 1,000
// products (server/seed/catalog/products.ts). The rules below hold product by product, so they need not
// the 3,000 of a first start: the tests check that the seed writes what SEED_PRODUCTS asks, and that a
// first start asks 3,000.
const seedProducts = 1200
beforeAll(async () => {
  server = await startTestServer({ SEED_PRODUCTS: String(seedProducts) })
}, 180_000)
afterAll(() => server.stop())

const platform = <T>(fn: Parameters<typeof asPlatform<T>>[1]) => asPlatform(server.db, fn)
const { shops, spus, skus, categories, homeBanners, promoVideos, brands, designers, properties, propertyValues } = schema

it('is 3,000 products per tenant at a first start', () => {
  expect(readConfig({}).seedProducts).toBe(3000)
})

describe.each([1, 2])('the demo catalog of tenant %i', (tenantId) => {
  it('has at least 30 shops, 40 brands, 20 designers and the products SEED_PRODUCTS asks on sale', async () => {
    const n = (table: typeof shops | typeof brands | typeof designers | typeof spus) =>
      platform((tx) => tx.select({ n: count() }).from(table).where(eq(table.tenantId, tenantId))).then(([r]) => r.n)
    expect(await n(shops)).toBeGreaterThanOrEqual(30)
    expect(await n(brands)).toBeGreaterThanOrEqual(40)
    expect(await n(designers)).toBeGreaterThanOrEqual(20)
    expect(await n(spus)).toBeGreaterThanOrEqual(seedProducts)
  })

  it('has categories three levels deep for women, men and kids, named in five languages, products on level 3 only', async () => {
    const rows = await platform((tx) => tx.select().from(categories).where(eq(categories.tenantId, tenantId)))
    const byId = new Map(rows.map((c) => [c.id, c]))
    for (const sex of [1, 2, 3]) {
      const leaves = rows.filter((c) => c.sex === sex && c.level === 3)
      expect(leaves.length, `sex ${sex}`).toBeGreaterThan(3)
      for (const leaf of leaves) {
        const parent = byId.get(leaf.parentId)!
        const root = byId.get(parent.parentId)!
        expect([parent.level, root.level, root.parentId, parent.sex, root.sex]).toEqual([2, 1, 0, sex, sex])
      }
    }
    for (const c of rows) expect(Object.keys(c.names).sort()).toEqual(['en', 'fr', 'ja', 'ko', 'zh'])
    const offLeaf = await platform((tx) =>
      tx
        .select({ n: count() })
        .from(spus)
        .innerJoin(categories, eq(categories.id, spus.categoryId))
        .where(and(eq(spus.tenantId, tenantId), sql`${categories.level} <> 3`)),
    )
    expect(offLeaf[0].n).toBe(0)
  })

  it('gives every product at least 3 generated pictures, SKUs whose totals match it, and names in five languages', async () => {
    const [bad] = await platform((tx) =>
      tx
        .execute(sql`with totals as (select spu_id, sum(stock) as stock, min(price) as price from skus where tenant_id = ${tenantId} group by spu_id)
        select
        count(*) filter (where cardinality(p.images) < 3 or exists (select 1 from unnest(p.images) i where i not like '/media/p/%.svg')) as few_images,
        count(*) filter (where t.spu_id is null) as no_skus,
        count(*) filter (where (select st.stock from spu_stocks st where st.spu_id = p.id) is distinct from t.stock) as stock_off,
        count(*) filter (where p.price <> t.price) as price_off,
        count(*) filter (where p.names->>'zh' is null or p.names->>'ja' is null or p.names->>'fr' is null or p.names->>'ko' is null) as untranslated,
        count(*) filter (where p.market_price < p.price) as market_below
        from spus p left join totals t on t.spu_id = p.id where p.tenant_id = ${tenantId}`)
        .then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows),
    )
    expect(Object.fromEntries(Object.entries(bad).map(([k, v]) => [k, Number(v)]))).toEqual({
      few_images: 0,
      no_skus: 0,
      stock_off: 0,
      price_off: 0,
      untranslated: 0,
      market_below: 0,
    })
  })

  it('mixes discounts, new-in, out-of-stock sizes and every population', async () => {
    const [mix] = await platform((tx) =>
      tx
        .select({
          total: count(),
          discounted: sql<number>`count(*) filter (where ${spus.discountFlag})::int`,
          fresh: sql<number>`count(*) filter (where ${spus.newFlag})::int`,
          hot: sql<number>`count(*) filter (where ${spus.recommendHot})::int`,
          sexes: sql<number>`count(distinct ${spus.sex})::int`,
        })
        .from(spus)
        .where(eq(spus.tenantId, tenantId)),
    )
    expect(mix.discounted / mix.total).toBeGreaterThan(0.15)
    expect(mix.discounted / mix.total).toBeLessThan(0.35)
    expect(mix.fresh).toBeGreaterThan(0)
    expect(mix.hot).toBeGreaterThan(0)
    expect(mix.sexes).toBe(3)
    const [empty] = await platform((tx) =>
      tx
        .select({ n: count() })
        .from(skus)
        .where(and(eq(skus.tenantId, tenantId), eq(skus.stock, 0))),
    )
    expect(empty.n).toBeGreaterThan(0)
  })

  it('has colour swatches, sizes and a one-at-a-time material filter', async () => {
    const props = await platform((tx) => tx.select().from(properties).where(eq(properties.tenantId, tenantId)))
    expect(props.map((p) => p.names.en).sort()).toEqual(['Colour', 'Material', 'Size'])
    expect(props.find((p) => p.names.en === 'Material')?.limit).toBe(1)
    const colour = props.find((p) => p.names.en === 'Colour')!
    const swatches = await platform((tx) =>
      tx.select({ swatch: propertyValues.swatch }).from(propertyValues).where(eq(propertyValues.propertyId, colour.id)),
    )
    expect(swatches.length).toBeGreaterThan(10)
    for (const { swatch } of swatches) expect(swatch).toMatch(/^#[0-9a-f]{6}$/)
  })

  it('draws every product again in each of its colours: three pictures a colour, in that colour’s swatch', async () => {
    const [off] = await platform((tx) =>
      tx
        .execute(sql`with colours as (
          select p.id, p.colour_images as pictures, v.id as value_id, substr(v.swatch, 2) as hex
          from spus p join property_values v on v.id = any(p.value_ids) and v.swatch is not null where p.tenant_id = ${tenantId})
        select
          count(*) filter (where jsonb_array_length(coalesce(pictures -> value_id::text, '[]')) <> 3) as without_three,
          count(*) filter (where exists (
            select 1 from jsonb_array_elements_text(pictures -> value_id::text) url where url not like '/media/p/%-' || hex || '-%.svg')) as off_colour,
          (select count(*) from spus p where p.tenant_id = ${tenantId}
            and (select count(*) from jsonb_object_keys(p.colour_images)) <> (select count(*) from colours c where c.id = p.id)) as other_keys
        from colours`)
        .then((r) => (r as unknown as { rows: Record<string, unknown>[] }).rows),
    )
    expect(Object.fromEntries(Object.entries(off).map(([k, v]) => [k, Number(v)]))).toEqual({
      without_three: 0,
      off_colour: 0,
      other_keys: 0,
    })
  })

  it('has shops that take messages without an order, one on its own domain, and reputations of 4 or 5', async () => {
    // The catalog's shops; a seeded merchant application's approval opens one more, new and unrated (server/seed/shopApplications.ts).
    const opened = await platform((tx) =>
      tx
        .select({ shopId: schema.shopApplications.shopId })
        .from(schema.shopApplications)
        .where(eq(schema.shopApplications.tenantId, tenantId)),
    )
    expect(opened.filter((a) => a.shopId !== null)).toHaveLength(1)
    const applied = new Set(opened.map((a) => a.shopId))
    const rows = (await platform((tx) => tx.select().from(shops).where(eq(shops.tenantId, tenantId)))).filter((s) => !applied.has(s.id))
    expect(rows.filter((s) => s.shopComment === 1).length).toBeGreaterThanOrEqual(2)
    expect(rows.filter((s) => s.domain).length).toBe(1)
    for (const s of rows) {
      expect(s.logo).toMatch(/^\/media\/shop\//)
      expect(s.shopDesc.length).toBeGreaterThan(20)
      expect([4, 5]).toContain(s.storeReputation)
    }
  })

  it('fills every home slot, uses every banner target type and has two promo videos', async () => {
    const banners = await platform((tx) => tx.select().from(homeBanners).where(eq(homeBanners.tenantId, tenantId)))
    const inSlot = (slot: string) => banners.filter((b) => b.slot === slot).length
    expect(inSlot('publicize1')).toBeGreaterThanOrEqual(6)
    expect([inSlot('publicize2'), inSlot('publicize3'), inSlot('publicize4')]).toEqual([1, 2, 3])
    expect(inSlot('promotional1')).toBeGreaterThanOrEqual(1)
    expect(new Set(banners.map((b) => b.type))).toEqual(new Set(Object.values(bannerType)))
    const external = banners.find((b) => b.type === bannerType.external)!
    expect(external.buyId).toMatch(/^https:\/\//)
    const product = banners.find((b) => b.type === bannerType.product)!
    expect(product.shopId).not.toBeNull()
    const videos = await platform((tx) => tx.select().from(promoVideos).where(eq(promoVideos.tenantId, tenantId)))
    for (const v of videos) {
      expect([v.url, v.webm, v.poster]).toEqual([
        expect.stringMatching(/^\/media\/video\/.+\.mp4$/),
        expect.stringMatching(/\.webm$/),
        expect.stringMatching(/\.webp$/),
      ])
      expect(Object.keys(v.captions).sort()).toEqual(['en', 'fr', 'ja', 'ko', 'zh'])
      expect(Object.keys(v.titles).sort()).toEqual(['en', 'fr', 'ja', 'ko', 'zh'])
    }
  })
})

describe('tenants', () => {
  it('get different shops, brands and products', async () => {
    const of = (tenantId: number) =>
      platform(async (tx) => ({
        shops: (await tx.select({ n: shops.shopname }).from(shops).where(eq(shops.tenantId, tenantId))).map((r) => r.n),
        brands: (await tx.select({ n: brands.name }).from(brands).where(eq(brands.tenantId, tenantId))).map((r) => r.n),
        products: (
          await tx
            .select({ n: sql<string>`${spus.names}->>'en'` })
            .from(spus)
            .where(eq(spus.tenantId, tenantId))
            .orderBy(spus.id)
            .limit(50)
        ).map((r) => r.n),
      }))
    const [one, two] = [await of(1), await of(2)]
    for (const key of ['shops', 'brands', 'products'] as const) {
      const shared = one[key].filter((name) => two[key].includes(name))
      expect(shared.length, key).toBeLessThan(one[key].length * 0.8)
    }
    expect(one.products).not.toEqual(two.products)
  })
})
