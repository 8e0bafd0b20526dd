import type { CurrencyCode } from '../../../contract/locale'

/** Symbol, English name and units per one US dollar (mid-market, late 2026). */
export const currencyInfo: Record<CurrencyCode, { symbol: string; name: string; rate: number }> = {
  USD: { symbol: '$', name: 'US Dollar', rate: 1 },
  CNY: { symbol: '¥', name: 'Chinese Yuan', rate: 7.12 },
  EUR: { symbol: '€', name: 'Euro', rate: 0.92 },
  IDR: { symbol: 'Rp', name: 'Indonesian Rupiah', rate: 16250 },
  INR: { symbol: '₹', name: 'Indian Rupee', rate: 84.1 },
  JPY: { symbol: '¥', name: 'Japanese Yen', rate: 151.4 },
  KRW: { symbol: '₩', name: 'South Korean Won', rate: 1378 },
}
