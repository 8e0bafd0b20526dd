import { and, eq } from 'drizzle-orm'
import { currencyDecimals } from '../../contract/locale'
import { schema, type Tx } from '../db/client'

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
 * Reads the tenant's rate once; the returned function is the request's price converter.
 * A currency the tenant does not offer falls back to USD.
 */
export async function moneyFor(tx: Tx, tenantId: number, code: string): Promise<Money> {
  const { currencies: t } = schema
  const [row] =
    code === 'USD'
      ? []
      : await tx
          .select({ rate: t.rate })
          .from(t)
          .where(and(eq(t.tenantId, tenantId), eq(t.code, code)))
  return converter(row ? code : 'USD', row ? Number(row.rate) : 1)
}

export function converter(code: string, rate: number): Money {
  const wholeUnits = currencyDecimals(code) === 0
  const convert = (cents: number) => (wholeUnits ? Math.round((cents * rate) / 100) * 100 : Math.round(cents * rate))
  return Object.assign(convert, { code })
}
