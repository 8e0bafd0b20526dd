import { currencyDecimals } from '../../contract/locale'

/** Cents to a price in the shopper's currency and language, e.g. 12345 USD en -> "$123.45". */
export function formatMoney(cents: number, currencyCode: string, lang: string): string {
  const digits = currencyDecimals(currencyCode)
  const amount = (Number.isFinite(cents) ? cents : 0) / 100
  try {
    return new Intl.NumberFormat(lang, {
      style: 'currency',
      currency: currencyCode,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount)
  } catch {
    // An unknown currency code: still show a number rather than nothing.
    return `${currencyCode} ${amount.toFixed(digits)}`
  }
}

type DateInput = string | number | Date

/** A date (and optionally time) in the shopper's language; '' for a missing or invalid date. */
export function formatDate(value: DateInput | null | undefined, lang: string, withTime = false): string {
  if (value === null || value === undefined || value === '') return ''
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  return new Intl.DateTimeFormat(lang, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(date)
}
