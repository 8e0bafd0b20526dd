import { and, eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { contentAdminCalls as calls } from '../../../contract/admin/content'
import { linkTypes } from '../../../contract/navigation'
import { schema, type Tx } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { invalidField, notFound } from '../../http/errors'
import { route } from '../../http/route'

/** The content's calls for the operator (contract/admin/content.ts), mounted in the admin API. */
export const contentAdmin = new Hono<AppEnv>()

type LinkInput = { tenant: number; code: string; type: keyof typeof linkTypes; to: string }

/** The tables whose row an entry may lead to, by link type. */
const targets = { goodCategory: schema.categories, brand: schema.brands, designer: schema.designers } as const

/** The link as stored: '' for the article itself; an id that exists in the tenant; an http(s) address. */
async function checkedLink(tx: Tx, { tenant, type, to }: LinkInput): Promise<string> {
  if (type === 'article') return ''
  if (type === 'expandUrl') {
    if (!/^https?:\/\/[^\s/]+/i.test(to)) throw invalidField('to')
    return to
  }
  const id = /^[1-9]\d{0,8}$/.test(to) ? Number(to) : null
  if (!id) throw invalidField('to')
  const table = targets[type]
  const [row] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.tenantId, tenant)))
  if (!row) throw notFound()
  return String(id)
}

/** Sets where the article's entry leads; 404 when the tenant has no such article or target. */
export async function setArticleLink(tx: Tx, input: LinkInput) {
  const link = await checkedLink(tx, input)
  const t = schema.articles
  const [row] = await tx
    .update(t)
    .set({ linkType: linkTypes[input.type], link })
    .where(and(eq(t.tenantId, input.tenant), eq(t.code, input.code)))
    .returning({ tenantId: t.tenantId, code: t.code, linkType: t.linkType, link: t.link })
  if (!row) throw notFound()
  return row
}

route(contentAdmin, calls.articleLink, ({ input, withTx }) => withTx((tx) => setArticleLink(tx, input)))
