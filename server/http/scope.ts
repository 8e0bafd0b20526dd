import { createMiddleware } from 'hono/factory'
import type { Language } from '../../contract/locale'
import { asPlatform, type Db, inTenant, type Tx } from '../db/client'
import { preferReplica } from '../db/replica'
import { moneyFor, type Money, requestedCurrency } from '../lib/money'
import type { Mailer } from '../lib/mail'
import { inTenantKeepingRefusals } from '../lib/transaction'
import type { AppContext, AppEnv, CurrentUser } from './context'

/** What a request brings to a service, resolved once by middleware: who asks, where, in which language and currency. */
export interface RequestScope {
  tenantId: number
  /** The logged-in shopper, or null for a guest (always a number in a member call's scope). */
  userId: number | null
  lang: Language
  currencyCode: string
  /** The client's address, for throttles. */
  ip: string
  /** The session the request's token opened, or null. */
  sessionId: number | null
  /** Where email codes go, and the service's secret they are hashed with. */
  mailer: Mailer
  codeSecret: string | undefined
}

/** The scope inside the request's transaction, with its price converter (the currency's rate read once). */
export interface Scope extends RequestScope {
  money: Money
}
export interface MemberScope extends Scope {
  userId: number
  sessionId: number
}

/** Builds `c.get('scope')` once per request, after the tenant and the session are known. */
export const requestScope = createMiddleware<AppEnv>(async (c, next) => {
  c.set('scope', {
    tenantId: c.get('tenantId'),
    userId: (c.get('user') as CurrentUser | undefined)?.id ?? null,
    sessionId: (c.get('user') as CurrentUser | undefined)?.sessionId ?? null,
    lang: c.get('lang'),
    currencyCode: requestedCurrency(c.req.query('currencyCode'), c.req.header('currencyCode')),
    ip: c.get('ip'),
    mailer: c.get('mailer'),
    codeSecret: c.get('config').codeSecret,
  })
  await next()
})

export interface TxOptions {
  /** A refusal (an AppError) still commits what was written before it: a spent captcha, a counted try. */
  keepRefusals?: boolean
  /** Shared, tenant-less tables (country regions, the tenant look-up): the owner role, no tenant set. */
  platform?: boolean
  /** Every statement finds its rows by key (ids, the member's own rows): PostgreSQL may keep generic plans (server/db/security.ts). */
  keyed?: boolean
  /**
   * A public catalog read (docs/scale.md#read-replicas): on the read replica when there is one, which
   * may lag the primary by moments. Never for a bag, an order, money, stock, or what the asker just wrote.
   */
  replica?: boolean
}

/** withTx's options for a public catalog read: the replica's when there is one (TxOptions.replica). */
export const publicRead: TxOptions = { replica: true }

/**
 * The request's one transaction: the tenant set for row-level security, and the scope with its
 * money converter. Services take `(tx, scope, input)`.
 */
export function withTx<T, S extends Scope = Scope>(
  c: AppContext,
  fn: (tx: Tx, scope: S) => Promise<T>,
  options: TxOptions = {},
): Promise<T> {
  const base = c.get('scope')
  const run = async (tx: Tx) => fn(tx, { ...base, money: await moneyFor(tx, base.tenantId, base.currencyCode) } as S)
  const inDb = (db: Db) =>
    options.platform
      ? asPlatform(db, run)
      : (options.keepRefusals ? inTenantKeepingRefusals : inTenant)(db, base.tenantId, run, options.keyed)
  return options.replica ? preferReplica(c.get('replica'), c.get('db'), inDb) : inDb(c.get('db'))
}
