import { sql } from 'drizzle-orm'
import { index, integer, jsonb, numeric, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/** The tenant, its settings and currencies, and the reference data every tenant shares. */

/** Every tenant-owned row's tenant; server/db/security.ts puts a row-level security policy on each such table. */
export const tenantId = () =>
  integer('tenant_id')
    .notNull()
    .references(() => tenants.id)

export const tenants = pgTable('tenants', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Hosts that open this tenant, lower case, with or without a port. */
  websites: text('websites').array().notNull().default(sql`'{}'::text[]`),
  createdAt: createdAt(),
})

export const tenantSettings = pgTable(
  'tenant_settings',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    /** A JSON string, as the wire carries it. */
    value: text('value').notNull(),
  },
  (t) => [uniqueIndex('tenant_settings_key').on(t.tenantId, t.key)],
)

export const currencies = pgTable(
  'currencies',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    symbol: text('symbol').notNull(),
    name: text('name').notNull(),
    /** Units of this currency per one USD. */
    rate: numeric('rate', { precision: 18, scale: 6 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [uniqueIndex('currencies_code').on(t.tenantId, t.code)],
)

/** Countries and their provinces; shared by every tenant. */
export const countryRegions = pgTable(
  'country_regions',
  {
    id: serial('id').primaryKey(),
    cno: text('cno').notNull().unique(),
    parentCno: text('parent_cno'),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('country_regions_parent').on(t.parentCno)],
)
