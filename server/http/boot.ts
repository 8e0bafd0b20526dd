import type { Context, Hono } from 'hono'
import { getCookie } from 'hono/cookie'
import { paths } from '../../contract/api'
import { articleTypeQuery, bootElementId, decodePrefs, designTemplateQuery, prefsCookie, requestKey, shellSettingKeys, type BootReply, type Prefs } from '../../contract/boot'
import { catalogPaths } from '../../contract/catalog'
import { isSuccessCode, type Envelope } from '../../contract/envelope'
import { fallbackTenantId, sexOf } from '../../contract/locale'
import type { AppEnv } from './context'
import type { PageExtras } from './static'

/** A request the storefront makes as a page starts. `shared`: its answer does not depend on who asks. */
interface StartCall {
  method: 'GET' | 'POST'
  path: string
  params: Record<string, string | number>
  form?: boolean
  shared: boolean
}

const get = (path: string, params: StartCall['params'], shared = true): StartCall => ({ method: 'GET', path, params, shared })

const shellCalls: StartCall[] = [
  ...shellSettingKeys.map((key) => get(paths.tenantSetting, { key })),
  get(paths.designTemplate, designTemplateQuery),
  get(paths.articleTypes, articleTypeQuery),
]

/** SPEC.md's platformtype: the storefront asks 1 below 1200 px, 2 above; a phone's browser says so. */
const platformGuess = (userAgent: string) => (/Mobi|Android|iPhone|iPad/i.test(userAgent) ? 1 : 2)

/** The calls of the page at `url` besides the shell's, as its route loader makes them. */
function pageCalls(url: URL, userAgent: string): StartCall[] {
  if (url.pathname === '/') {
    return [
      get(catalogPaths.shopByDomain, { url: url.origin }),
      { method: 'POST', path: catalogPaths.home, params: { platformtype: platformGuess(userAgent) }, form: true, shared: true },
    ]
  }
  if (url.pathname === '/productDetail') {
    const no = positive(url.searchParams.get('no'))
    if (!no) return []
    const shopId = positive(url.searchParams.get('shopId'))
    // The detail carries the shopper's favourite flag: made as a guest, it serves guests only.
    return [get(catalogPaths.productDetail, shopId ? { id: no, shopId } : { id: no }, false), get(catalogPaths.recommended, { spuId: no, size: 8 }, false)]
  }
  return []
}

const positive = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null)
const strings = (params: StartCall['params']) => Object.fromEntries(Object.entries(params).map(([k, v]) => [k, String(v)]))

/**
 * The replies to a page's start-up requests (contract/boot.ts), made in-process through the
 * app itself so they are exactly what the network would answer. Failed calls are left out: the
 * storefront then asks for them and handles the failure as usual.
 */
export function startReplies(app: Hono<AppEnv>) {
  return async (c: Context): Promise<BootReply[]> => {
    const prefs = decodePrefs(getCookie(c, prefsCookie))
    const url = new URL(c.req.url)
    const ask = askAs(app, prefs)
    const tenant = await ask(get(paths.tenantByWebsite, { website: c.req.header('host') ?? url.host }), prefs.tenantId)
    const tenantId = (tenant?.reply.data as { id?: number } | null)?.id ?? fallbackTenantId
    const rest = await Promise.all([...shellCalls, ...pageCalls(url, c.req.header('user-agent') ?? '')].map((call) => ask(call, tenantId)))
    return [tenant, ...rest].filter((r): r is BootReply => r !== null)
  }
}

function askAs(app: Hono<AppEnv>, prefs: Prefs) {
  const common = { language: prefs.lang, sex: String(sexOf[prefs.population]), currencyCode: prefs.currencyCode, symbol: prefs.symbol }
  return async (call: StartCall, tenantId: number): Promise<BootReply | null> => {
    const params = strings(call.params)
    const query = call.form ? common : { ...common, ...params }
    const body = call.form ? new URLSearchParams(params).toString() : undefined
    const headers: Record<string, string> = { 'tenant-id': String(tenantId), language: prefs.lang }
    if (body !== undefined) headers['content-type'] = 'application/x-www-form-urlencoded'
    const res = await app.request(`/app-api${call.path}?${new URLSearchParams(query)}`, { method: call.method, headers, body })
    const reply = (await res.json().catch(() => null)) as Envelope<unknown> | null
    if (!res.ok || !reply || !isSuccessCode(reply.code)) return null
    return { key: requestKey({ method: call.method, path: call.path, tenantId, query, body }), shared: call.shared, reply }
  }
}

/** index.html with the start-up replies of its page written in, for the API client to read. */
export function writeStartReplies(app: Hono<AppEnv>): PageExtras {
  const repliesFor = startReplies(app)
  return async (c, html) => {
    const replies = await repliesFor(c).catch((error: unknown) => {
      // The page still works without them: it asks the network, as without this.
      console.error('[start replies]', error)
      return []
    })
    // `<` escaped: no reply text can close the script element.
    const json = JSON.stringify(replies).replace(/</g, '\\u003c')
    return html.replace('</head>', `<script type="application/json" id="${bootElementId}">${json}</script></head>`)
  }
}
