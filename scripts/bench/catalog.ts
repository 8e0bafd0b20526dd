import { type ChildProcess, execFile, spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { catalogPaths as paths } from '../../contract/catalog'
import { api, type Call } from './catalogApi'
import { coldFilterCounts, filterMixes } from './filterCounts'

/**
 * The catalog budgets: latency of the product list, search and shop search (median and p95
 * of sequential requests; requests per second with 50 connections) at seed size and at
 * 100,000 products. The pages' Lighthouse figures are scripts/bench/pages.ts.
 */
export const catalogBudgets = { p95At100kMs: 50 }

const run = promisify(execFile)
const bigCatalog = 100_000
const seedProducts = 3000

interface Server {
  base: string
  child: ChildProcess
}

export async function startProduct(dataDir: string, port: number): Promise<Server> {
  const child = spawn(process.execPath, ['dist-server/main.mjs'], {
    // The load comes from one address: limits high enough never to refuse it, still counted (their cost is measured).
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      RATE_LIMIT_READS: '100000000',
      RATE_LIMIT_WRITES: '100000000',
      // 50 connections from one address: over the in-flight cap, most would be answered 429 and counted failed.
      REQUESTS_IN_FLIGHT_MAX: '0',
    },
    stdio: 'ignore',
  })
  const base = `http://127.0.0.1:${port}`
  const started = performance.now()
  for (;;) {
    const ok = await fetch(`${base}/app-api/system/tenant/get-by-website?website=localhost`).then(
      (r) => r.ok,
      () => false,
    )
    if (ok) return { base, child }
    if (performance.now() - started > 300_000) throw new Error('the product did not start within 5 minutes')
    await new Promise((r) => setTimeout(r, 100))
  }
}

export async function stop(server: Server) {
  server.child.kill('SIGTERM')
  await new Promise((r) => server.child.once('exit', r))
}

/** Real ids to query with: a women's leaf category, a brand, a size value, a product. */
export async function discover(base: string) {
  const { get, post } = api(base)
  type Node = { id: number; child: Node[] }
  const tree = (await get(paths.categoryTree, { sex: 2 })) as Node[]
  const leaf = tree[0].child[0].child[0]
  const options = (await get(paths.filterOptions, { type: 'category', navigation: 4, buyid: leaf.id })) as {
    productPropertyListVos: { title: string; productPropertyVoList: { valueId: number }[] }[]
    productBrands: { id: number }[]
  }
  const size = options.productPropertyListVos.find((g) => /size/i.test(g.title))?.productPropertyVoList[1]?.valueId
  const brandId = options.productBrands[0]?.id
  const page = (await post(paths.productPage, { page: 1, row: 1 })) as { list: { productId: number; shopId: number }[] }
  return { categoryId: leaf.id, brandId, size, product: page.list[0] }
}

