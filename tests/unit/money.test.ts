import { describe, expect, it } from 'vitest'
import { formatDate, formatMoney } from '../../src/lib/money'

describe('formatMoney', () => {
  it('shows cents as units with two decimals', () => {
    expect(formatMoney(12345, 'USD', 'en')).toBe('$123.45')
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00')
  })

  it('uses no decimals for JPY, KRW and IDR', () => {
    expect(formatMoney(123456, 'JPY', 'en')).toBe('¥1,235')
    expect(formatMoney(1000000, 'KRW', 'en')).toBe('₩10,000')
    expect(formatMoney(150000, 'IDR', 'en')).toMatch(/^IDR\s1,500$/)
  })

  it('follows the language for separators and symbol position', () => {
    expect(formatMoney(123456, 'EUR', 'fr')).toMatch(/^1\s234,56\s€$/)
    expect(formatMoney(990, 'CNY', 'zh')).toBe('¥9.90')
  })

  it('never throws on an unknown currency or a missing amount', () => {
    expect(formatMoney(100, 'NOPE1', 'en')).toBe('NOPE1 1.00')
    expect(formatMoney(Number.NaN, 'USD', 'en')).toBe('$0.00')
  })
})

describe('formatDate', () => {
  it('formats in the language', () => {
    const date = new Date(2026, 0, 5, 14, 30)
    expect(formatDate(date, 'en')).toBe('Jan 5, 2026')
    expect(formatDate(date, 'en', true)).toMatch(/^Jan 5, 2026, 2:30\sPM$/)
    expect(formatDate(date.getTime(), 'fr')).toBe('5 janv. 2026')
  })

  it('returns an empty string for a missing or invalid date', () => {
    expect(formatDate(null, 'en')).toBe('')
    expect(formatDate('not a date', 'en')).toBe('')
  })
})
