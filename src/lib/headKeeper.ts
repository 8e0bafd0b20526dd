import type { AnyRouter } from '@tanstack/react-router'
import type { Article, ArticleType, SettingValues } from '../../contract/api'
import type { Crumb, ProductDetail, ShopInfo } from '../../contract/catalog'
import type { Page } from '../../contract/envelope'
import { type ListFacts, listHead, productHead, shopHead } from '../../contract/head/catalogHeads'
import type { HeadContext, PageHead } from '../../contract/head/page'
import { directoryHead, helpHead, homeHead, privateHead, searchHead, zoneHead } from '../../contract/head/siteHeads'
import { logoUrl, pageKindOf } from '../../contract/head/urls'
import type { ListSearch } from '../../contract/listQuery'
import type { Population } from '../../contract/locale'
import { evaluationApi } from '../api/evaluation'
import { catalogApi } from '../api/catalog'
import { i18n } from '../i18n'
import { sessionActor } from '../session'
import { applyHead } from './head'
import { navigationCodes } from '../../contract/navigation'

/**
 * The head on client-side navigation: the same values the service writes into a served page
 * (server/seo/pageHead.ts), from the data the routes have loaded. Loaded after the first page,
 * whose head the service wrote.
 */
export async function keepHead(router: AnyRouter) {
  const { location, matches } = router.state
  const ctx = contextOf(matches[0]?.loaderData as ShellFacts | undefined, location.pathname, location.searchStr)
  const leaf = matches.at(-1)
  const data = leaf?.loaderData as Record<string, unknown> | undefined
  const search = (leaf?.search ?? {}) as Record<string, unknown>
  applyHead(data ? headOf(ctx, data, search) : privateHead(ctx))
  // A product's breadcrumbs and rating come from two small calls its page does not make itself.
  const product = pageKindOf(ctx.pathname) === 'product' ? (data?.product as ProductDetail | undefined) : undefined
  if (!product) return
  const [crumbs, rating] = await Promise.all([
    catalogApi.categoryCrumbs({ categoryId: product.categoryId }).catch((): Crumb[] => []),
    evaluationApi.productPage({ spuId: product.productId, pageNo: 1, pageSize: 1 }).catch(() => null),
  ])
  if (router.state.location.href !== location.href) return
  applyHead(productHead(ctx, { product, crumbs, rating, currency: sessionActor.getSnapshot().context.currencyCode }))
}

type ShellFacts = {
  tabs: Partial<SettingValues['TABS_SETTING']> | null
  domainPic: Partial<SettingValues['DOMAIN_PIC_SETTING']> | null
}

function contextOf(shell: ShellFacts | undefined, pathname: string, searchStr: string): HeadContext {
  const session = sessionActor.getSnapshot().context
  const { origin } = window.location
  return {
    site: {
      origin,
      name: shell?.tabs?.tabsName || session.platformName || 'Vitrine',
      logo: logoUrl(origin, shell?.domainPic?.logo || shell?.tabs?.tabsLogo),
    },
    pathname,
    query: new URLSearchParams(searchStr),
    lang: session.lang,
    t: (m, values) => i18n._({ id: m.id, message: m.message, values }),
  }
}

function headOf(ctx: HeadContext, data: Record<string, unknown>, search: Record<string, unknown>): PageHead {
  const kind = pageKindOf(ctx.pathname)
  const word = typeof search.word === 'string' ? search.word : null
  const heads: Partial<Record<typeof kind, () => PageHead>> = {
    home: () => homeHead(ctx),
    zone: () => zoneHead(ctx, ctx.pathname.split('/')[2] as Population),
    list: () => listHead(ctx, { ...(data as Omit<ListFacts, 'search'>), search: search as ListSearch }),
    brandList: () => listHead(ctx, { ...(data as Omit<ListFacts, 'search'>), search: brandSearch(ctx, search) }),
    product: () => productHead(ctx, { product: data.product as ProductDetail, crumbs: [], rating: null, currency: currencyOf() }),
    shop: () => shopHead(ctx, data.shop as ShopInfo),
    shops: () => directoryHead(ctx, 'shops'),
    designers: () => directoryHead(ctx, 'designers'),
    brands: () => directoryHead(ctx, 'brands'),
    help: () => helpOf(ctx, data, search),
    search: () => searchHead(ctx, word),
  }
  return (heads[kind] ?? (() => privateHead(ctx)))()
}

const currencyOf = () => sessionActor.getSnapshot().context.currencyCode

/** /brand/product/search/{brandId} is the brand's list (src/routes/brand/product/search/$brandId.tsx). */
const brandSearch = (ctx: HeadContext, search: Record<string, unknown>): ListSearch => ({
  ...(search as ListSearch),
  type: 'brand',
  navigation: navigationCodes.brand,
  brandId: Number(ctx.pathname.split('/').at(-1)),
})

function helpOf(ctx: HeadContext, data: Record<string, unknown>, search: Record<string, unknown>): PageHead {
  const articles = (data.articles as Page<Article> | undefined)?.list ?? []
  const article = articles.find((a) => a.code === search.collapseCode) ?? null
  return helpHead(ctx, { article, typeName: (data.type as ArticleType | null)?.name ?? null })
}
