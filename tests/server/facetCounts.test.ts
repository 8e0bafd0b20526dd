import { and, count, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ListingStatus } from '../../contract/lifecycles'
import { productStatus } from '../../contract/status'
import { asPlatform, schema, type Tx } from '../../server/db/client'
import { compactFacetCounts } from '../../server/db/upkeep'
import { startTestServer, type TestServer } from './harness'

/**
 * facet_counts kept by its triggers: after any write to spus (one row or many, concurrent or not)
 * it holds exactly what counting the on-sale products cell by cell gives.
 */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const { spus, facetCounts } = schema
const platform = <T>(fn: (tx: Tx) => Promise<T>) => asPlatform(server.db, fn)
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows

type Cell = { key: string; n: number }
const cells = (rows: Cell[]) => Object.fromEntries(rows.map((r) => [r.key, r.n]))

/** The counts as kept (the sum of each cell's rows), without the cells at 0. */
const kept = () =>
  platform(async (tx) =>
    cells(
      rowsOf<Cell>(
        await tx.execute(sql`
          select concat_ws(',', tenant_id, axis, list_id, sex, new_flag, discount_flag, facet, option_id) as key, sum(n)::int as n
          from ${facetCounts} group by 1 having sum(n) <> 0`),
      ),
    ),
  )

/** The counts from the products themselves. */
const recounted = () =>
  platform(async (tx) =>
    cells(
      rowsOf<Cell>(
        await tx.execute(sql`
          select concat_ws(',', s.tenant_id, k.axis, k.list_id, s.sex, s.new_flag, s.discount_flag, k.facet, k.option_id) as key,
            count(*)::int as n
          from ${spus} s cross join lateral facet_keys(s.category_id, s.brand_id, s.designer_id, s.shop_id, s.value_ids) k
          where s.status = ${productStatus.onSale}
          group by 1`),
      ),
    ),
  )

const products = (count: number) => platform((tx) => tx.select().from(spus).where(eq(spus.tenantId, 1)).orderBy(spus.id).limit(count))

/** A copy of a product as a new row (new id), for inserts and deletes that touch no other table. */
const copyOf = ({ id, createdAt, ...rest }: typeof spus.$inferSelect) => rest

describe('facet counts kept per write', () => {
  it('match the products after the seed', async () => {
    const counts = await kept()
    expect(Object.keys(counts).length).toBeGreaterThan(100)
    expect(counts).toEqual(await recounted())
  })

  it('follow inserts, moves between lists, status changes and deletes, and ignore other columns', async () => {
    const [a, b, c] = await products(3)
    const before = await kept()
    const rowCount = () => platform(async (tx) => (await tx.select({ n: count() }).from(facetCounts))[0].n)
    const rowsBefore = await rowCount()
    await platform((tx) =>
      tx
        .update(spus)
        .set({ price: sql`${spus.price} + 3` })
        .where(eq(spus.id, a.id)),
    )
    expect(await rowCount()).toBe(rowsBefore)
    const [copy] = await platform((tx) =>
      tx
        .insert(spus)
        .values([copyOf(a), copyOf(b)])
        .returning(),
    )
    await platform((tx) =>
      tx
        .update(spus)
        .set({ brandId: b.brandId, valueIds: [...c.valueIds, ...c.valueIds], newFlag: !a.newFlag })
        .where(eq(spus.id, a.id)),
    )
    await platform((tx) => tx.update(spus).set({ status: productStatus.hidden }).where(eq(spus.id, b.id)))
    await platform((tx) =>
      tx
        .update(spus)
        .set({ sex: c.sex === 1 ? 2 : 1, shopId: a.shopId, discountFlag: !c.discountFlag })
        .where(eq(spus.id, c.id)),
    )
    await platform((tx) => tx.delete(spus).where(eq(spus.id, copy.id)))
    const after = await kept()
    expect(after).not.toEqual(before)
    expect(after).toEqual(await recounted())
    await platform((tx) => tx.update(spus).set({ status: productStatus.onSale }).where(eq(spus.id, b.id)))
    expect(await kept()).toEqual(await recounted())
  })

  it('follow each counted column changed alone, and write nothing for a product not on sale', async () => {
    const rows = await products(60)
    const [a, b] = rows.filter((r) => r.status === productStatus.onSale)
    /** Another product's value of `key`, one that `a` does not have. */
    const otherThanA = <K extends 'categoryId' | 'brandId' | 'designerId' | 'shopId'>(key: K) => {
      const found = rows.find((r) => r[key] !== null && r[key] !== a[key])
      if (!found) throw new Error(`the seed's first products share one ${key}`)
      return found[key] as number
    }
    const changes: Partial<typeof spus.$inferInsert>[] = [
      { categoryId: otherThanA('categoryId') },
      { brandId: otherThanA('brandId') },
      { designerId: otherThanA('designerId') },
      { shopId: otherThanA('shopId') },
      { valueIds: [...b.valueIds].reverse().slice(1) },
      { sex: a.sex === 1 ? 2 : 1 },
      { newFlag: !a.newFlag },
      { discountFlag: !a.discountFlag },
      { tenantId: 2 },
    ]
    for (const change of changes) {
      const before = await kept()
      await platform((tx) => tx.update(spus).set(change).where(eq(spus.id, a.id)))
      const after = await kept()
      expect([change, after]).not.toEqual([change, before])
      expect([change, after]).toEqual([change, await recounted()])
    }
    const rowCount = () => platform(async (tx) => (await tx.select({ n: count() }).from(facetCounts))[0].n)
    const rowsBefore = await rowCount()
    const [draft] = await platform((tx) =>
      tx
        .insert(spus)
        .values({ ...copyOf(b), listing: ListingStatus.draft })
        .returning(),
    )
    await platform((tx) => tx.update(spus).set({ brandId: a.brandId, categoryId: a.categoryId }).where(eq(spus.id, draft.id)))
    await platform((tx) => tx.delete(spus).where(eq(spus.id, draft.id)))
    expect(await rowCount()).toBe(rowsBefore)
  })

  it('stay exact under concurrent writers sharing cells', async () => {
    const sample = await products(40)
    const writers = sample.map((p, i) =>
      platform(async (tx) => {
        await tx.insert(spus).values(copyOf(sample[(i + 1) % sample.length]))
        await tx
          .update(spus)
          .set({ brandId: sample[(i + 7) % sample.length].brandId, valueIds: sample[(i + 3) % sample.length].valueIds })
          .where(and(eq(spus.id, p.id), eq(spus.tenantId, 1)))
      }),
    )
    const folding = [compactFacetCounts(server.db), compactFacetCounts(server.db)]
    const outcomes = await Promise.allSettled([...writers, ...folding])
    expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([])
    expect(await kept()).toEqual(await recounted())
  })

  it('fold into one row a cell, the counts unchanged', async () => {
    const [p] = await products(1)
    await platform((tx) => tx.insert(spus).values([copyOf(p), copyOf(p)]))
    const before = await kept()
    expect(await compactFacetCounts(server.db)).toBeGreaterThan(0)
    const rows = await platform((tx) =>
      tx.execute(sql`select count(*)::int as rows, count(*) filter (where not folded)::int as changes,
        count(distinct (tenant_id, axis, list_id, sex, new_flag, discount_flag, facet, option_id))::int as cells from ${facetCounts}`),
    )
    const [{ rows: total, changes, cells: distinct }] = rowsOf<{ rows: number; changes: number; cells: number }>(rows)
    expect([total, changes]).toEqual([distinct, 0])
    expect(await kept()).toEqual(before)
    expect(await compactFacetCounts(server.db)).toBe(0)
  })
})
