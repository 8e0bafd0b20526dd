import { type Article, type ArticleType, paths } from '../../contract/api'
import { articleTypeQuery } from '../../contract/boot'
import { catalogPaths, type Crumb, type FilterOptions, type ProductDetail, type ProductPage, type ShopInfo } from '../../contract/catalog'
import { pageRows, type Page } from '../../contract/envelope'
import { evaluationPaths, type ProductEvaluations } from '../../contract/evaluation'
import { listHead, productHead, shopHead } from '../../contract/head/catalogHeads'
import type { HeadContext, PageHead } from '../../contract/head/page'
import { helpHead, privateHead } from '../../contract/head/siteHeads'
import { listSearch, type ListSearch } from '../../contract/listQuery'
import { detailCall, get, listCalls, type PageCalls, routerSearch, type StartCall } from '../http/boot'
import { navigationCodes } from '../../contract/navigation'

/** What each page's head is made of, asked through the page's calls (server/http/boot.ts); pages whose subject is missing are private. */

export const dataOf = async <T>(page: PageCalls, call: StartCall) => (await page.ask(call))?.reply.data as T | undefined

const noOptions: FilterOptions = { categoryBaseVOList: [], productPropertyListVos: [], designerSaveReqVOList: [], productBrands: [] }

/** /brand/product/search/{brandId} is the brand's list (src/routes/brand/product/search/$brandId.tsx). */
export function brandSearch(ctx: HeadContext): ListSearch {
  const { brandId: _, type: __, navigation: ___, ...rest } = listSearch(routerSearch(ctx.query))
  return { ...rest, type: 'brand', navigation: navigationCodes.brand, brandId: Number(ctx.pathname.split('/').at(-1)) }
}

export async function listPage(ctx: HeadContext, page: PageCalls, search: ListSearch): Promise<PageHead> {
  const [result, options, crumbs] = await Promise.all(listCalls(search).map((call) => dataOf(page, call)))
  if (!result) return privateHead(ctx)
  return listHead(ctx, {
    search,
    result: result as ProductPage,
    options: (options as FilterOptions | undefined) ?? noOptions,
    crumbs: (crumbs as Crumb[] | undefined) ?? [],
  })
}

export async function productPage(ctx: HeadContext, page: PageCalls): Promise<PageHead> {
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

export async function shopPage(ctx: HeadContext, page: PageCalls): Promise<PageHead> {
  const no = Number(ctx.query.get('no'))
  const shop = Number.isInteger(no) && no > 0 ? await dataOf<ShopInfo>(page, get(catalogPaths.shopInfo, { shopId: no })) : undefined
  return shop ? shopHead(ctx, shop) : privateHead(ctx)
}

export async function helpPage(ctx: HeadContext, page: PageCalls): Promise<PageHead> {
  const articleCode = ctx.query.get('collapseCode')
  const [article, types] = await Promise.all([
    articleCode ? dataOf<Article>(page, get(paths.articleDetail, { articleCode })) : undefined,
    dataOf<Page<ArticleType>>(page, get(paths.articleTypes, articleTypeQuery)),
  ])
  const code = ctx.query.get('code') ?? ctx.query.get('type')
  const type = pageRows(types).find((t) => t.code === code) ?? pageRows(types)[0]
  return helpHead(ctx, { article: article ?? null, typeName: type?.name ?? null })
}
