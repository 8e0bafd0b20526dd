export const languages = ['en', 'zh', 'fr', 'ja', 'ko'] as const
export type Language = (typeof languages)[number]
export const defaultLanguage: Language = 'en'

/** The API family's dictionaries (docs/behaviour.md#tenants-languages-and-money) call Japanese "jp" and Korean "kor": both spellings are accepted. */
export function toLanguage(value: string | null | undefined): Language {
  const v = (value ?? '').toLowerCase()
  if (v === 'jp') return 'ja'
  if (v === 'kor' || v === 'kr') return 'ko'
  if (v.startsWith('zh')) return 'zh'
  return (languages as readonly string[]).includes(v) ? (v as Language) : defaultLanguage
}

export const currencyCodes = ['USD', 'CNY', 'EUR', 'IDR', 'INR', 'JPY', 'KRW'] as const
export type CurrencyCode = (typeof currencyCodes)[number]
export const defaultCurrency = { code: 'USD' as CurrencyCode, symbol: '$' }

/** JPY, KRW and IDR have no minor unit on display. */
export const currencyDecimals = (code: string) => (['JPY', 'KRW', 'IDR'].includes(code) ? 0 : 2)

/** Stored USD cents as hundredths of a currency at the tenant's rate, rounded to its minor unit (as the service shows catalog prices). */
export function shownCents(usdCents: number, rate: number, code: string): number {
  return currencyDecimals(code) === 0 ? Math.round((usdCents * rate) / 100) * 100 : Math.round(usdCents * rate)
}

export const populations = ['female', 'male', 'children'] as const
export type Population = (typeof populations)[number]
/** Gender codes sent as `sex`: male 1, female 2, children 3. */
export const sexOf: Record<Population, 1 | 2 | 3> = { male: 1, female: 2, children: 3 }
export const populationOfSex = (sex: number | string | undefined): Population | undefined =>
  Object.entries(sexOf).find(([, s]) => String(s) === String(sex))?.[0] as Population | undefined

/** Tenant used when the host resolves to none. */
export const fallbackTenantId = 1
