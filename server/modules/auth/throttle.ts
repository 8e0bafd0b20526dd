import { and, count, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'

/** Failed logins allowed per window: per email, and per client address. */
export const loginLimits = { windowMinutes: 15, perEmail: 5, perIp: 20 } as const

const window = sql`make_interval(mins => ${loginLimits.windowMinutes})`

const emailKey = (email: string) => `login:email:${email}`
const ipKey = (ip: string) => `login:ip:${ip}`

/** Refuses with loginThrottled and the seconds to wait when either key is over its limit. */
export async function assertLoginAllowed(tx: Tx, tenantId: number, email: string, ip: string) {
  for (const [key, limit] of [
    [emailKey(email), loginLimits.perEmail],
    [ipKey(ip), loginLimits.perIp],
  ] as const) {
    const wait = await secondsUntilBelow(tx, tenantId, key, limit)
    if (wait > 0) throw new AppError(ErrorCode.loginThrottled, 'loginThrottled', { seconds: wait }, 429)
  }
}

/** Records a failure under both keys, dropping their failures that have left the window. */
export async function recordLoginFailure(tx: Tx, tenantId: number, email: string, ip: string) {
  const t = schema.authThrottle
  const keys = [emailKey(email), ipKey(ip)]
  await tx.delete(t).where(and(eq(t.tenantId, tenantId), inArray(t.key, keys), lt(t.createdAt, sql`now() - ${window}`)))
  await tx.insert(t).values(keys.map((key) => ({ tenantId, key })))
}

/** A successful login forgets the email's failures (the address's stay). */
export async function clearLoginFailures(tx: Tx, tenantId: number, email: string) {
  const t = schema.authThrottle
  await tx.delete(t).where(and(eq(t.tenantId, tenantId), eq(t.key, emailKey(email))))
}

/** 0 while under the limit, else the seconds until the oldest failure in the window expires. */
async function secondsUntilBelow(tx: Tx, tenantId: number, key: string, limit: number): Promise<number> {
  const t = schema.authThrottle
  const [row] = await tx
    .select({
      failures: count(),
      seconds: sql<number>`ceil(extract(epoch from (min(${t.createdAt}) + ${window} - now())))::int`,
    })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.key, key), gt(t.createdAt, sql`now() - ${window}`)))
  return row && row.failures >= limit ? Math.max(1, Number(row.seconds)) : 0
}
