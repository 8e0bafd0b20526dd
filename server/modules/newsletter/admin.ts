import { and, desc, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { fallbackTenantId, languages } from '../../../contract/locale'
import { newsletterStatus } from '../../../contract/newsletter'
import { asPlatform, schema, type Tx } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { notFound } from '../../http/errors'
import { requestScheme } from '../../http/clientIp'
import { listQuery, positiveId } from '../admin/inputs'
import { sendCampaign } from './campaign'

/**
 * The newsletter for the operator (mounted in the admin API, behind its token): the subscribers
 * across tenants for `npm run ops -- newsletter:list`, and campaigns for `newsletter:send`.
 */
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

const campaignInput = z.object({
  tenant: positiveId.default(fallbackTenantId),
  subject: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^\r\n]*$/),
  body: z.string().trim().min(1).max(20_000),
  lang: z.enum(languages).optional(),
})

/** Mails a campaign to the tenant's confirmed subscribers (of one language when given); answers how many were queued. */
newsletterAdmin.post('/newsletter/send', async (c) => {
  const { tenant: tenantId, ...input } = await parseInput(c, campaignInput)
  const [known] = await asPlatform(c.var.db, (tx) =>
    tx.select({ id: schema.tenants.id }).from(schema.tenants).where(eq(schema.tenants.id, tenantId)),
  )
  if (!known) throw notFound()
  const site = { scheme: requestScheme(c), host: c.req.header('host') ?? '' }
  const deps = { db: c.var.db, mailer: c.var.mailer, secret: c.var.config.codeSecret }
  return ok(c, { tenantId, lang: input.lang ?? null, sent: await sendCampaign(deps, { tenantId, ...input, site }) })
})
