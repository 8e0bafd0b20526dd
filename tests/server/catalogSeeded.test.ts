import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FilterQuery } from '../../contract/catalog'
import { productStatus } from '../../contract/status'
import { asPlatform, schema } from '../../server/db/client'
import { newIn } from '../../server/modules/catalog/public'
import { startTestServer, type TestServer } from './harness'

/** The demo seed's catalog (150 products a tenant) through the API: colour pictures, and filter counts against a brute-force count. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const { spus, categories, propertyValues } = schema
type Row = Pick<
  typeof spus.$inferSelect,
  'id' | 'sex' | 'categoryId' | 'brandId' | 'designerId' | 'shopId' | 'valueIds' | 'newFlag' | 'discountFlag'
>

const onSale = () =>
  asPlatform(server.db, (tx) =>
    tx
      .select({
        id: spus.id,
        sex: spus.sex,
        categoryId: spus.categoryId,
        brandId: spus.brandId,
        designerId: spus.designerId,
        shopId: spus.shopId,
        valueIds: spus.valueIds,
        newFlag: newIn,
        discountFlag: spus.discountFlag,
        colourImages: spus.colourImages,
      })
      .from(spus)
      .where(and(eq(spus.tenantId, 1), eq(spus.status, productStatus.onSale))),
  )

describe('colour pictures', () => {
  it('gives the detail pictures per colour: the garment drawn in that colour’s swatch, three views each', async () => {
    const product = (await onSale()).find((p) => Object.keys(p.colourImages).length >= 2)!
    const res = await server.api.catalog.productDetail({ id: product.id })
    const colour = res.data.properties.find((p) => p.values.every((v) => v.swatch))!
    expect(res.data.colourImages.map((c) => c.valueId)).toEqual(colour.values.map((v) => v.valueId))
    for (const { valueId, imglist } of res.data.colourImages) {
      const hex = colour.values.find((v) => v.valueId === valueId)!.swatch!.slice(1)
      expect(imglist).toHaveLength(3)
      for (const url of imglist)
        expect(url).toMatch(new RegExp(`^/media/p/[a-z]+-[a-z]+-${hex}-[0-9a-f]{6}-\\d+-(front|back|detail)\\.svg$`))
    }
    const [first, second] = res.data.colourImages
    expect(first.imglist).toEqual(res.data.imglist.slice(0, 3))
    expect(second.imglist).not.toEqual(first.imglist)
    const picture = await fetch(`${server.base}${second.imglist[0]}`)
    expect([picture.status, picture.headers.get('content-type')]).toEqual([200, 'image/svg+xml'])
  })

  it('puts the colours on list cards as swatches, each with its first picture, the first colour being the card’s own', async () => {
    const res = await server.api.catalog.productPage({ page: 1, row: 100 })
    const rows = new Map((await onSale()).map((p) => [p.id, p]))
    const swatches = new Map(
      (await asPlatform(server.db, (tx) => tx.select().from(propertyValues).where(eq(propertyValues.tenantId, 1)))).map((v) => [v.id, v]),
    )
    const multi = res.data.list.filter((card) => (card.colourCount ?? 0) >= 2)
    expect(multi.length).toBeGreaterThan(10)
    for (const card of res.data.list) {
      const row = rows.get(card.productId)!
      const colours = row.valueIds.filter((id) => swatches.get(id)?.swatch)
      expect(card.colourCount).toBe(colours.length)
      expect(card.colours).toEqual(
        colours.slice(0, 4).map((id) => ({
          valueId: id,
          name: swatches.get(id)!.names.en,
          swatch: swatches.get(id)!.swatch,
          picUrl: row.colourImages[id][0],
        })),
      )
      expect(card.colours![0].picUrl).toBe(card.imglist[0])
    }
  })
})

describe('filter option counts on the seeded catalog', () => {
  let rows: Row[]
  let propertyOf: Map<number, number>
  let leavesUnder: (id: number) => number[]
  let parentOf: (id: number) => number
  beforeAll(async () => {
    rows = await onSale()
    const values = await asPlatform(server.db, (tx) => tx.select().from(propertyValues).where(eq(propertyValues.tenantId, 1)))
    propertyOf = new Map(values.map((v) => [v.id, v.propertyId]))
    const tree = await asPlatform(server.db, (tx) => tx.select().from(categories).where(eq(categories.tenantId, 1)))
    leavesUnder = (id) => [id, ...tree.filter((c) => c.parentId === id).flatMap((c) => leavesUnder(c.id))]
    parentOf = (id) => tree.find((c) => c.id === id)!.parentId
  })

  /** What the counts must be: for each group, the list narrowed by every other group's choice, counted per option. */
  function bruteForce(inList: (r: Row) => boolean, chosen: { brands?: number[]; values?: number[]; category?: number }) {
    const chosenValues = new Map<number, number[]>()
    for (const v of chosen.values ?? []) chosenValues.set(propertyOf.get(v)!, [...(chosenValues.get(propertyOf.get(v)!) ?? []), v])
    const categoryIds = chosen.category ? leavesUnder(chosen.category) : null
    const passes = (r: Row, skip: string | number) =>
      (skip === 'brand' || !chosen.brands || chosen.brands.includes(r.brandId)) &&
      (skip === 'category' || !categoryIds || categoryIds.includes(r.categoryId)) &&
      [...chosenValues].every(([p, ids]) => skip === p || ids.some((id) => r.valueIds.includes(id)))
    const list = rows.filter(inList)
    const tally = (key: (r: Row) => number[], skip: (option: number) => string | number) => {
      const counts = new Map<number, number>()
      for (const r of list) for (const option of key(r)) counts.set(option, (counts.get(option) ?? 0) + (passes(r, skip(option)) ? 1 : 0))
      return Object.fromEntries(counts)
    }
    return {
      brands: tally(
        (r) => [r.brandId],
        () => 'brand',
      ),
      categories: tally(
        (r) => [r.categoryId],
        () => 'category',
      ),
      designers: tally(
        (r) => (r.designerId ? [r.designerId] : []),
        () => 'designer',
      ),
      values: tally(
        (r) => r.valueIds,
        (v) => propertyOf.get(v)!,
      ),
    }
  }

  async function answered(query: FilterQuery) {
    const res = await server.api.catalog.filterOptions(query)
    expect(res.code, res.msg).toBe(0)
    const of = <T>(list: T[], key: (o: T) => number, count: (o: T) => number) => Object.fromEntries(list.map((o) => [key(o), count(o)]))
    return {
      brands: of(
        res.data.productBrands,
        (b) => b.id,
        (b) => b.count,
      ),
      categories: of(
        res.data.categoryBaseVOList,
        (c) => c.categoryId,
        (c) => c.count,
      ),
      designers: of(
        res.data.designerSaveReqVOList,
        (d) => d.id,
        (d) => d.count,
      ),
      values: of(
        res.data.productPropertyListVos.flatMap((g) => g.productPropertyVoList),
        (v) => v.valueId,
        (v) => v.count,
      ),
    }
  }

  it('counts every product of a population, of its sale and of a level-one category', async () => {
    expect(await answered({ sex: 2 })).toEqual(bruteForce((r) => r.sex === 2, {}))
    expect(await answered({ type: 'discount', sex: 1 })).toEqual(bruteForce((r) => r.sex === 1 && r.discountFlag, {}))
    const levelOne = parentOf(parentOf(rows.find((r) => r.sex === 3)!.categoryId))
    const under = leavesUnder(levelOne)
    expect(await answered({ type: 'category', navigation: 4, buyid: levelOne, sex: 3 })).toEqual(
      bruteForce((r) => r.sex === 3 && under.includes(r.categoryId), {}),
    )
  })

  it('counts with the drawer’s brands, colour, size and category applied, each group without its own choice', async () => {
    const women = rows.filter((r) => r.sex === 2)
    const brands = [...new Set(women.map((r) => r.brandId))].slice(0, 3)
    const [colour, size] = [women[0].valueIds[0], women[1].valueIds[1]]
    const category = women[2].categoryId
    const chosen = { brands, values: [colour, size], category }
    const expected = bruteForce((r) => r.sex === 2, chosen)
    expect(Object.values(expected.values)).toContain(0)
    expect(await answered({ sex: 2, brandIds: brands, attributelist: [colour, size], categoryId: category })).toEqual(expected)
  })

  it('counts a brand’s, a designer’s, a shop’s and the new-in list, with one choice or none', async () => {
    const women = rows.filter((r) => r.sex === 2)
    const { brandId, designerId, shopId } = women.find((r) => r.designerId)!
    expect(await answered({ type: 'brand', navigation: 5, buyid: brandId, sex: 2 })).toEqual(
      bruteForce((r) => r.sex === 2 && r.brandId === brandId, {}),
    )
    expect(await answered({ navigation: 2, buyid: designerId!, sex: 2 })).toEqual(
      bruteForce((r) => r.sex === 2 && r.designerId === designerId, {}),
    )
    expect(await answered({ shopId })).toEqual(bruteForce((r) => r.shopId === shopId, {}))
    expect(await answered({ type: 'newGoods', sex: 1 })).toEqual(bruteForce((r) => r.sex === 1 && r.newFlag, {}))
    const colour = women[0].valueIds[0]
    const oneChoice = bruteForce((r) => r.sex === 2, { values: [colour] })
    expect(Object.values(oneChoice.brands)).not.toEqual(Object.values(bruteForce((r) => r.sex === 2, {}).brands))
    expect(await answered({ sex: 2, attributelist: [colour] })).toEqual(oneChoice)
    expect(await answered({ type: 'discount', sex: 2, attributelist: [colour] })).toEqual(
      bruteForce((r) => r.sex === 2 && r.discountFlag, { values: [colour] }),
    )
    expect(await answered({ sex: 2, brandIds: [brandId] })).toEqual(bruteForce((r) => r.sex === 2, { brands: [brandId] }))
  })
})
