import { and, count, eq, gt, inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'

/**
 * Wrong passwords slow down the client that sends them, not the account: after `freeFailures`
 * failures of one (address, client) pair within an hour, that pair waits `firstDelaySeconds`,
 * doubling with each further failure up to `maxDelaySeconds`. The owner on another client is
 * not refused for it. A client is also capped across addresses (`perIp`), and an address across
 * clients (`perEmail`, against guessing from many clients) except from clients it has logged in
 * from before (`knownDays`).
 */
export const loginLimits = {
  freeFailures: 5,
  firstDelaySeconds: 30,
  maxDelaySeconds: 900,
  pairWindowSeconds: 3600,
  windowSeconds: 900,
  perIp: 20,
  perEmail: 20,
  knownDays: 90,
} as const

const pairKey = (email: string, ip: string) => `login:pair:${email}|${ip}`
const ipKey = (ip: string) => `login:ip:${ip}`
const emailKey = (email: string) => `login:email:${email}`
const knownKey = (email: string, ip: string) => `login:known:${email}|${ip}`

/** How many events a key has within the last `windowSeconds`, and how long ago the oldest and newest were. */
export async function eventsWithin(tx: Tx, tenantId: number, key: string, windowSeconds: number) {
  const t = schema.authThrottle
  const [row] = await tx
    .select({
      events: count(),
      sinceOldest: sql<number>`extract(epoch from now() - min(${t.createdAt}))::float8`,
      sinceNewest: sql<number>`extract(epoch from now() - max(${t.createdAt}))::float8`,
    })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.key, key), gt(t.createdAt, sql`now() - make_interval(secs => ${windowSeconds})`)))
  return { events: Number(row?.events ?? 0), sinceOldest: Number(row?.sinceOldest ?? 0), sinceNewest: Number(row?.sinceNewest ?? 0) }
}

/** Seconds until fewer than `limit` events are left in the window; 0 while under it. */
export async function secondsUntilBelow(tx: Tx, tenantId: number, key: string, limit: number, windowSeconds: number) {
  const { events, sinceOldest } = await eventsWithin(tx, tenantId, key, windowSeconds)
  return events >= limit ? Math.max(1, Math.ceil(windowSeconds - sinceOldest)) : 0
}

/** Notes one event under each key; each row goes once `keepSeconds` have passed (server/db/upkeep.ts). */
export async function recordEvents(tx: Tx, tenantId: number, keys: [key: string, keepSeconds: number][]) {
  await tx
    .insert(schema.authThrottle)
    .values(keys.map(([key, keepSeconds]) => ({ tenantId, key, expiresAt: sql`now() + make_interval(secs => ${keepSeconds})` })))
}

/** The growing wait of an (address, client) pair after its free failures, counted from its last failure. */
export async function pairWait(tx: Tx, tenantId: number, email: string, ip: string) {
  const { events, sinceNewest } = await eventsWithin(tx, tenantId, pairKey(email, ip), loginLimits.pairWindowSeconds)
  if (events < loginLimits.freeFailures) return 0
  const delay = Math.min(loginLimits.maxDelaySeconds, loginLimits.firstDelaySeconds * 2 ** (events - loginLimits.freeFailures))
  return Math.max(0, Math.ceil(delay - sinceNewest))
}

async function isKnownClient(tx: Tx, tenantId: number, email: string, ip: string) {
  return (await eventsWithin(tx, tenantId, knownKey(email, ip), loginLimits.knownDays * 86_400)).events > 0
}

/** Seconds this client must wait before trying a password of this address; 0 when it may. */
export async function loginWait(tx: Tx, tenantId: number, email: string, ip: string): Promise<number> {
  const pair = await pairWait(tx, tenantId, email, ip)
  if (pair > 0) return pair
  const client = await secondsUntilBelow(tx, tenantId, ipKey(ip), loginLimits.perIp, loginLimits.windowSeconds)
  if (client > 0) return client
  const address = await secondsUntilBelow(tx, tenantId, emailKey(email), loginLimits.perEmail, loginLimits.windowSeconds)
  return address > 0 && !(await isKnownClient(tx, tenantId, email, ip)) ? address : 0
}

/**
 * Serializes the counting of these keys across connections (PostgreSQL), for the rest of the
 * transaction: read-then-insert would let simultaneous tries all read the same count. The locks
 * are taken in one order (their hash), so two claims never wait on each other in a circle.
 */
async function lockKeys(tx: Tx, tenantId: number, keys: string[]) {
  const rows = sql.join(
    keys.map((key) => sql`(${key}::text)`),
    sql`, `,
  )
  await tx.execute(
    sql`select pg_advisory_xact_lock(${tenantId}::int, h) from (select distinct hashtext(k) as h from (values ${rows}) as v(k) order by h) as locks`,
  )
}

/** A try at a password of this address by this client, counted as a failure until released (releaseLoginTry). */
export interface LoginTry {
  ids: number[]
}

/**
 * Checks and counts a try in one step, before the password is judged: refuses with loginThrottled
 * and the seconds to wait while this client must wait, else records the try as a failure under the
 * pair, the client and the address, so that of simultaneous tries only as many as the limits leave pass.
 */
export async function claimLoginTry(tx: Tx, tenantId: number, email: string, ip: string): Promise<LoginTry> {
  await lockKeys(tx, tenantId, [pairKey(email, ip), ipKey(ip), emailKey(email)])
  const wait = await loginWait(tx, tenantId, email, ip)
  if (wait > 0) throw new AppError(ErrorCode.loginThrottled, 'loginThrottled', { seconds: wait }, 429)
  const rows = await tx
    .insert(schema.authThrottle)
    .values(
      [
        [pairKey(email, ip), loginLimits.pairWindowSeconds] as const,
        [ipKey(ip), loginLimits.windowSeconds] as const,
        [emailKey(email), loginLimits.windowSeconds] as const,
      ].map(([key, keepSeconds]) => ({ tenantId, key, expiresAt: sql`now() + make_interval(secs => ${keepSeconds})` })),
    )
    .returning({ id: schema.authThrottle.id })
  return { ids: rows.map((r) => r.id) }
}

/** The right password: its try is not a failure, the pair's failures are forgotten and the client is known to the address. */
export async function releaseLoginTry(tx: Tx, tenantId: number, email: string, ip: string, claimed: LoginTry) {
  const t = schema.authThrottle
  await tx.delete(t).where(and(eq(t.tenantId, tenantId), inArray(t.id, claimed.ids)))
  await tx.delete(t).where(and(eq(t.tenantId, tenantId), inArray(t.key, [pairKey(email, ip), knownKey(email, ip)])))
  await recordEvents(tx, tenantId, [[knownKey(email, ip), loginLimits.knownDays * 86_400]])
}
