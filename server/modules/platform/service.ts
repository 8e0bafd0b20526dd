import { qualified } from '../../lib/sql'
import { type AnyColumn, and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'
import { profileColumns } from '../user/public'

const sameEmail = (column: AnyColumn, email: string) => sql`lower(${column}) = ${email.trim().toLowerCase()}`

export function listTenants(tx: Tx) {
  const { tenants: t } = schema
  return tx.select({ id: t.id, name: t.name, websites: t.websites }).from(t).orderBy(asc(t.id))
}

/** The newest mail to that address, in one tenant or in any, with its extra headers (a newsletter's List-Unsubscribe). */
export async function lastMail(tx: Tx, email: string, tenantId?: number) {
  const { mailOutbox: t } = schema
  const [row] = await tx
    .select({
      to: t.to,
      subject: t.subject,
      body: t.body,
      html: t.html,
      code: t.code,
      headers: t.headers,
      createdAt: t.createdAt,
      tenantId: t.tenantId,
    })
    .from(t)
    .where(and(sameEmail(t.to, email), tenantId ? eq(t.tenantId, tenantId) : undefined))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(1)
  return row ?? null
}

/** A shopper without secrets: whether a transaction password is set, and live sessions. */
export async function showUser(tx: Tx, email: string, tenantId?: number) {
  const { users: u, sessions: s, shops } = schema
  const live = and(eq(s.userId, u.id), isNull(s.revokedAt), gt(s.expiresAt, new Date()))
  const [row] = await tx
    .select({
      ...profileColumns,
      tenantId: u.tenantId,
      payPasswordFlag: sql<boolean>`${u.payPasswordHash} is not null`,
      sessionCount: sql<number>`(select count(*) from ${s} where ${live})`.mapWith(Number),
      /** The shop the user runs, if any. */
      shopId: sql<number | null>`(select min(${shops.id}) from ${shops} where ${shops.ownerUserId} = ${qualified(u.id)})`,
      createdAt: u.createdAt,
    })
    .from(u)
    .where(and(sameEmail(u.email, email), tenantId ? eq(u.tenantId, tenantId) : undefined))
    .orderBy(desc(u.createdAt), desc(u.id))
    .limit(1)
  return row ?? null
}

export async function captchaCode(tx: Tx, uuid: string) {
  const { captchas: t } = schema
  const [row] = await tx
    .select({ uuid: t.uuid, code: t.code, tenantId: t.tenantId, expiresAt: t.expiresAt, usedAt: t.usedAt })
    .from(t)
    .where(eq(t.uuid, uuid))
  return row ?? null
}
