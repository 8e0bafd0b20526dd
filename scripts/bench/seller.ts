import { benchFetch, loadPlans, type Planned } from './clientThread'
import { and, asc, eq, sql } from 'drizzle-orm'
import { ListingStatus } from '../../contract/lifecycles'
import { type SellerProductInput, sellerPaths, sellerSort } from '../../contract/seller'
import { type Db, inTenant, schema } from '../../server/db/client'
import { type BenchDatabase, benchServer, benchShoppers, summary } from './load'

/**
 * The seller center's budgets (issue 34), over HTTP against a real service in this process:
 * product save (a new draft, then an edit of it) and submit with `owners` shop owners at once,
 * each `perOwner` times in turn after `warmRounds` untimed; then one shop of `listSize` products, its product list read by
 * one owner request after another through every sort, a listing filter, a name search and deep
 * pages. PGlite in memory, and PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set.
 */
export const sellerBudgets = { saveP95Ms: 100, submitP95Ms: 100, listP95Ms: 30 }

/** `ip`: each owner its own client address, as 20 people are (one address may hold only a few requests at once). */
type Owner = { id: number; token: string; shopId: number; picture: string; ip: string }

/** `count` logged-in shoppers, each the owner of a new open shop with one uploaded picture (rows written straight). */
export async function owners(base: string, db: Db, count: number, prefix: string): Promise<Owner[]> {
  const shoppers = await benchShoppers(base, db, count, prefix)
  return inTenant(db, 1, async (tx) => {
    const made: Owner[] = []
    for (const [i, s] of shoppers.entries()) {
      const [shop] = await tx
        .insert(schema.shops)
        .values({ tenantId: 1, ownerUserId: s.id, shopname: `${prefix} ${s.id}` })
        .returning({ id: schema.shops.id })
      const path = `bench-${prefix}-${s.id}.png`
      await tx.insert(schema.uploads).values({ tenantId: 1, userId: s.id, path, mime: 'image/png', size: 1000 })
      made.push({ id: s.id, token: s.token, shopId: shop.id, picture: `/uploads/${path}`, ip: `10.7.0.${i + 1}` })
    }
    return made
  })
}

/** An owner's JSON request to /app-api, as data (a GET's body becomes its query). */
export function requestOf(base: string, owner: Owner, path: string, body: object, method = 'POST'): Planned {
  const url = new URL(`/app-api${path}`, base)
  if (method === 'GET') for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v))
  return {
    url: String(url),
    method,
    headers: { 'tenant-id': '1', 'content-type': 'application/json', authorization: owner.token, 'x-forwarded-for': owner.ip },
    body: method === 'GET' ? undefined : JSON.stringify(body),
  }
}

export function call<T>(base: string, owner: Owner, path: string, body: object, method = 'POST') {
  const { url, ...init } = requestOf(base, owner, path, body, method)
  return benchFetch(url, init).then(async (r) => (await r.json()) as { code: number; data: T; msg: string })
}

/** A whole product of 2 colours x 3 sizes, the owner's uploaded picture on each colour. */
export async function productFor(base: string, db: Db, owner: Owner): Promise<SellerProductInput> {
  type Options = { colours: { id: number }[]; sizes: { id: number }[]; brands: { id: number }[] }
  const answer = await call<Options>(base, owner, sellerPaths.productOptions, {}, 'GET')
  if (answer.code !== 0) throw new Error(`options refused: ${answer.msg}`)
  const options = answer.data
  const [category] = await inTenant(db, 1, (tx) =>
    tx
      .select({ id: schema.categories.id })
      .from(schema.categories)
      .where(and(eq(schema.categories.tenantId, 1), eq(schema.categories.level, 3), eq(schema.categories.sex, 2)))
      .orderBy(asc(schema.categories.id))
      .limit(1),
  )
  const colours = options.colours.slice(0, 2).map((c) => c.id)
  const sizes = options.sizes.slice(0, 3).map((s) => s.id)
  return {
    sex: 2,
    categoryId: category.id,
    brandId: options.brands[0].id,
    names: { en: 'Bench linen shirt' },
    descriptions: { en: 'Soft washed linen.' },
    colours: colours.map((valueId) => ({ valueId, pictures: [owner.picture] })),
    sizes,
    skus: colours.flatMap((colourId) => sizes.map((sizeId) => ({ colourId, sizeId, price: 5000, marketPrice: 6000, stock: 10 }))),
  }
}

/** Untimed calls of each kind by every owner first (see benchWrites). */
export const warmRounds = 3

