import { describe, expect, it } from 'vitest'
import { shownCents } from '../../contract/locale'
import { hundredths, priceProblem, toPriceText, toUsdRange } from '../../machines/catalog/priceRange'

const usd = { code: 'USD', rate: 1 }
const jpy = { code: 'JPY', rate: 153.27 }
const eur = { code: 'EUR', rate: 0.9213 }

describe('typed amounts', () => {
  it('reads whole and decimal amounts, with a point or a comma', () => {
    expect(hundredths('12')).toBe(1200)
    expect(hundredths(' 12.5 ')).toBe(1250)
    expect(hundredths('12,05')).toBe(1205)
    expect(hundredths('')).toBeUndefined()
    expect(hundredths('12.345')).toBeNull()
    expect(hundredths('abc')).toBeNull()
  })

  it('names the first problem of a range', () => {
    expect(priceProblem({ min: '', max: '' })).toBeUndefined()
    expect(priceProblem({ min: '10', max: '10' })).toBeUndefined()
    expect(priceProblem({ min: 'ten', max: '' })).toBe('notANumber')
    expect(priceProblem({ min: '', max: '-5' })).toBe('negative')
    expect(priceProblem({ min: '30', max: '20.5' })).toBe('minAboveMax')
  })
})

describe('conversion to USD cents', () => {
  it('is the identity in dollars', () => {
    expect(toUsdRange({ min: '10', max: '20.50' }, usd)).toEqual({ minPrice: 1000, maxPrice: 2050 })
    expect(toUsdRange({ min: '', max: '' }, usd)).toEqual({})
  })

  for (const rate of [jpy, eur, { code: 'KRW', rate: 1391.5 }, { code: 'IDR', rate: 16234 }]) {
    it(`keeps in exactly the prices shown within the typed range (${rate.code})`, () => {
      const text = { min: '100', max: '2500' }
      const { minPrice = 0, maxPrice = 0 } = toUsdRange(text, rate)
      const shown = (cents: number) => shownCents(cents, rate.rate, rate.code)
      // min rounded down, max up: the ends shown are within the range, one cent further is not.
      expect(shown(minPrice)).toBeGreaterThanOrEqual(10_000)
      expect(shown(minPrice - 1)).toBeLessThan(10_000)
      expect(shown(maxPrice)).toBeLessThanOrEqual(250_000)
      expect(shown(maxPrice + 1)).toBeGreaterThan(250_000)
    })
  }

  it('shows the URL range back in the shopper currency, 0 decimals for yen', () => {
    expect(toPriceText({ maxPrice: 2050 }, usd)).toEqual({ min: '', max: '20.50' })
    const range = toUsdRange({ min: '1000', max: '5000' }, jpy)
    expect(toPriceText(range, jpy)).toEqual({ min: '1000', max: '5000' })
  })
})

describe('round trips', () => {
  for (const rate of [usd, jpy, eur]) {
    it(`a typed round range shows back as typed (${rate.code})`, () => {
      for (const text of [
        { min: '1000', max: '5000' },
        { min: '20', max: '90' },
        { min: '', max: '250' },
      ]) {
        expect(toPriceText(toUsdRange(text, rate), rate)).toEqual({
          min: text.min && Number(text.min).toFixed(rate.code === 'JPY' ? 0 : 2),
          max: Number(text.max).toFixed(rate.code === 'JPY' ? 0 : 2),
        })
      }
    })
  }
})
