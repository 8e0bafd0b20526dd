import { type AnyPgColumn, customType, jsonb, primaryKey, timestamp } from 'drizzle-orm/pg-core'

/** Columns that several domains' tables share. */

export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/** Text per storefront language: { en, zh, fr, ja, ko }; en is the fallback. */
export type Names = Record<string, string>
export const names = (name: string) => jsonb(name).$type<Names>().notNull()

/** Maintained by the spus_search trigger (migration 0003), never written by the application. */
export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * A tenant table's primary key with its tenant: (tenant_id, id), as a table distributed by tenant
 * needs it (docs/scale.md#sharding-by-tenant). `table` names the constraint as PostgreSQL does.
 */
export const tenantPrimaryKey = (table: string, t: { tenantId: AnyPgColumn; id: AnyPgColumn }) =>
  primaryKey({ name: `${table}_pkey`, columns: [t.tenantId, t.id] })