/** Each owner's planned requests at once (loadPlans): their summary, and each owner's ids answered (a save's). */
export async function timedPlans(plans: Planned[][]) {
  const { answers, ms } = await loadPlans(plans)
  const parsed = answers.map((list) =>
    list.map((a) => (a.status === 200 ? (JSON.parse(a.text) as { code: number; data: { id?: number } }) : null)),
  )
  const flat = parsed.flat()
  const figures = summary(
    answers.flat().map((a) => a.ms),
    flat.filter((a) => a?.code !== 0).length,
    ms,
  )
  return { figures, ids: parsed.map((list) => list.map((a) => a?.data?.id ?? 0)) }
}

/** Each owner's `count` requests to `path` at once, the i-th of owner u with `body(u, i)`. */
export const timed = (base: string, team: Owner[], count: number, path: string, body: (u: number, i: number) => object, method = 'POST') =>
  timedPlans(team.map((owner, u) => Array.from({ length: count }, (_, i) => requestOf(base, owner, path, body(u, i), method))))

async function benchWrites(base: string, db: Db, users: number, perOwner: number, prefix: string) {
  const team = await owners(base, db, users, prefix)
  const products = await Promise.all(team.map((o) => productFor(base, db, o)))
  const ids: number[][] = team.map(() => [])
  const saves = async (count: number) => {
    const run = await timed(base, team, count, sellerPaths.productSave, (u) => products[u])
    for (const [u, made] of run.ids.entries()) ids[u].push(...made)
    return run.figures
  }
  const edits = (first: number, count: number) =>
    timed(base, team, count, sellerPaths.productSave, (u, i) => ({
      ...products[u],
      id: ids[u][first + i],
      names: { en: `Bench shirt ${i}` },
    }))
  const submits = (first: number, count: number) =>
    timed(base, team, count, sellerPaths.productSubmit, (u, i) => ({ id: ids[u][first + i] }))
  // Each kind of call is first made untimed by every owner at once, on products of its own: the pool's connections open
  // and the paths warm, as in a service that has been serving (a running service's connections stay open under load).
  await saves(warmRounds)
  const create = await saves(perOwner)
  await edits(0, warmRounds)
  const edit = (await edits(warmRounds, perOwner)).figures
  await submits(0, warmRounds)
  const submit = (await submits(warmRounds, perOwner)).figures
  return { create, edit, submit }
}

/** `count` products in the owner's shop, in every listing status, 6 SKUs each (rows written straight). */
export async function fillShop(db: Db, owner: Owner, count: number) {
  await inTenant(db, 1, async (tx) => {
    const [model] = await tx.select().from(schema.spus).where(eq(schema.spus.shopId, owner.shopId)).limit(1)
    const statuses = Object.values(ListingStatus).filter((s) => s !== ListingStatus.deleted)
    await tx.execute(sql`
      insert into spus (tenant_id, shop_id, brand_id, category_id, sex, names, images, colour_images, price, market_price, value_ids, listing, created_at)
      select 1, ${owner.shopId}, ${model.brandId}, ${model.categoryId}, 2,
        jsonb_build_object('en', 'Bench piece ' || g), ${sql.param(model.images)}::text[], ${JSON.stringify(model.colourImages)}::jsonb,
        1000 + g % 5000, 2000 + g % 5000, ${sql.param(model.valueIds)}::int[],
        (${sql.param(statuses)}::int[])[1 + g % ${statuses.length}], now() - make_interval(secs => g)
      from generate_series(1, ${count}) g`)
    await tx.execute(sql`
      insert into skus (tenant_id, spu_id, price, market_price, stock, value_ids)
      select 1, p.id, p.price + k, p.market_price + k, (p.id * 7 + k) % 9, array[k]
      from spus p cross join generate_series(1, 6) k
      where p.shop_id = ${owner.shopId} and p.id <> ${model.id}`)
    await tx.execute(sql`
      insert into spu_stocks (spu_id, tenant_id, shop_id, stock)
      select p.id, 1, p.shop_id, (select sum(s.stock) from skus s where s.spu_id = p.id)
      from spus p where p.shop_id = ${owner.shopId} and p.id <> ${model.id}`)
  })
}

