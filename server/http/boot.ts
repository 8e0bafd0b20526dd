import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { paths, type ArticleType } from '../../contract/api'
import {
  articleListQuery,
  articleTypeQuery,
  bootElementId,
  pollElementId,
  decodePrefs,
  designTemplateQuery,
  prefsCookie,
  requestKey,
  shellSettingKeys,
  type BootReply,
  type Prefs,
} from '../../contract/boot'
import { catalogPaths, type HomeData, type ProductDetail, type ProductPage } from '../../contract/catalog'
import { isSuccessCode, pageRows, type Envelope, type Page } from '../../contract/envelope'
import { filterQuery, listSearch, productQuery, type ListSearch } from '../../contract/listQuery'
import { urlLanguage } from '../../contract/head/lang'
import { fallbackTenantId, sexOf } from '../../contract/locale'
import { requestScheme } from './clientIp'
import type { AppEnv } from './context'
import { countPage } from './rateLimit'
import type { FirstViewDrawer } from './firstView'
import type { PageExtras } from './static'

/** A request the storefront makes as a page starts. `shared`: its answer does not depend on who asks. */
export interface StartCall {
  method: 'GET' | 'POST'
  path: string
  params: Record<string, string | number>
  /** POST body: form-encoded params, or this JSON text. */
  form?: boolean
  json?: string
  shared: boolean
  /** The picture the page shows largest first, from this call's reply: fetched before the app starts. */
  image?: (data: unknown) => string | undefined
}

export const get = (path: string, params: StartCall['params'], shared = true): StartCall => ({ method: 'GET', path, params, shared })

const articleTypesCall = get(paths.articleTypes, articleTypeQuery)
const shellCalls: StartCall[] = [
  ...shellSettingKeys.map((key) => get(paths.tenantSetting, { key })),
  get(paths.designTemplate, designTemplateQuery),
  articleTypesCall,
]

/** The footer's articles (src/screens/shell/shellData.ts), asked per type once the types are known. */
function articleCalls(types: BootReply | null | undefined): StartCall[] {
  return pageRows(types?.reply.data as Page<ArticleType> | ArticleType[] | undefined).map((type) =>
    get(paths.articles, articleListQuery(type.code)),
  )
}

/** The platformtype of docs/behaviour.md#home: the storefront asks 1 below 1200 px, 2 above; a phone's browser says so. */
const platformGuess = (userAgent: string) => (/Mobi|Android|iPhone|iPad/i.test(userAgent) ? 1 : 2)

/** The calls of the page at `url` besides the shell's, as its route loader makes them. */
function pageCallsOf(url: URL, userAgent: string): StartCall[] {
  if (url.pathname === '/') {
    return [
      get(catalogPaths.shopByDomain, { url: url.origin }),
      {
        method: 'POST',
        path: catalogPaths.home,
        params: { platformtype: platformGuess(userAgent) },
        form: true,
        shared: false,
        image: (data) => (data as HomeData).promotional1?.[0]?.img,
      },
    ]
  }
  if (url.pathname === '/categoryIndex') return listCalls(listSearch(routerSearch(url.searchParams)))
  if (url.pathname === '/productDetail') {
    const detail = detailCall(url)
    return detail ? [detail, get(catalogPaths.recommended, { spuId: detail.params.id, size: 8 }, false)] : []
  }
  return []
}

/** The product detail's call for a /productDetail URL, or null without a product number. */
export function detailCall(url: URL): StartCall | null {
  const no = positive(url.searchParams.get('no'))
  if (!no) return null
  const shopId = positive(url.searchParams.get('shopId'))
  // The detail carries the shopper's favourite flag: made as a guest, it serves guests only.
  const detail = get(catalogPaths.productDetail, shopId ? { id: no, shopId } : { id: no }, false)
  return { ...detail, image: (data) => (data as ProductDetail).imglist?.[0] }
}

/** A product list's calls (src/screens/catalog/loadList.ts): its page of cards is per shopper (favourite flags). */
export function listCalls(search: ListSearch): StartCall[] {
  const calls: StartCall[] = [
    {
      method: 'POST',
      path: catalogPaths.productPage,
      params: {},
      json: JSON.stringify(productQuery(search)),
      shared: false,
      image: (data) => (data as ProductPage).list?.[0]?.imglist?.[0],
    },
    get(catalogPaths.filterOptions, defined(filterQuery(search))),
  ]
  if (search.categoryId) calls.push(get(catalogPaths.categoryCrumbs, { categoryId: search.categoryId }))
  return calls
}

/** The router's reading of a query string: each value JSON when it parses as JSON, else the text. */
export function routerSearch(params: URLSearchParams): Record<string, unknown> {
  const raw: Record<string, unknown> = {}
  for (const [key, value] of params) {
    try {
      raw[key] = JSON.parse(value)
    } catch {
      raw[key] = value
    }
  }
  return raw
}

const defined = (query: object) =>
  Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== null)) as StartCall['params']

const positive = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)
const strings = (params: StartCall['params']) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))

/** A page's start-up replies and the picture to fetch first. */
export interface StartPage {
  replies: BootReply[]
  image: string | null
}

/**
 * The replies to a page's start-up requests (contract/boot.ts), made in-process through the
 * app itself so they are exactly what the network would answer. Failed calls are left out: the
 * storefront then asks for them and handles the failure as usual.
 */
