import { and, eq, sql } from 'drizzle-orm'
import { toLanguage } from '../../../contract/locale'
import { schema, type Tx } from '../../db/client'
import { prebuilt } from '../../db/prebuilt'
import type { Recipient } from './letter'

const local = /(^|\.)localhost$|^127\.0\.0\.1$/

/** The tenant's first website as the mails' links open it (plain http only on a local name). */
export const siteOrigin = (websites: string[]) => {
  const host = websites[0] ?? 'localhost'
  return `${local.test(host.replace(/:\d+$/, '')) ? 'http' : 'https'}://${host}`
}

const { users, tenants } = schema

/** recipientOf's statement, built once (every mail a move sends reads it). */
const recipientRow = prebuilt((qb) =>
  qb
    .select({ email: users.email, lang: users.lang, tenant: tenants.name, websites: tenants.websites })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, sql.placeholder('tenantId')), eq(users.id, sql.placeholder('userId')))),
)

/** The shopper's address and last language, with their tenant's name and site; null for no such shopper. */
export async function recipientOf(tx: Tx, tenantId: number, userId: number): Promise<Recipient | null> {
  const [row] = await recipientRow(tx, { tenantId, userId })
  if (!row) return null
  return { email: row.email, lang: toLanguage(row.lang), tenant: row.tenant, origin: siteOrigin(row.websites) }
}
