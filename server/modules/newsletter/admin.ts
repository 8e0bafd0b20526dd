import { desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { newsletterAdminCalls as calls } from '../../../contract/admin/newsletter'
import { newsletterStatus } from '../../../contract/newsletter'
import { schema, type Tx } from '../../db/client'
import { requestScheme } from '../../http/clientIp'
import type { AppEnv } from '../../http/context'
import { notFound } from '../../http/errors'
import { route } from '../../http/route'
import { sendCampaign } from './campaign'
import { opsWhere } from '../../lib/opsFilter'

/** The newsletter's calls for the operator (contract/admin/newsletter.ts), mounted in the admin API. */
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
    .where(opsWhere(filter, t.status, t.tenantId))
    .orderBy(desc(t.createdAt), desc(t.id))
    .limit(filter.limit ?? 100)
  return rows.map((r) => ({ ...r, statusName: statusNames[r.status] }))
}

route(newsletterAdmin, calls.subscriptions, ({ input, withTx }) => withTx((tx) => listSubscriptions(tx, input)))

/** Mails a campaign to the tenant's confirmed subscribers (of one language when given); answers how many were queued. */
route(newsletterAdmin, calls.send, async ({ c, input: { tenant: tenantId, ...input }, withTx }) => {
  const [known] = await withTx((tx) => tx.select({ id: schema.tenants.id }).from(schema.tenants).where(eq(schema.tenants.id, tenantId)))
  if (!known) throw notFound()
  const site = { scheme: requestScheme(c), host: c.req.header('host') ?? '' }
  const deps = { db: c.get('db'), mailer: c.get('mailer'), secret: c.get('config').codeSecret }
  return { tenantId, lang: input.lang ?? null, sent: await sendCampaign(deps, { tenantId, ...input, site }) }
})
