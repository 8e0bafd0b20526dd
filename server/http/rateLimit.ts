import type { Context, MiddlewareHandler } from 'hono'
import { sql } from 'drizzle-orm'
import { catalogPaths } from '../../contract/catalog'
import type { Config } from '../config'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Db } from '../db/client'
import { prebuiltWrite } from '../db/prebuilt'
import { bearerToken, hashToken, liveSession, sessionSelect } from './auth'
import { socketPeer } from './clientIp'
import type { AppEnv, SeenSession } from './context'
import { requestedTenantId } from './tenant'
import { tooMany } from './respond'

type Limits = Config['rateLimit']
type Kind = 'read' | 'write'

/** POST calls that only read (a query too rich for a query string): they spend the read budget. */
const readingPosts = new Set(
  [catalogPaths.productPage, catalogPaths.pageByShop, catalogPaths.byIdList, catalogPaths.shopProducts, catalogPaths.home].map(
    (p) => `/app-api${p}`,
  ),
)

const kindOf = (c: Context): Kind =>
  c.req.method === 'GET' || c.req.method === 'HEAD' || c.req.method === 'OPTIONS' || readingPosts.has(c.req.path) ? 'read' : 'write'

/** One in this many counts also deletes windows that have ended. */
const sweepEvery = 200

type Count = { hits: number; seconds: number; session?: SeenSession['user'] }

/**
 * Counts one request of `key` in the current minute (a coarse, fixed window) in one statement;
 * answers the count so far and the seconds until the window ends. In the database, so every
 * instance on it shares the count. A request that carries a token also gets its live session
 * from the same statement (`session`: one round trip fewer for every member call; server/http/auth.ts
 * reads it from `seenSession`).
 */
async function countInDatabase(db: Db, key: string, clock?: () => number, session?: SessionAsked): Promise<Count> {
  const values = { key, at: clock ? new Date(clock()) : undefined, now: new Date(), ...session }
  const [row] = await counted(db, values, `${clock ? 'clock' : ''},${session ? 'session' : ''}`)
  if (Math.random() * sweepEvery < 1) {
    const now = clock ? sql`${new Date(clock()).toISOString()}::timestamptz` : sql`now()`
    await db.execute(sql`delete from request_counts where window_start < date_trunc('minute', ${now})`)
  }
  const user = row.id == null ? null : { id: Number(row.id), email: row.email, sessionId: Number(row.session_id), lang: row.lang }
  return { hits: Number(row.hits), seconds: Math.max(1, Number(row.seconds)), session: user }
}

type SessionAsked = { tenantId: number; tokenHash: string }
type CountedRow = { hits: number; seconds: number; id?: number | null; email: string; session_id: number; lang: string }

/** countInDatabase's statement, built once for each shape (a test's clock or the database's; with the session auth.ts reads, or without). */
const counted = prebuiltWrite<CountedRow>((_on, shape) => {
  const now = shape.startsWith('clock') ? sql`${sql.placeholder('at')}::timestamptz` : sql`now()`
  const count = sql`insert into request_counts (key, window_start, hits) values (${sql.placeholder('key')}, date_trunc('minute', ${now}), 1)
    on conflict (key, window_start) do update set hits = request_counts.hits + 1
    returning hits, ceil(extract(epoch from (window_start + interval '1 minute' - ${now})))::int as seconds`
  const session = sessionSelect(new QueryBuilder()).getSQL()
  return shape.endsWith('session')
    ? sql`with counted as (${count}) select counted.hits, counted.seconds, session.* from counted left join lateral (${session}) session on true`
    : sql`with counted as (${count}) select hits, seconds from counted`
})

/** Each embedded database's counts (one per app instance): its minute windows by key. */
const memoryCounts = new WeakMap<Db, Map<string, { start: number; hits: number }>>()

/**
 * The same count kept in memory: on the embedded database (PGlite) the service is one process
 * by construction, so the count is as exact there, and the polls every logged-in shopper makes
 * every 5 s do not each write a row.
 */
function countInMemory(db: Db, key: string, now = Date.now()): Count {
  let windows = memoryCounts.get(db)
  if (!windows) memoryCounts.set(db, (windows = new Map()))
  const start = now - (now % 60_000)
  let window = windows.get(key)
  if (!window || window.start !== start) windows.set(key, (window = { start, hits: 0 }))
  window.hits += 1
  if (Math.random() * sweepEvery < 1) for (const [k, w] of windows) if (w.start < start) windows.delete(k)
  return { hits: window.hits, seconds: Math.max(1, Math.ceil((start + 60_000 - now) / 1000)) }
}

async function countHit(c: Context<AppEnv>, key: string, clock: Limits['clock']): Promise<Count> {
  if (!c.get('config').databaseUrl) return countInMemory(c.get('db'), key, clock?.())
  const token = bearerToken(c.req.header('authorization'))
  const tenantId = requestedTenantId(c)
  if (!token || tenantId === null) return countInDatabase(c.get('db'), key, clock)
  const count = await countInDatabase(c.get('db'), key, clock, { tenantId, tokenHash: hashToken(token) })
  c.set('seenSession', { tenantId, user: count.session ?? null })
  return count
}

/** Whether the request's token opens a live session of the tenant it names (asked only once a guest's budget is spent). */
async function loggedIn(c: Context<AppEnv>): Promise<boolean> {
  const token = bearerToken(c.req.header('authorization'))
  const tenantId = requestedTenantId(c)
  if (!token || tenantId === null) return false
  const seen = c.get('seenSession')
  if (seen) return seen.user !== null
  return (await liveSession(c.get('db'), tenantId, token)) !== null
}

/**
 * Whether one more request of this kind from the client's address is within its budget for the
 * minute; `seconds` is how long to wait when not. Guests get `reads` or `writes` a minute per
 * address; a request with a live session may go on to `userFactor` times that (the address's
 * count is shared, so a shopper behind a busy address is not shut out by its guests).
 */
export async function withinLimit(c: Context<AppEnv>, limits: Limits, kind: Kind): Promise<{ ok: boolean; seconds: number }> {
  const limit = kind === 'read' ? limits.reads : limits.writes
  if (limit === 0) return { ok: true, seconds: 0 }
  const { hits, seconds } = await countHit(c, `${kind}:${c.get('ip')}`, limits.clock)
  const ok = hits <= limit || (hits <= limit * limits.userFactor && (await loggedIn(c)))
  return { ok, seconds }
}

/**
 * The global limit of /app-api, per client address, answered with the envelope 429 and
 * Retry-After. Calls the app makes to itself (a page's start-up replies, server/http/boot.ts)
 * are not counted: their page was, once.
 */
export function rateLimit(limits: Limits): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!socketPeer(c.env)) return next()
    const { ok, seconds } = await withinLimit(c, limits, kindOf(c))
    if (ok) return next()
    return tooMany(c, seconds)
  }
}

/** A page about to get its start-up replies counts as one read; false when the address is over its budget. */
export async function countPage(c: Context<AppEnv>): Promise<boolean> {
  return (await withinLimit(c, c.get('config').rateLimit, 'read')).ok
}
