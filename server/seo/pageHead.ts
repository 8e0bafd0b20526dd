import type { Hono } from 'hono'
import { paths, type SettingValues } from '../../contract/api'
import type { HeadContext, PageHead } from '../../contract/head/page'
import { directoryHead, homeHead, privateHead, searchHead, zoneHead } from '../../contract/head/siteHeads'
import { logoUrl, pageKindOf } from '../../contract/head/urls'
import { listSearch } from '../../contract/listQuery'
import type { Population } from '../../contract/locale'
import { get, pageCalls, type PageCalls, routerSearch } from '../http/boot'
import type { AppEnv } from '../http/context'
import { message, type MessageKey } from '../http/messages'
import { type Brand, brandDefaults, brandOfRequest } from '../modules/pwa/brand'
import type { PageHeadWriter } from '../http/static'
import { brandSearch, dataOf, helpPage, listPage, productPage, shopPage } from './pageData'
import { escapeHtml, renderHead } from './render'

/**
 * The head of every storefront page, written by the service into the page it serves so search
 * engines and link previews read it without running the app: made from the same in-process
 * calls as the start-up replies (server/http/boot.ts), each made once for both.
 */
export function writePageHead(app: Hono<AppEnv>): PageHeadWriter {
  const pageOf = pageCalls(app)
  return async (c) => {
    const page = pageOf(c)
    if (!(await page.allowed)) return null
    const failed = (error: unknown) => {
      c.get('log').error({ err: error }, 'page head failed')
      return null
    }
    const [head, brand] = await Promise.all([headOf(page).catch(failed), brandOfRequest(c).catch(failed)])
    return head && { lang: head.lang, html: renderHead(head) + themeColour(brand) }
  }
}

/** The tenant's colour for the browser's bars: the web manifest's theme_color (server/modules/pwa). */
const themeColour = (brand: Brand | null) => `<meta name="theme-color" content="${escapeHtml((brand ?? brandDefaults).background)}">`

async function setting<K extends 'TABS_SETTING' | 'DOMAIN_PIC_SETTING'>(page: PageCalls, key: K) {
  const data = await dataOf<{ settingValue: string } | null>(page, get(paths.tenantSetting, { key }))
  try {
    return data ? (JSON.parse(data.settingValue) as Partial<SettingValues[K]>) : null
  } catch {
    return null
  }
}

async function contextOf(page: PageCalls): Promise<HeadContext> {
  const [tenant, tabs, pictures] = await Promise.all([page.tenant, setting(page, 'TABS_SETTING'), setting(page, 'DOMAIN_PIC_SETTING')])
  const { origin } = page.url
  return {
    site: {
      origin,
      name: tabs?.tabsName || (tenant?.reply.data as { name?: string } | null)?.name || 'Vitrine',
      logo: logoUrl(origin, pictures?.logo || tabs?.tabsLogo),
    },
    pathname: page.url.pathname,
    query: page.url.searchParams,
    lang: page.prefs.lang,
    t: (m, values) => message(m.id as MessageKey, page.prefs.lang, values),
  }
}

async function headOf(page: PageCalls): Promise<PageHead> {
  const ctx = await contextOf(page)
  const kind = pageKindOf(ctx.pathname)
  if (kind === 'home') return homeHead(ctx)
  if (kind === 'zone') return zoneHead(ctx, ctx.pathname.split('/')[2] as Population)
  if (kind === 'list') return listPage(ctx, page, listSearch(routerSearch(ctx.query)))
  if (kind === 'brandList') return listPage(ctx, page, brandSearch(ctx))
  if (kind === 'product') return productPage(ctx, page)
  if (kind === 'shop') return shopPage(ctx, page)
  if (kind === 'shops' || kind === 'designers' || kind === 'brands') return directoryHead(ctx, kind)
  if (kind === 'help') return helpPage(ctx, page)
  if (kind === 'search') return searchHead(ctx, ctx.query.get('word'))
  return privateHead(ctx)
}
