import type { Context, Hono } from 'hono'
import { paths, type SettingValues } from '../../contract/api'
import { articleTypeQuery } from '../../contract/boot'
import type { Crumb, ProductDetail, ProductPage, FilterOptions, ShopInfo } from '../../contract/catalog'
import { catalogPaths } from '../../contract/catalog'
import type { Article, ArticleType } from '../../contract/api'
import { pageRows, type Page } from '../../contract/envelope'
import { evaluationPaths, type ProductEvaluations } from '../../contract/evaluation'
import { listHead, productHead, shopHead } from '../../contract/head/catalogHeads'
import type { HeadContext, PageHead } from '../../contract/head/page'
import { directoryHead, helpHead, homeHead, privateHead, searchHead, zoneHead } from '../../contract/head/siteHeads'
import { logoUrl, pageKindOf } from '../../contract/head/urls'
import { listSearch, type ListSearch } from '../../contract/listQuery'
import type { Population } from '../../contract/locale'
import { detailCall, get, listCalls, pageCalls, type PageCalls, routerSearch, type StartCall } from '../http/boot'
import type { AppEnv } from '../http/context'
import { message, type MessageKey } from '../http/messages'
import { renderHead } from './render'

/** What the page's `<head>` gets for this request: its language and elements; null leaves the page's defaults. */
export type PageHeadWriter = (c: Context) => Promise<{ lang: string; html: string } | null>

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
    const head = await headOf(page).catch((error: unknown) => {
      c.var.log.error({ err: error }, 'page head failed')
      return null
    })
    return head && { lang: head.lang, html: renderHead(head) }
  }
}

const dataOf = async <T>(page: PageCalls, call: StartCall) => (await page.ask(call))?.reply.data as T | undefined

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

/** /brand/product/search/{brandId} is the brand's list (src/routes/brand/product/search/$brandId.tsx). */
function brandSearch(ctx: HeadContext): ListSearch {
  const { brandId: _, type: __, navigation: ___, ...rest } = listSearch(routerSearch(ctx.query))
  return { ...rest, type: 'brand', navigation: 5, brandId: Number(ctx.pathname.split('/').at(-1)) }
}

async function listPage(ctx: HeadContext, page: PageCalls, search: ListSearch): Promise<PageHead> {
  const [result, options, crumbs] = await Promise.all(listCalls(search).map((call) => dataOf(page, call)))
  if (!result) return privateHead(ctx)
  return listHead(ctx, {
    search,
    result: result as ProductPage,
    options: (options as FilterOptions | undefined) ?? {
      categoryBaseVOList: [],
      productPropertyListVos: [],
      designerSaveReqVOList: [],
      productBrands: [],
    },
    crumbs: (crumbs as Crumb[] | undefined) ?? [],
  })
}

async function productPage(ctx: HeadContext, page: PageCalls): Promise<PageHead> {
  const call = detailCall(page.url)
  const product = call && (await dataOf<ProductDetail>(page, call))
  if (!product) return privateHead(ctx)
  const [crumbs, evaluations] = await Promise.all([
    dataOf<Crumb[]>(page, get(catalogPaths.categoryCrumbs, { categoryId: product.categoryId })),
    dataOf<ProductEvaluations>(page, get(evaluationPaths.productPage, { spuId: product.productId, pageNo: 1, pageSize: 1 })),
  ])
  const rating = evaluations ? { average: evaluations.average, total: evaluations.total } : null
  return productHead(ctx, { product, crumbs: crumbs ?? [], rating, currency: page.prefs.currencyCode })
}

async function shopPage(ctx: HeadContext, page: PageCalls): Promise<PageHead> {
  const no = Number(ctx.query.get('no'))
  const shop = Number.isInteger(no) && no > 0 ? await dataOf<ShopInfo>(page, get(catalogPaths.shopInfo, { shopId: no })) : undefined
  return shop ? shopHead(ctx, shop) : privateHead(ctx)
}

async function helpPage(ctx: HeadContext, page: PageCalls): Promise<PageHead> {
  const articleCode = ctx.query.get('collapseCode')
  const [article, types] = await Promise.all([
    articleCode ? dataOf<Article>(page, get(paths.articleDetail, { articleCode })) : undefined,
    dataOf<Page<ArticleType>>(page, get(paths.articleTypes, articleTypeQuery)),
  ])
  const code = ctx.query.get('code') ?? ctx.query.get('type')
  const type = pageRows(types).find((t) => t.code === code) ?? pageRows(types)[0]
  return helpHead(ctx, { article: article ?? null, typeName: type?.name ?? null })
}