export function startReplies(app: Hono<AppEnv>) {
  const pageOf = pageCalls(app)
  return async (c: Context): Promise<StartPage> => {
    const page = pageOf(c)
    const tenant = await page.tenant
    const calls = [...shellCalls, ...pageCallsOf(page.url, c.req.header('user-agent') ?? '')]
    const replies = [tenant, ...(await Promise.all(calls.map(page.ask)))]
    const image = calls.map((call, i) => replies[i + 1] && call.image?.(replies[i + 1]!.reply.data)).find(Boolean) ?? null
    const articles = await Promise.all(articleCalls(replies[1 + calls.indexOf(articleTypesCall)]).map(page.ask))
    return { replies: [...replies, ...articles].filter((r): r is BootReply => r !== null), image }
  }
}

/** A page request's calls to the app, made once each however many parts of the page (head, start-up replies) ask. */
export interface PageCalls {
  /** The shopper's preferences (the prefs cookie), in the language the URL names if it names one. */
  prefs: Prefs
  url: URL
  /** The page counts once against the address's reads; over the budget it makes no calls but this one (server/http/rateLimit.ts). */
  allowed: Promise<boolean>
  tenant: Promise<BootReply | null>
  ask: (call: StartCall) => Promise<BootReply | null>
}

const pages = new WeakMap<Context, PageCalls>()

export function pageCalls(app: Hono<AppEnv>) {
  return (c: Context): PageCalls => {
    let page = pages.get(c)
    if (page) return page
    const url = pageUrl(c)
    const cookie = decodePrefs(getCookie(c, prefsCookie))
    const prefs = { ...cookie, lang: urlLanguage(url.searchParams) ?? cookie.lang }
    const askOnce = memoized(askAs(app, prefs))
    const tenant = askOnce(get(paths.tenantByWebsite, { website: c.req.header('host') ?? url.host }), prefs.tenantId)
    const tenantId = tenant.then((t) => (t?.reply.data as { id?: number } | null)?.id ?? fallbackTenantId)
    page = { prefs, url, allowed: countPage(c).catch(() => true), tenant, ask: async (call) => askOnce(call, await tenantId) }
    pages.set(c, page)
    return page
  }
}

function memoized(ask: (call: StartCall, tenantId: number) => Promise<BootReply | null>) {
  const made = new Map<string, Promise<BootReply | null>>()
  return (call: StartCall, tenantId: number) => {
    const key = `${tenantId} ${call.method} ${call.path} ${JSON.stringify(call.params)} ${call.json ?? ''}`
    let reply = made.get(key)
    if (!reply) made.set(key, (reply = ask(call, tenantId)))
    return reply
  }
}

/** The page's address as the browser has it: behind a proxy that ends TLS, in the scheme the proxy says it was asked in. */
function pageUrl(c: Context): URL {
  const url = new URL(c.req.url)
  url.protocol = `${requestScheme(c)}:`
  return url
}

function askAs(app: Hono<AppEnv>, prefs: Prefs) {
  const common = { language: prefs.lang, sex: String(sexOf[prefs.population]), currencyCode: prefs.currencyCode, symbol: prefs.symbol }
  return async (call: StartCall, tenantId: number): Promise<BootReply | null> => {
    const params = strings(call.params)
    const query = call.method === 'POST' ? common : { ...common, ...params }
    const body = call.json ?? (call.form ? new URLSearchParams(params).toString() : undefined)
    const headers: Record<string, string> = { 'tenant-id': String(tenantId), language: prefs.lang }
    if (body !== undefined) headers['content-type'] = call.json ? 'application/json' : 'application/x-www-form-urlencoded'
    const res = await app.request(`/app-api${call.path}?${new URLSearchParams(query)}`, { method: call.method, headers, body })
    const reply = (await res.json().catch(() => null)) as Envelope<unknown> | null
    if (!res.ok || !reply || !isSuccessCode(reply.code)) return null
    return { key: requestKey({ method: call.method, path: call.path, tenantId, query, body }), shared: call.shared, reply }
  }
}

const attribute = (text: string) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;')

/**
 * The end of a page's body: its start-up replies, for the API client to read; for its head, its
 * largest picture asked for before the app has drawn the page; and, with `drawFirstView`, the
 * page's first view drawn from those replies (server/http/firstView.ts), for a guest. A streamed
 * page's head goes out before these are ready (serveFiles), so the browser fetches styles and
 * code meanwhile.
 */
export function writeStartReplies(app: Hono<AppEnv>, drawFirstView: FirstViewDrawer | null = null): PageExtras {
  const startOf = startReplies(app)
  const pageOf = pageCalls(app)
  return async (c, nonce) => {
    const { allowed: allowedPage, prefs, url } = pageOf(c)
    const allowed = await allowedPage
    const page = await (allowed ? startOf(c) : Promise.resolve({ replies: [], image: null })).catch((error: unknown): StartPage => {
      // The page still works without them: it asks the network, as without this.
      c.get('log').error({ err: error }, 'start replies failed')
      return { replies: [], image: null }
    })
    const drawn = drawFirstView && allowed && !prefs.member
    const phone = platformGuess(c.req.header('user-agent') ?? '') === 1
    const request = { href: url.pathname + url.search, origin: url.origin, phone, prefs, replies: page.replies, nonce }
    const view = drawn ? await drawFirstView(request) : null
    // `<` escaped: no reply text can close the script element.
    const json = JSON.stringify(page.replies).replace(/</g, '\\u003c')
    const image = page.image ? `<link rel="preload" as="image" fetchpriority="high" href="${attribute(page.image)}">` : ''
    const pollMs = c.get('config').storefrontPollMs
    const polls = pollMs ? `<script type="application/json" id="${pollElementId}">${pollMs}</script>` : ''
    const body = `<script type="application/json" id="${bootElementId}">${json}</script>${polls}`
    const drawnAt = view && view.pathname !== url.pathname ? view.pathname : undefined
    return { head: image, root: view?.html ?? '', body, drawnAt }
  }
}
