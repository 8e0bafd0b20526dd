import { sql } from 'drizzle-orm'
import { bigserial, boolean, index, integer, jsonb, numeric, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/**
 * The single source of truth for tables. Every tenant-owned table has `tenant_id`;
 * server/db/security.ts puts a row-level security policy on each of them at start.
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()
const tenantId = () => integer('tenant_id').notNull().references(() => tenants.id)

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

export const notices = pgTable('notices', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  titles: jsonb('titles').$type<Record<string, string>>().notNull(),
  contents: jsonb('contents').$type<Record<string, string>>().notNull(),
  url: text('url'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
})

export const articleTypes = pgTable(
  'article_types',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    code: text('code').notNull(),
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
  },
  (t) => [uniqueIndex('article_types_code').on(t.tenantId, t.code)],
)

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    typeCode: text('type_code').notNull(),
    code: text('code').notNull(),
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    /** HTML per language; sanitised before it is served. */
    contents: jsonb('contents').$type<Record<string, string>>().notNull(),
    sort: integer('sort').notNull().default(0),
    status: integer('status').notNull().default(1),
  },
  (t) => [uniqueIndex('articles_code').on(t.tenantId, t.code), index('articles_type').on(t.tenantId, t.typeCode, t.sort)],
)

export const designTemplates = pgTable('design_templates', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  name: text('name').notNull(),
  /** { category, topNavigationBar, property } as SPEC.md section 3 describes. */
  content: jsonb('content').notNull(),
  active: boolean('active').notNull().default(true),
})

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    payPasswordHash: text('pay_password_hash'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    country: text('country').notNull().default(''),
    province: text('province').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    sex: integer('sex'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email').on(t.tenantId, t.email)],
)

/** Session tokens, stored as SHA-256 of the token the client holds. */
export const sessions = pgTable(
  'sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sessions_token').on(t.tokenHash), index('sessions_user').on(t.tenantId, t.userId)],
)

/** Emailed 6-digit codes: register, password reset, transaction password. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull().default(''),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('email_codes_lookup').on(t.tenantId, t.email, t.purpose, t.createdAt), index('email_codes_ip').on(t.tenantId, t.ip, t.createdAt)],
)

export const captchas = pgTable('captchas', {
  uuid: text('uuid').primaryKey(),
  tenantId: tenantId(),
  codeHash: text('code_hash').notNull(),
  /** Kept so that the operator (and the browser tests) can read it through ops. */
  code: text('code').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: createdAt(),
})

/** Every mail: sent through SMTP when SMTP_URL is set, else kept here only. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to').on(t.tenantId, t.to, t.createdAt)],
)

/** Failed attempts (logins, code checks) per key, for slowing down guessing. */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    key: text('key').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('auth_throttle_key').on(t.tenantId, t.key, t.createdAt)],
)

export const uploads = pgTable('uploads', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  tenantId: tenantId(),
  userId: integer('user_id'),
  path: text('path').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
})
