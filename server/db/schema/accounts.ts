import { bigserial, index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { EmailCodeStatus } from '../../../contract/lifecycles'
import { createdAt, tenantPrimaryKey } from './columns'
import { tenantId } from './tenant'

/** Shoppers, their sessions, and everything that proves who they are: emailed codes, captchas, the mail outbox, throttling. */

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
    /** The storefront language the shopper last used (a member call's `language`): the one their mail is written in. */
    lang: text('lang').notNull().default('en'),
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
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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
    /** Moved only along machines/account/emailCodeLifecycle.ts. */
    status: smallint('status').notNull().default(EmailCodeStatus.issued),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('email_codes_lookup').on(t.tenantId, t.email, t.purpose, t.createdAt),
    index('email_codes_ip').on(t.tenantId, t.ip, t.createdAt),
    index('email_codes_expiry').on(t.expiresAt),
  ],
)

export const captchas = pgTable(
  'captchas',
  {
    uuid: text('uuid').primaryKey(),
    tenantId: tenantId(),
    codeHash: text('code_hash').notNull(),
    /** Kept so that the operator (and the browser tests) can read it through ops. */
    code: text('code').notNull(),
    /** The client that asked for it, for the per-client cap. */
    ip: text('ip').notNull().default(''),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('captchas_ip').on(t.tenantId, t.ip, t.createdAt), index('captchas_expiry').on(t.expiresAt)],
)

/** Every mail: sent through SMTP when SMTP_URL is set, else kept here only. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tenantId: tenantId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** The HTML alternative of `body`, for the mails that have one. */
    html: text('html'),
    code: text('code'),
    /** Extra headers for delivery, e.g. List-Unsubscribe on newsletter mail. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    error: text('error'),
    createdAt: createdAt(),
  },
  (t) => [index('mail_outbox_to').on(t.tenantId, t.to, t.createdAt), index('mail_outbox_created').on(t.createdAt)],
)

/** Events per key (failed logins, code requests, known clients), for slowing down guessing and floods. */
export const authThrottle = pgTable(
  'auth_throttle',
  {
    id: bigserial('id', { mode: 'number' }),
    tenantId: tenantId(),
    key: text('key').notNull(),
    createdAt: createdAt(),
    /** When no window counts it any more: upkeep deletes it then. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    tenantPrimaryKey('auth_throttle', t),
    index('auth_throttle_key').on(t.tenantId, t.key, t.createdAt),
    index('auth_throttle_expiry').on(t.expiresAt),
  ],
)
