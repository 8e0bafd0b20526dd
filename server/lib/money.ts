import { and, eq } from 'drizzle-orm'
import { shownCents } from '../../contract/locale'
import { schema, type Tx } from '../db/client'
import { remember } from './memo'

/** Stored cents as the dollars a message shows, e.g. 1250 -> '12.50'. */
export const dollars = (cents: number) => (cents / 100).toFixed(2)

/** Converts stored USD cents into hundredths of the request's currency. */
export interface Money {
  code: string
  (usdCents: number): number
}

/** The request's currency: `currencyCode` in the query or a header, else USD. */
export function requestedCurrency(query: string | undefined, header: string | undefined): string {
  const code = (query || header || '').trim().toUpperCase()
  return /^[A-Z]{3}$/.test(code) ? code : 'USD'
}

/**
 * Reads the tenant's rate (kept a minute); the returned function is the request's price converter.
 * A currency the tenant does not offer falls back to USD.
 */
export async function moneyFor(tx: Tx, tenantId: number, code: string): Promise<Money> {
  const { currencies: t } = schema
  if (code === 'USD') return converter('USD', 1)
  // Every call of a shopper in another currency asks for it: kept a minute, like other tenant-wide answers.
  const rate = await remember(`rate\u0000${tenantId}\u0000${code}`, async () => {
    const [row] = await tx
      .select({ rate: t.rate })
      .from(t)
      .where(and(eq(t.tenantId, tenantId), eq(t.code, code)))
    return row ? Number(row.rate) : null
  })
  return rate === null ? converter('USD', 1) : converter(code, rate)
}

export function converter(code: string, rate: number): Money {
  const convert = (cents: number) => shownCents(cents, rate, code)
  return Object.assign(convert, { code })
}
