import type { Envelope } from './envelope'
import {
  currencyCodes,
  defaultCurrency,
  defaultLanguage,
  fallbackTenantId,
  populations,
  toLanguage,
  type Language,
  type Population,
} from './locale'
import { articleStatus } from './status'

/**
 * Start-up replies. A first visit would otherwise wait for the app's code, then for the tenant,
 * then for the shell's settings and the page's data, one round trip after another. The service
 * answers those first requests itself, writes the envelopes into index.html, and the storefront's
 * API client takes each one (once) instead of asking the network.
 *
 * A reply matches a request only when everything that shapes the answer is equal: method, path,
 * tenant-id, every query parameter (language, currency, population included) and the body.
 */
export const bootElementId = 'boot-replies'

/** Where a page says how often the storefront polls, when the service was told (STOREFRONT_POLL_MS, tests): its milliseconds. */
export const pollElementId = 'poll-ms'

export interface BootReply {
  key: string
  /** The same for a logged-in shopper; other replies were made for a guest and serve guests only. */
  shared: boolean
  reply: Envelope<unknown>
}

export interface RequestShape {
  method: 'GET' | 'POST'
  path: string
  tenantId: number
  query: Record<string, string>
  body?: string
}

export function requestKey({ method, path, tenantId, query, body = '' }: RequestShape): string {
  const params = Object.keys(query)
    .sort()
    .map((k) => `${encodeURIComponent(k)}=${encodeURIComponent(query[k])}`)
    .join('&')
  return `${method} ${tenantId} ${path}?${params} ${body}`
}

/**
 * What the storefront keeps in local storage that shapes its requests, mirrored in a cookie so
 * the service can make the same requests for the page. Nothing secret: never the token.
 */
export const prefsCookie = 'vitrine-prefs'

export interface Prefs {
  lang: Language
  currencyCode: string
  symbol: string
  population: Population
  tenantId: number
  /** Logged in (the token stays in the browser): the page is then not drawn for a guest first (server/http/firstView.ts). */
  member: boolean
}

export const defaultPrefs: Prefs = {
  lang: defaultLanguage,
  currencyCode: defaultCurrency.code,
  symbol: defaultCurrency.symbol,
  population: 'female',
  tenantId: fallbackTenantId,
  member: false,
}

export const encodePrefs = (p: Prefs) =>
  encodeURIComponent(JSON.stringify([p.lang, p.currencyCode, p.symbol, p.population, p.tenantId, p.member ? 1 : 0]))

/** The cookie's preferences; anything missing or malformed falls back to the storefront's defaults. */
export function decodePrefs(cookie: string | undefined): Prefs {
  let values: unknown[] = []
  try {
    const parsed: unknown = JSON.parse(decodeURIComponent(cookie ?? ''))
    if (Array.isArray(parsed)) values = parsed
  } catch {
    // A missing or mangled cookie: a first visit.
  }
  const [lang, currencyCode, symbol, population, tenantId, member] = values
  const currency = (currencyCodes as readonly unknown[]).includes(currencyCode) && typeof symbol === 'string' && symbol.length <= 8
  return {
    lang: typeof lang === 'string' ? toLanguage(lang) : defaultPrefs.lang,
    currencyCode: currency ? (currencyCode as string) : defaultPrefs.currencyCode,
    symbol: currency ? (symbol as string) : defaultPrefs.symbol,
    population: (populations as readonly unknown[]).includes(population) ? (population as Population) : defaultPrefs.population,
    tenantId: Number.isInteger(tenantId) && (tenantId as number) > 0 ? (tenantId as number) : defaultPrefs.tenantId,
    member: member === 1,
  }
}

/** The shell's start-up requests, the same on every page (src/screens/shell/shellData.ts). */
export const shellSettingKeys = [
  'TABS_SETTING',
  'DOMAIN_PIC_SETTING',
  'SYSTEM_ARTICLE_SETTING',
  'CONTACT_US_SETTING',
  'FRONT_FOOTER_SETTING',
  'CUSTOMER_SERVICE_SETTING',
] as const
export const designTemplateQuery = { pageNo: 1, pageSize: 100 }
export const articleTypeQuery = { status: articleStatus.enabled, pageNo: 1, pageSize: 100 }
/** The footer's articles of one type. */
export const articleListQuery = (typeCode: string) => ({ typeCode, pageNo: 1, pageSize: 10 })

/**
 * What the service knows of a page request when it draws the page's first view
 * (server/http/firstView.ts, src/entry-server.tsx): its address, a guest's preferences, the
 * start-up replies it made, the page's style nonce.
 */
export interface FirstViewRequest {
  /** Path and query, as the router reads them. */
  href: string
  origin: string
  /** A phone's user agent: drawn at a phone's width (server/http/boot.ts's guess for home's banners). */
  phone: boolean
  prefs: Prefs
  replies: readonly BootReply[]
  nonce: string
}

/** A page's first view, and the path it was drawn at: another than asked when it followed a redirect (a guest at a member's page). */
export interface FirstView {
  html: string
  pathname: string
}
