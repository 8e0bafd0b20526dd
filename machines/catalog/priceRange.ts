import { currencyDecimals, shownCents } from '../../contract/locale'

/** The drawer's price inputs as typed, in the shopper's currency. */
export interface PriceText {
  min: string
  max: string
}
/** A price range in USD cents, both ends included (the list URL's `minPrice`, `maxPrice`). */
export interface PriceRange {
  minPrice?: number
  maxPrice?: number
}
/** The shopper's currency and the tenant's rate for it (USD cents x rate = its hundredths). */
export interface Rate {
  code: string
  rate: number
}
export type PriceProblem = 'notANumber' | 'negative' | 'minAboveMax'

export const noPrice: PriceText = { min: '', max: '' }
/** The highest amount the product calls accept (contract/listQuery.ts). */
const highestCents = 2_000_000_000
const amount = /^(\d+)(?:[.,](\d{0,2}))?$/

/** A typed amount as hundredths of the currency; undefined for an empty input, null for anything not an amount. */
export function hundredths(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/\s/g, '')
  if (trimmed === '') return undefined
  const match = amount.exec(trimmed)
  if (!match) return null
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

/** What is wrong with the typed range, if anything: one problem, the first found. */
export function priceProblem(text: PriceText): PriceProblem | undefined {
  const ends = [text.min, text.max]
  if (ends.some((t) => /^\s*-/.test(t))) return 'negative'
  const [min, max] = ends.map(hundredths)
  if (min === null || max === null) return 'notANumber'
  if (min !== undefined && max !== undefined && min > max) return 'minAboveMax'
  return undefined
}

/**
 * The typed range in USD cents: the widest cents whose shown price (rounded as the service rounds
 * it) lies within what was typed, so a piece shown at exactly the min or the max is in.
 */
export function toUsdRange(text: PriceText, { code, rate }: Rate): PriceRange {
  const min = hundredths(text.min)
  const max = hundredths(text.max)
  const shown = (cents: number) => shownCents(cents, rate, code)
  // Rounding to the minor unit moves a shown price by up to half of it: start past that, then step.
  const half = currencyDecimals(code) === 0 ? 50 : 0.5
  const range: PriceRange = {}
  if (typeof min === 'number' && min > 0) {
    let cents = Math.max(0, Math.floor((min - half) / rate) - 1)
    while (shown(cents) < min) cents++
    range.minPrice = Math.min(cents, highestCents)
  }
  if (typeof max === 'number') {
    let cents = Math.min(highestCents, Math.ceil((max + half) / rate) + 1)
    while (cents > 0 && shown(cents) > max) cents--
    range.maxPrice = cents
  }
  return range
}

/** The roundest amount (most trailing zeros) in [lo, hi] hundredths, the lowest or the highest of them: what a shopper most likely typed. */
function roundest(lo: number, hi: number, end: 'min' | 'max'): number {
  for (let step = 10 ** Math.floor(Math.log10(Math.max(hi, 1))); step >= 1; step /= 10) {
    const candidate = end === 'min' ? Math.ceil(lo / step) * step : Math.floor(hi / step) * step
    if (candidate >= lo && candidate <= hi) return candidate
  }
  return end === 'min' ? lo : hi
}

/**
 * The URL's range as plain amounts of the shopper's currency (no symbol), for the inputs: of the
 * amounts that convert to the same cents the roundest (the widest reading), so a round amount typed shows back.
 */
export function toPriceText(range: PriceRange, { code, rate }: Rate): PriceText {
  const shown = (cents: number) => shownCents(cents, rate, code)
  const unit = currencyDecimals(code) === 0 ? 100 : 1
  const text = (hundredths: number) => (hundredths / 100).toFixed(currencyDecimals(code))
  const { minPrice: min, maxPrice: max } = range
  return {
    min: min === undefined ? '' : text(min === 0 ? 0 : roundest(shown(min - 1) + unit, shown(min), 'min')),
    max: max === undefined ? '' : text(roundest(shown(max), shown(max + 1) - unit, 'max')),
  }
}
