import { and, count, eq, gt, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'

/** Failed logins allowed per window: per email, and per client address. */
export const loginLimits = { windowMinutes: 15, perEmail: 5, perIp: 20 } as const

const keys = (email: string, ip: string) => ({ email: `login:email:${email}`, ip: `login:ip:${ip}` })

/** Refuses with loginThrottled and the seconds to wait when either key is over its limit. */
export async function assertLoginAllowed(tx: Tx, tenantId: number, email: string, ip: string) {
  const k = keys(email, ip)
  for (const [key, limit] of [
    [k.email, loginLimits.perEmail],
    [k.ip, loginLimits.perIp],
  ] as const) {
    const wait = await secondsUntilBelow(tx, tenantId, key, limit)
    if (wait > 0) throw new AppError(ErrorCode.loginThrottled, 'loginThrottled', { seconds: wait }, 429)
  }
}

export async function recordLoginFailure(tx: Tx, tenantId: number, email: string, ip: string) {
  const k = keys(email, ip)
  await tx.insert(schema.authThrottle).values([
    { tenantId, key: k.email },
    { tenantId, key: k.ip },
  ])
}

/** A successful login forgets the email's failures (the address's stay). */
export async function clearLoginFailures(tx: Tx, tenantId: number, email: string) {
  const t = schema.authThrottle
  await tx.delete(t).where(and(eq(t.tenantId, tenantId), eq(t.key, keys(email, '').email)))
}

/** 0 while under the limit, else the seconds until the oldest failure in the window expires. */
async function secondsUntilBelow(tx: Tx, tenantId: number, key: string, limit: number): Promise<number> {
  const t = schema.authThrottle
  const window = sql`make_interval(mins => ${loginLimits.windowMinutes})`
  const [row] = await tx
    .select({
      failures: count(),
      seconds: sql<number>`ceil(extract(epoch from (min(${t.createdAt}) + ${window} - now())))::int`,
    })
    .from(t)
    .where(and(eq(t.tenantId, tenantId), eq(t.key, key), gt(t.createdAt, sql`now() - ${window}`)))
  return row && row.failures >= limit ? Math.max(1, Number(row.seconds)) : 0
}
