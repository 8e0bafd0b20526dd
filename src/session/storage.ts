import type { SessionContext } from '../../machines/session/session'
import { encodePrefs, prefsCookie } from '../../contract/boot'
import { langParam, urlLanguage } from '../../contract/head/lang'
import { defaultLanguage, populations, sexOf, toLanguage, type Language, type Population } from '../../contract/locale'

/** The local-storage keys (docs/behaviour.md#session-and-roles). */
const keys = ['token', 'email', 'userInfo', 'lang', 'currency', 'currencyCode', 'symbol', 'population', 'sex', 'tenant-id'] as const

function read(key: (typeof keys)[number]): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

function parseJson<T>(value: string | null): T | null {
  try {
    return value ? (JSON.parse(value) as T) : null
  } catch {
    return null
  }
}

export function loadSession(): Partial<SessionContext> {
  const stored: Partial<SessionContext> = {}
  const token = read('token')
  if (token) {
    const userInfo = parseJson<SessionContext['userInfo'] & { token?: string; userId?: number }>(read('userInfo'))
    Object.assign(stored, { token, email: read('email'), userInfo, userId: userInfo?.id ?? userInfo?.userId ?? null })
  }
  // A page's address may name its language (contract/head/urls.ts): who arrives from a search result gets, and keeps, the page's.
  const lang = urlLanguage(new URLSearchParams(window.location.search)) ?? read('lang')
  if (lang) stored.lang = toLanguage(lang)
  const currencyCode = read('currencyCode') ?? read('currency')
  if (currencyCode) stored.currencyCode = currencyCode
  const symbol = read('symbol')
  if (symbol) stored.symbol = symbol
  const population = read('population')
  if (population && (populations as readonly string[]).includes(population)) stored.population = population as Population
  const tenantId = Number(read('tenant-id'))
  if (tenantId > 0) stored.tenantId = tenantId
  return stored
}

/** The page's address in a newly chosen language when the address names one (it would win again on reload); null otherwise. */
export function addressIn(href: string, lang: Language): string | null {
  const url = new URL(href)
  if (!url.searchParams.has(langParam)) return null
  if (lang === defaultLanguage) url.searchParams.delete(langParam)
  else url.searchParams.set(langParam, lang)
  return url.href
}

/** A language change reloads the page, in the new language. */
export function reloadIn(lang: Language) {
  const address = addressIn(window.location.href, lang)
  if (address) window.location.replace(address)
  else window.location.reload()
}

export function saveSession(s: SessionContext) {
  const values: Record<(typeof keys)[number], string | null> = {
    token: s.token,
    email: s.email,
    userInfo: s.token ? JSON.stringify({ ...s.userInfo, token: s.token, email: s.email, userId: s.userId }) : null,
    lang: s.lang,
    currency: s.currencyCode,
    currencyCode: s.currencyCode,
    symbol: s.symbol,
    population: s.population,
    sex: String(sexOf[s.population]),
    'tenant-id': String(s.tenantId),
  }
  try {
    for (const key of keys) {
      const value = values[key]
      if (value === null) localStorage.removeItem(key)
      else localStorage.setItem(key, value)
    }
  } catch {
    // Private mode or full storage: the session still works for this page.
  }
  writePrefsCookie(s)
}

/** The service answers a page's first requests as this shopper would ask them (contract/boot.ts). */
function writePrefsCookie(s: SessionContext) {
  const value = encodePrefs({
    lang: s.lang,
    currencyCode: s.currencyCode,
    symbol: s.symbol,
    population: s.population,
    tenantId: s.tenantId,
    member: Boolean(s.token),
  })
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from some browsers we serve
    document.cookie = `${prefsCookie}=${value}; path=/; max-age=31536000; samesite=lax`
  } catch {
    // Cookies off: the first requests of each page go to the network as usual.
  }
}