function mixes(base: string, ids: Awaited<ReturnType<typeof discover>>, products: number): Record<string, Call[]> {
  const { get, post } = api(base)
  const page = (body: object) => () => post(paths.productPage, { page: 1, row: 20, ...body })
  const deepPage = Math.floor(products / 20 / 2)
  const words = ['linen dress', 'merino', 'sneak', 'Wrap Midi', 'cashm', 'leather boots', 'denim', 'silk blouse']
  const shopWords = ['atel', 'nord', 'studio', 'maison', 'linen', 'casa']
  return {
    plainPage: [page({})],
    womenNewest: [page({ sex: 2, sort: 3 })],
    newIn: [page({ type: 'newGoods' })],
    category: [page({ categoryId: ids.categoryId, navigation: 4, type: 'category' })],
    categoryPriceUp: [page({ categoryId: ids.categoryId, navigation: 4, type: 'category', sort: 2 })],
    brandAndSize: [page({ brandId: ids.brandId, navigation: 5, type: 'brand', attributelist: ids.size ? [ids.size] : [] })],
    discountPriceDown: [page({ type: 'discount', sort: 1 })],
    deepPage: [page({ page: deepPage })],
    search: words.map((searchparam) => page({ searchparam })),
    shopSearch: shopWords.map((shopname) => () => get(paths.shopsByName, { shopname, pageNo: 1, pageSize: 24 })),
    ...filterMixes(api(base), ids, words),
  }
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const round = (n: number) => Math.round(n * 10) / 10

async function latency(calls: Call[], requests: number) {
  for (const call of calls) await call() // warm
  const times: number[] = []
  for (let i = 0; i < requests; i++) {
    const t = performance.now()
    await calls[i % calls.length]()
    times.push(performance.now() - t)
  }
  times.sort((a, b) => a - b)
  return { medianMs: round(percentile(times, 50)), p95Ms: round(percentile(times, 95)) }
}

/** 50 loops fetching round-robin over every mix for `ms`: completed requests per second. */
async function throughput(calls: Call[], connections: number, ms: number) {
  let done = 0
  let failed = 0
  const until = performance.now() + ms
  await Promise.all(
    Array.from({ length: connections }, async (_, c) => {
      for (let i = c; performance.now() < until; i++) {
        await calls[i % calls.length]().then(
          () => done++,
          () => failed++,
        )
      }
    }),
  )
  return { requestsPerSecond: Math.round(done / (ms / 1000)), failed }
}

export async function measureApi(base: string, products: number, log: (line: string) => void) {
  const ids = await discover(base)
  // First, before any list is asked for again: these counts are computed, not remembered.
  const cold = (await coldFilterCounts(api(base), ids)).sort((a, b) => a - b)
  const filtersCold = {
    requests: cold.length,
    medianMs: round(percentile(cold, 50)),
    p95Ms: round(percentile(cold, 95)),
    maxMs: round(cold.at(-1) ?? 0),
  }
  log(
    `  filter options never asked before (${cold.length} lists): median ${filtersCold.medianMs} ms, p95 ${filtersCold.p95Ms} ms, max ${filtersCold.maxMs} ms`,
  )
  const all = mixes(base, ids, products)
  const results: Record<string, { medianMs: number; p95Ms: number }> = {}
  for (const [name, calls] of Object.entries(all)) {
    results[name] = await latency(calls, 200)
    log(`  ${name}: median ${results[name].medianMs} ms, p95 ${results[name].p95Ms} ms`)
  }
  const load = await throughput(Object.values(all).flat(), 50, 10_000)
  log(`  50 connections: ${load.requestsPerSecond} req/s (${load.failed} failed)`)
  return { latency: results, concurrency50: load, filtersCold, ids }
}

/** A data folder with `products` products for tenant 1, made once with the seed CLI and reused. */
async function bigDataDir(log: (line: string) => void) {
  const dir = process.env.BENCH_CATALOG_DIR ?? join(tmpdir(), 'vitrine-bench-catalog-100k')
  const done = join(dir, 'catalog-generated')
  if (!existsSync(done)) {
    log(`  generating ${bigCatalog} products into ${dir} (once; reused by later runs)...`)
    rmSync(dir, { recursive: true, force: true })
    await run(
      process.execPath,
      ['--import', 'tsx', 'server/seed/cli.ts', '--products', String(bigCatalog - seedProducts), '--data-dir', dir],
      { env: { ...process.env, DATABASE_URL: '' }, maxBuffer: 16 * 1024 * 1024 },
    )
    writeFileSync(done, `${bigCatalog} products for tenant 1\n`)
  }
  return dir
}

/** The seed-size product in a fresh temporary data folder, removed afterwards: first start, API and pages. */
async function measureSeedSize(options: { port: number }, log: (line: string) => void) {
  const seedDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-catalog-'))
  try {
    log(`catalog at seed size (${seedProducts} products per tenant), first start seeds it:`)
    const firstStart = performance.now()
    const server = await startProduct(seedDir, options.port)
    const firstStartMs = Math.round(performance.now() - firstStart)
    try {
      const seedSize = await measureApi(server.base, seedProducts, log)
      return { firstStartMs, seedSize }
    } finally {
      await stop(server)
    }
  } finally {
    rmSync(seedDir, { recursive: true, force: true })
  }
}

export async function benchCatalog(options: { port: number; log?: (line: string) => void }) {
  const log = options.log ?? ((line: string) => console.error(line))
  const { firstStartMs, seedSize } = await measureSeedSize(options, log)
  log(`catalog at ${bigCatalog} products:`)
  const server = await startProduct(await bigDataDir(log), options.port)
  let big: Awaited<ReturnType<typeof measureApi>>
  try {
    big = await measureApi(server.base, bigCatalog, log)
  } finally {
    await stop(server)
  }
  const worstP95 = Math.max(...Object.values(big.latency).map((l) => l.p95Ms))
  const verdicts: [string, number, number, 'max' | 'min'][] = [
    [`catalog p95 at ${bigCatalog} products (worst mix), ms`, worstP95, catalogBudgets.p95At100kMs, 'max'],
    [`filter options never asked before p95 at ${bigCatalog} products, ms`, big.filtersCold.p95Ms, catalogBudgets.p95At100kMs, 'max'],
  ]
  const strip = ({ ids: _ids, ...rest }: Awaited<ReturnType<typeof measureApi>>) => rest
  return {
    result: { firstStartWithSeedMs: firstStartMs, seedSize: strip(seedSize), [`at${bigCatalog}`]: strip(big) },
    verdicts,
  }
}
