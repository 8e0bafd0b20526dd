import { currencyDecimals } from '../../contract/locale'

/** Building an Intl formatter costs far more than using one: keep one per language and currency. */
const moneyFormats = new Map<string, Intl.NumberFormat | null>()

function moneyFormat(currencyCode: string, lang: string): Intl.NumberFormat | null {
  const key = `${lang}|${currencyCode}`
  let format = moneyFormats.get(key)
  if (format === undefined) {
    const digits = currencyDecimals(currencyCode)
    try {
      format = new Intl.NumberFormat(lang, {
        style: 'currency',
        currency: currencyCode,
        minimumFractionDigits: digits,
        maximumFractionDigits: digits,
      })
    } catch {
      format = null
    }
    moneyFormats.set(key, format)
  }
  return format
}

/** Cents to a price in the shopper's currency and language, e.g. 12345 USD en -> "$123.45". */
export function formatMoney(cents: number, currencyCode: string, lang: string): string {
  const amount = (Number.isFinite(cents) ? cents : 0) / 100
  // An unknown currency code: still show a number rather than nothing.
  return moneyFormat(currencyCode, lang)?.format(amount) ?? `${currencyCode} ${amount.toFixed(currencyDecimals(currencyCode))}`
}

type DateInput = string | number | Date

/** A date (and optionally time) in the shopper's language; '' for a missing or invalid date. */
export function formatDate(value: DateInput | null | undefined, lang: string, withTime = false): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(lang, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date)
}
