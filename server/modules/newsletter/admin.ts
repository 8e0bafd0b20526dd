import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { newsletterStatus } from '../../../contract/newsletter'
import { asPlatform, schema, type Tx } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { listQuery } from '../admin/inputs'

/** The newsletter's subscribers for `npm run ops -- newsletter:list` (mounted in the admin API, behind its token), across tenants. */
export const newsletterAdmin = new Hono<AppEnv>()

const statusNames = Object.fromEntries(Object.entries(newsletterStatus).map(([name, code]) => [code, name]))

type Filter = { status?: number; tenant?: number; limit?: number }

/** Newest first: the address, its state by name, the mails' language and the dates; never the secret's hash. */
export async function listSubscriptions(tx: Tx, filter: Filter) {
  const t = schema.newsletterSubscriptions
  const rows = await tx
    .select({
      id: t.id,
      tenantId: t.tenantId,
      email: t.email,
      status: t.status,
      lang: t.lang,
      createdAt: t.createdAt,
      confirmedAt: t.confirmedAt,
      unsubscribedAt: t.unsubscribedAt,
    })
    .from(t)
    .where(
      and(filter.status === undefined ? undefined : eq(t.status, filter.status), filter.tenant ? eq(t.tenantId, filter.tenant) : undefined),
    )
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(filter.limit ?? 100)
  return rows.map((r) => ({ ...r, statusName: statusNames[r.status] }))
}

newsletterAdmin.get('/newsletter', async (c) => {
  const filter = await parseInput(c, listQuery(newsletterStatus))
  return ok(c, await asPlatform(c.var.db, (tx) => listSubscriptions(tx, filter)))
})