async function benchList(base: string, db: Db, listSize: number, rounds: number) {
  const [owner] = await owners(base, db, 1, 'lister')
  await call(base, owner, sellerPaths.productSave, await productFor(base, db, owner))
  await fillShop(db, owner, listSize)
  // As the service's upkeep does after such a change (server/db/upkeep.ts: keepTidy on PGlite, autovacuum on PostgreSQL):
  // a bulk fill left unvacuumed makes every scan check each row's visibility, several times slower on PGlite.
  await db.execute(sql`vacuum (analyze) spus, skus, spu_stocks`)
  const queries = [
    ...Object.values(sellerSort).map((sort) => ({ sort })),
    { listing: ListingStatus.live },
    { listing: ListingStatus.rejected, sort: sellerSort.stockLow },
    { name: 'piece 42' },
    { pageNo: 100 },
  ]
  const page = (q: object) => call(base, owner, sellerPaths.products, q).then((r) => r.code === 0)
  // Warm; the fill held PGlite's event loop, so a kept-alive socket may have closed meanwhile: one retry.
  for (const q of queries) await page(q).catch(() => page(q))
  const times: number[] = []
  let failed = 0
  const started = performance.now()
  for (let i = 0; i < rounds; i++) {
    const t = performance.now()
    if (!(await page(queries[i % queries.length]))) failed++
    times.push(performance.now() - t)
  }
  const list = summary(times, failed, performance.now() - started)
  // Each query's own median, to tell which one makes the p95.
  const medians = queries.map((q, k) => [
    JSON.stringify(q),
    summary(
      times.filter((_, i) => i % queries.length === k),
      0,
      1,
    ).medianMs,
  ])
  const duplicate = await benchDuplicate(base, owner)
  return { list: { ...list, medians: Object.fromEntries(medians) }, duplicateInBigShop: duplicate }
}

/** A duplicate (get, then save without the id) in the big shop: the pictures' check reads the shop's products. */
async function benchDuplicate(base: string, owner: Owner) {
  const [row] = (await call<{ list: { id: number }[] }>(base, owner, sellerPaths.products, {})).data.list
  const { id: _id, ...copy } = (await call<SellerProductInput>(base, owner, sellerPaths.productGet, { id: row.id }, 'GET')).data
  const times: number[] = []
  let failed = 0
  const started = performance.now()
  for (let i = 0; i < 20; i++) {
    const t = performance.now()
    if ((await call(base, owner, sellerPaths.productSave, copy)).code !== 0) failed++
    times.push(performance.now() - t)
  }
  return summary(times, failed, performance.now() - started)
}

async function benchOn(
  database: BenchDatabase,
  options: { users: number; perOwner: number; listSize: number; log: (line: string) => void },
) {
  const { base, db, close } = await benchServer(database)
  try {
    const alone = await benchWrites(base, db, 1, options.perOwner, 'alone')
    const writes = await benchWrites(base, db, options.users, options.perOwner, 'owner')
    for (const [who, figures] of [
      ['one owner alone', alone],
      [`${options.users} owners at once`, writes],
    ] as const)
      for (const [name, s] of Object.entries(figures))
        options.log(
          `  ${database} product ${name}, ${who}: median ${s.medianMs} ms, p95 ${s.p95Ms} ms, ${s.requestsPerSecond} req/s, ${s.failed} failed`,
        )
    const reads = await benchList(base, db, options.listSize, 200)
    options.log(
      `  ${database} product list (${options.listSize} in the shop): median ${reads.list.medianMs} ms, p95 ${reads.list.p95Ms} ms`,
    )
    options.log(
      `  ${database} duplicate in that shop: median ${reads.duplicateInBigShop.medianMs} ms, p95 ${reads.duplicateInBigShop.p95Ms} ms`,
    )
    return { alone, ...writes, ...reads }
  } finally {
    await close()
  }
}

export async function benchSeller(log: (line: string) => void = console.log) {
  const options = { users: 20, perOwner: Number(process.env.BENCH_SELLER_REQUESTS ?? 20), listSize: 5000, log }
  const runs: Partial<Record<BenchDatabase, Awaited<ReturnType<typeof benchOn>>>> = { pglite: await benchOn('pglite', options) }
  if (process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL) runs.postgres = await benchOn('postgres', options)
  const verdicts = Object.entries(runs).flatMap(([database, r]): [string, number, number][] => [
    [`${database}: product save (new draft) p95 with ${options.users} owners at once, ms`, r.create.p95Ms, sellerBudgets.saveP95Ms],
    [`${database}: product save (edit) p95 with ${options.users} owners at once, ms`, r.edit.p95Ms, sellerBudgets.saveP95Ms],
    [`${database}: product submit p95 with ${options.users} owners at once, ms`, r.submit.p95Ms, sellerBudgets.submitP95Ms],
    [`${database}: seller product list p95 at ${options.listSize} products in the shop, ms`, r.list.p95Ms, sellerBudgets.listP95Ms],
    [
      `${database}: failed seller requests`,
      r.create.failed + r.edit.failed + r.submit.failed + r.list.failed + r.alone.submit.failed + r.duplicateInBigShop.failed,
      0,
    ],
  ])
  return { result: runs, verdicts }
}
