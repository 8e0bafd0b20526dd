import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { chatPaths } from '../../contract/chat'
import { parseWire } from '../../contract/call'
import { systemMessageWires, type UnreadCounts } from '../../contract/systemMessages'
import { pgliteDir } from '../../server/config'
import { openDatabase } from '../../server/db/client'
import { startProduct, stop } from './catalog'
import { explainPolls, planSummary } from './chatPlans'
import { addPollLoad, type Poller, type PollLoad } from './pollLoad'

/** Budgets of the polls every logged-in shopper runs every 5 s (the dots' counts, an open chat's newer messages), on PGlite. */
export const unreadBudgets = { p95Ms: 10 }

const round = (n: number) => Math.round(n * 10) / 10
const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** User + system CPU seconds of a process so far (Linux /proc; clock ticks of 1/100 s). */
function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
  return (Number(fields[11]) + Number(fields[12])) / 100
}

/** The poll load in the product's database, written while the service is down (PGlite is one process's), and the polls' plans. */
async function addShoppers(dataDir: string, load: PollLoad) {
  const database = await openDatabase({ dataDir: pgliteDir({ dataDir }) })
  try {
    const pollers = await addPollLoad(database.db, load)
    return { pollers, plans: await explainPolls(database.db, pollers[0]) }
  } finally {
    await database.close()
  }
}

type Poll = (poller: Poller) => Promise<number>
type Server = Awaited<ReturnType<typeof startProduct>>

/** The two polls an open chat runs: the dots' counts and the chat's newer messages; each answers its time. */
function polls(base: string, load: PollLoad): { unread: Poll; newer: Poll } {
  const get = async (path: string, poller: Poller, check: (data: unknown) => boolean) => {
    const t = performance.now()
    const res = await fetch(`${base}/app-api${path}`, { headers: { 'tenant-id': '1', language: 'en', Authorization: poller.token } })
    const body = (await res.json()) as { code: number; data: unknown }
    if (body.code !== 0 || !check(body.data)) throw new Error(`${path}: ${body.code} ${JSON.stringify(body.data)}`)
    return performance.now() - t
  }
  const system = Math.ceil(load.perShopper / 4)
  return {
    unread: (p) =>
      get(`${parseWire(systemMessageWires.unread).path}?mesType=1&userType=1`, p, (d) => {
        const counts = d as UnreadCounts
        return counts.system === system && counts.leave === 1 && counts.service === 0
      }),
    newer: (p) =>
      get(
        `${chatPaths.newer}?conversationId=${p.conversationId}&lastId=${p.lastId}&userType=1`,
        p,
        (d) => Array.isArray(d) && d.length === 0,
      ),
  }
}

const summary = (times: number[]) => {
  const sorted = [...times].sort((a, b) => a - b)
  return {
    requests: sorted.length,
    medianMs: round(percentile(sorted, 50)),
    p95Ms: round(percentile(sorted, 95)),
    p99Ms: round(percentile(sorted, 99)),
    maxMs: round(sorted[sorted.length - 1]),
  }
}

/**
 * Both polls of every shopper every 5 s, spread evenly (an open loop: a slow answer does not slow
 * the arrivals), for `seconds`; each poll's times, the failures, and the service's CPU meanwhile.
 */
async function pollFor(server: Server, pollers: Poller[], load: PollLoad, seconds: number) {
  const { unread, newer } = polls(server.base, load)
  // Every shopper once, to warm the connection pool and the caches, as a running shop would be.
  for (let i = 0; i < pollers.length; i += 50) await Promise.all(pollers.slice(i, i + 50).flatMap((p) => [unread(p), newer(p)]))
  const rate = (2 * pollers.length) / 5
  const gap = 1000 / rate
  const total = Math.round(rate * seconds)
  const times = { unread: [] as number[], newer: [] as number[] }
  let failed = 0
  let late = 0
  const inFlight: Promise<void>[] = []
  const pid = server.child.pid ?? 0
  const cpuBefore = cpuSeconds(pid)
  const started = performance.now()
  for (let i = 0; i < total; i++) {
    const due = started + i * gap
    const wait = due - performance.now()
    if (wait > 1) await sleep(wait)
    else if (wait < -gap) late++
    const kind = i % 2 ? 'newer' : 'unread'
    const poller = pollers[Math.floor(i / 2) % pollers.length]
    inFlight.push(
      (kind === 'newer' ? newer : unread)(poller).then(
        (ms) => void times[kind].push(ms),
        (e) => {
          failed++
          if (failed <= 3) console.error(String(e), e?.cause)
        },
      ),
    )
  }
  await Promise.all(inFlight)
  const elapsed = (performance.now() - started) / 1000
  const cpu = cpuSeconds(pid) - cpuBefore
  const requests = times.unread.length + times.newer.length
  return {
    requestsPerSecond: round(requests / elapsed),
    failed,
    lateArrivals: late,
    unreadPoll: summary(times.unread),
    newerPoll: summary(times.newer),
    serviceCpuPercentOfOneCore: round((cpu / elapsed) * 100),
    serviceCpuMsPerRequest: round((cpu * 1000) / requests),
  }
}

/**
 * The polls at scale on PGlite: `shoppers` logged-in shoppers, each with a chat open, asking every
 * 5 s (docs/behaviour.md#system-messages) for their unread counts and for their chat's new messages, so
 * 2 x shoppers / 5 requests per second. Each holds `perShopper` system messages, a quarter unread,
 * and a chat of `perChat` messages (50,000 chat messages in all by default). Measures each poll's
 * p95 and the service process's CPU over the window, and explains both polls' plans.
 */
export async function benchUnread(options: { port: number; shoppers?: number; seconds?: number; perShopper?: number; perChat?: number }) {
  const load: PollLoad = { shoppers: options.shoppers ?? 1000, perShopper: options.perShopper ?? 20, perChat: options.perChat ?? 50 }
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-bench-unread-'))
  process.env.SEED_PRODUCTS ??= '300'
  try {
    // First start seeds the tenants; then the shoppers are added while the service is down (PGlite is one process's).
    await stop(await startProduct(dataDir, options.port))
    const { pollers, plans } = await addShoppers(dataDir, load)
    const server = await startProduct(dataDir, options.port)
    try {
      const measured = await pollFor(server, pollers, load, options.seconds ?? 30)
      return {
        shoppers: load.shoppers,
        chatMessages: load.shoppers * load.perChat,
        pollEverySeconds: 5,
        ...measured,
        plans: { unreadPoll: planSummary(plans.unreadPoll), newerPoll: planSummary(plans.newerPoll) },
        planText: plans,
        /** The machine's load while measuring: other work on its cores slows the service down too. */
        machine: { cores: cpus().length, loadAverage1m: round(loadavg()[0]) },
      }
    } finally {
      await stop(server)
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}
