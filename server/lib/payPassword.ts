import { and, eq, gt, inArray, sql } from 'drizzle-orm'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import { ErrorCode } from '../../contract/codes'
import type { Language } from '../../contract/locale'
import { schema, type Tx } from '../db/client'
import { prebuilt, prebuiltWrite } from '../db/prebuilt'
import { AppError } from '../http/errors'
import type { MemberScope, RequestScope } from '../http/scope'
import { noticeToOwner } from './securityNotice'
import type { RunTx } from './transaction'
import { judged, type Verdict, verifyPassword } from '../modules/auth/password'
import { isKeyedHash, keyedPayPasswordHash, verifyKeyedHash } from './keyedPayPassword'
import { lockedHash } from './lockedHash'
import { eventsWithin, recordEvents } from '../modules/auth/throttle'

/**
 * Wrong transaction passwords: the `maxWrongTries`-th within `windowSeconds` locks every use for
 * `lockSeconds` from it, doubled for each earlier lock within `repeatSeconds` (15 min, 30, 60...).
 */
/** A wrong try counts though its payment is refused; the rows a payment or a withdrawal writes are found by key. */
const keepRefusals = { keepRefusals: true, keyed: true }

export const payPasswordLimits = { maxWrongTries: 5, windowSeconds: 900, lockSeconds: 900, repeatSeconds: 86_400 } as const

const failKey = (userId: number) => `paypass:fail:${userId}`
const lockKey = (userId: number) => `paypass:lock:${userId}`
const locksKey = (userId: number) => `paypass:locks:${userId}`

