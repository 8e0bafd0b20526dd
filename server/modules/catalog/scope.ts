import type { Language } from '../../../contract/locale'
import { inTenant, type Tx } from '../../db/client'
import { userIdOf } from '../../http/auth'
import type { AppContext } from '../../http/context'
import { moneyFor, type Money, requestedCurrency } from '../../lib/money'

/** What catalog reads need from the request: tenant, language, prices, and who asks (collectflag). */
export interface Scope {
  tenantId: number
  lang: Language
  money: Money
  userId: number | null
}

/** Runs `fn` in the request's tenant with its scope (the currency's rate read once). */
export function inScope<T>(c: AppContext, fn: (tx: Tx, scope: Scope) => Promise<T>): Promise<T> {
  const { tenantId, lang } = c.var
  const code = requestedCurrency(c.req.query('currencyCode'), c.req.header('currencyCode'))
  return inTenant(c.var.db, tenantId, async (tx) => fn(tx, { tenantId, lang, money: await moneyFor(tx, tenantId, code), userId: userIdOf(c) }))
}
