import { and, eq, type SQLWrapper, sql } from 'drizzle-orm'
import { toLanguage } from '../../../contract/locale'
import { type Db, schema, type Tx } from '../../db/client'
import { prebuilt, prebuiltWrite } from '../../db/prebuilt'
import { QueryBuilder } from 'drizzle-orm/pg-core'
import type { Recipient } from './letter'

const local = /(^|\.)localhost$|^127\.0\.0\.1$/

/** The tenant's first website as the mails' links open it (plain http only on a local name). */
export const siteOrigin = (websites: string[]) => {
  const host = websites[0] ?? 'localhost'
  return `${local.test(host.replace(/:\d+$/, '')) ? 'http' : 'https'}://${host}`
}

const { users, tenants } = schema

type RecipientRow = { email: string; lang: string | null; tenant: string; websites: string[] }

/** The user `userId` of `tenantId` (placeholders) as a recipient: their address and language, their tenant's name and sites. */
const recipientSelect = (qb: QueryBuilder) =>
  qb
    .select({ email: users.email, lang: users.lang, tenant: sql<string>`${tenants.name}`.as('tenant'), websites: tenants.websites })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.tenantId, sql.placeholder('tenantId')), eq(users.id, sql.placeholder('userId'))))

/** recipientOf's statement, built once (every mail a move sends reads it). */
const recipientRow = prebuilt(recipientSelect)

const toRecipient = (row: RecipientRow): Recipient => ({
  email: row.email,
  lang: toLanguage(row.lang),
  tenant: row.tenant,
  origin: siteOrigin(row.websites),
})

/** The shopper's address and last language, with their tenant's name and site; null for no such shopper. */
export async function recipientOf(tx: Tx, tenantId: number, userId: number): Promise<Recipient | null> {
  const [row] = await recipientRow(tx, { tenantId, userId })
  return row ? toRecipient(row) : null
}

/** A statement written with placeholders, on the handle it is given. */
export type Write = (on: Db | Tx) => SQLWrapper

/**
 * The statements `writes` (inserts or updates with placeholders, `tenantId` and `userId` among
 * them) followed by the look-up of that user as a recipient, in one round trip; built once.
 */
export function withRecipient(...writes: Write[]) {
  const made = prebuiltWrite<RecipientRow>((on) => {
    const written = sql.join(
      writes.map((write, i) => sql`${sql.identifier(`written${i}`)} as (${write(on).getSQL()})`),
      sql`, `,
    )
    return sql`with ${written} ${recipientSelect(new QueryBuilder()).getSQL()}`
  })
  return async (tx: Tx, values: Record<string, unknown> & { tenantId: number; userId: number }) => {
    const [row] = await made(tx, values)
    return row ? toRecipient(row) : null
  }
}