/** "14:32 UTC" in the request's language, rounded up to the minute: the lock is over by then. */
export function lockedUntilText(seconds: number, lang: Language, now = Date.now()): string {
  const until = new Date(Math.ceil((now + seconds * 1000) / 60_000) * 60_000)
  const time = new Intl.DateTimeFormat(lang, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' }).format(until)
  return `${time} UTC`
}

/** The lock's length: doubled for each lock of the day before it. */
async function nextLockSeconds(tx: Tx, tenantId: number, userId: number): Promise<number> {
  const { events } = await eventsWithin(tx, tenantId, locksKey(userId), payPasswordLimits.repeatSeconds)
  return payPasswordLimits.lockSeconds * 2 ** Math.min(events, 6)
}

const t = schema.authThrottle

/**
 * Seconds left of the lock `lockKey` (its row lives as long as the lock), null when none; the rows
 * of `clearKey` (placeholders, with tenantId) deleted by the same statement, when one is given.
 */
const lockLeft = prebuiltWrite<{ left: number | null }>(
  (on) => sql`with cleared as (${on
    .delete(t)
    .where(and(eq(t.tenantId, sql.placeholder('tenantId')), eq(t.key, sql.placeholder('clearKey'))))
    .getSQL()})
    ${new QueryBuilder()
      .select({ left: sql<number>`extract(epoch from max(${t.expiresAt}) - now())::float8`.as('left') })
      .from(t)
      .where(and(eq(t.tenantId, sql.placeholder('tenantId')), eq(t.key, sql.placeholder('lockKey')), gt(t.expiresAt, sql`now()`)))
      .getSQL()}`,
)

/**
 * Seconds left of the lock, 0 when none. `clearing`: the wrong tries forgotten in the same
 * statement (a right password). While a lock lasts there are none to forget: its start spent them
 * and no try is counted during it.
 */
async function lockedSeconds(tx: Tx, tenantId: number, userId: number, clearing: boolean): Promise<number> {
  const [row] = await lockLeft(tx, { tenantId, lockKey: lockKey(userId), clearKey: clearing ? failKey(userId) : '' })
  return row?.left ? Math.max(1, Math.ceil(Number(row.left))) : 0
}

const locked = (seconds: number, lang: Language) =>
  new AppError(ErrorCode.payPasswordLocked, 'payPasswordLocked', { time: lockedUntilText(seconds, lang), seconds }, 429)

/**
 * Checks the shopper's transaction password before a payment, a withdrawal or a change of it.
 * Refuses with payPasswordNotSet when none is set; payPasswordLocked (with the time it ends) while
 * locked; payPasswordWrong (with the tries left and the coming lock's minutes) on a wrong one, which
 * is counted: the 5th wrong try within 15 minutes locks every use from it (and answers
 * payPasswordLocked), for 15 minutes doubled for each earlier lock of the day.
 * The right one forgets the wrong tries. The user's row is locked (FOR UPDATE) so that concurrent
 * tries are counted one after the other. The slow hash has already run (withPayPassword): this only
 * reads its verdict, and throws StaleHash when the stored hash is no longer the judged one.
 *
 * Callers must run it FIRST, through withPayPassword (a transaction that keeps refusals, so that
 * the failure count commits with the refusal), and write their business rows after it.
 */
export async function checkPayPassword(tx: Tx, scope: MemberScope, verdict: Verdict | undefined): Promise<void> {
  const { tenantId, userId, lang } = scope
  // A hash read under the row's lock in this transaction (withPayPassword) is not read again.
  const stored = verdict?.held ? verdict.hash : await lockedHash(tx, scope, 'payPasswordHash', verdict)
  if (stored === null) throw new AppError(ErrorCode.payPasswordNotSet, 'payPasswordNotSet')
  // A right password forgets the wrong tries (not the day's locks: a right password between guesses does not restart their doubling).
  const wait = await lockedSeconds(tx, tenantId, userId, verdict?.matches === true)
  if (wait > 0) throw locked(wait, lang)
  if (verdict?.matches) return
  const { windowSeconds, maxWrongTries, repeatSeconds } = payPasswordLimits
  await recordEvents(tx, tenantId, [[failKey(userId), windowSeconds]])
  const { events } = await eventsWithin(tx, tenantId, failKey(userId), windowSeconds)
  const lockSeconds = await nextLockSeconds(tx, tenantId, userId)
  if (events < maxWrongTries)
    throw new AppError(ErrorCode.payPasswordWrong, 'payPasswordWrong', { remaining: maxWrongTries - events, minutes: lockSeconds / 60 })
  // The lock starts now; the tries that led to it are spent, so a lapsed lock gives a fresh 5.
  await clearKeys(tx, tenantId, [failKey(userId)])
  await recordEvents(tx, tenantId, [
    [lockKey(userId), lockSeconds],
    [locksKey(userId), repeatSeconds],
  ])
  await noticeToOwner(tx, scope, 'payPasswordLockNotice', { minutes: lockSeconds / 60 })
  throw locked(lockSeconds, lang)
}

export type { Verdict as PayPasswordVerdict }

const u = schema.users
const hashSelect = (qb: QueryBuilder) =>
  qb
    .select({ hash: u.payPasswordHash })
    .from(u)
    .where(and(eq(u.tenantId, sql.placeholder('tenantId')), eq(u.id, sql.placeholder('userId'))))
const hashRows = { read: prebuilt((qb) => hashSelect(qb)), locked: prebuilt((qb) => hashSelect(qb).for('update')) }

/** The shopper's stored transaction password hash (null when none is set); `lock`: FOR UPDATE. */
async function payPasswordHash(tx: Tx, { tenantId, userId }: MemberScope, lock = false): Promise<string | null> {
  const [row] = await hashRows[lock ? 'locked' : 'read'](tx, { tenantId, userId })
  return row?.hash ?? null
}

/** A hash stored before keyed hashes (scrypt): judged the slow way. Rolls its transaction back. */
class SlowHash extends Error {}

/**
 * Runs `write` with the transaction password's verdict in one transaction that keeps refusals;
 * `write` starts with checkPayPassword. A keyed hash (server/lib/keyedPayPassword.ts) is judged in
 * that transaction, under the row's lock. An older scrypt hash is judged outside any transaction
 * (server/modules/auth/password.ts#judged) and, once the password matched, replaced by a keyed one
 * in the same transaction as `write`.
 */
export async function withPayPassword<T>(
  withTx: RunTx<MemberScope>,
  who: RequestScope,
  password: string,
  write: (tx: Tx, scope: MemberScope, verdict: Verdict | undefined) => Promise<T>,
): Promise<T> {
  try {
    return await withTx(async (tx, s) => {
      const hash = await payPasswordHash(tx, s, true)
      if (hash !== null && !isKeyedHash(hash)) throw new SlowHash()
      return write(tx, s, hash === null ? undefined : { hash, matches: verifyKeyedHash(s.codeSecret, password, hash), held: true })
    }, keepRefusals)
  } catch (error) {
    if (!(error instanceof SlowHash)) throw error
  }
  const verify = async (digits: string, hash: string) =>
    isKeyedHash(hash) ? verifyKeyedHash(who.codeSecret, digits, hash) : verifyPassword(digits, hash)
  const upgraded = (tx: Tx, s: MemberScope, verdict: Verdict | undefined) =>
    write(tx, s, verdict).then(async (result) => {
      if (verdict?.matches && !isKeyedHash(verdict.hash)) await replaceHash(tx, s, verdict.hash, password)
      return result
    })
  return judged(
    who,
    () => withTx((tx, s) => payPasswordHash(tx, s)),
    password,
    (verdict) => withTx((tx, s) => upgraded(tx, s, verdict), keepRefusals),
    verify,
  )
}

/** The keyed hash in place of the scrypt one the password was just judged against (unless it changed meanwhile). */
async function replaceHash(tx: Tx, s: MemberScope, judgedHash: string, password: string) {
  const u = schema.users
  await tx
    .update(u)
    .set({ payPasswordHash: keyedPayPasswordHash(s.codeSecret, password) })
    .where(and(eq(u.tenantId, s.tenantId), eq(u.id, s.userId), eq(u.payPasswordHash, judgedHash)))
}

async function clearKeys(tx: Tx, tenantId: number, keys: string[]) {
  await tx.delete(t).where(and(eq(t.tenantId, tenantId), inArray(t.key, keys)))
}

/** Forgets the wrong tries and lifts the lock (a reset by email code does). */
export async function clearPayPasswordFailures(tx: Tx, tenantId: number, userId: number): Promise<void> {
  await clearKeys(tx, tenantId, [failKey(userId), lockKey(userId), locksKey(userId)])
}
