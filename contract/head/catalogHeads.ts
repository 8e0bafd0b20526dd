import type { Crumb as CategoryCrumb, FilterOptions, ProductDetail, ProductPage, ShopInfo } from '../catalog'
import type { ListSearch } from '../listQuery'
import { listTitle } from '../listTitle'
import { populationOfSex } from '../locale'
import { type Crumb, itemList, product, store, decimalPrice } from './jsonLd'
import { categoryUrl, type HeadContext, headOf, type PageHead, pageUrl, populationCrumb, productUrl, selfUrl, titled, trail } from './page'
import { headMessages as m } from './texts'
import { absolute } from './urls'
import { navigationCodes } from '../navigation'

/** A product list's data as its route loads it (src/screens/catalog/loadList.ts). */
export interface ListFacts {
  search: ListSearch
  result: ProductPage
  options: FilterOptions
  crumbs: CategoryCrumb[]
}

const typeTitles = {
  newGoods: m.headNewIn,
  discount: m.headSale,
  designer: m.headDesigners,
  brand: m.headBrands,
  category: m.headAllPieces,
}

/** The list's name as its screen titles it. */
const listName = (ctx: HeadContext, { search, ...facts }: ListFacts) =>
  listTitle(search, facts, { resultsFor: (word) => ctx.t(m.headResultsFor, { word }), ofType: (type) => ctx.t(typeTitles[type]) })

function listCrumbs(ctx: HeadContext, facts: ListFacts, name: string): Crumb[] {
  const here = { name, url: selfUrl(ctx) }
  const { search } = facts
  if (search.type === 'brand' || search.navigation === navigationCodes.brand)
    return [{ name: ctx.t(m.headBrands), url: pageUrl(ctx, '/brand') }, here]
  if (search.type === 'designer' || search.navigation === navigationCodes.designer)
    return [{ name: ctx.t(m.headDesigners), url: pageUrl(ctx, '/designers') }, here]
  if (search.categoryId && facts.crumbs.length) return facts.crumbs.map((c) => ({ name: c.name, url: categoryUrl(ctx, c.id) }))
  return [here]
}

export function listHead(ctx: HeadContext, facts: ListFacts): PageHead {
  const name = listName(ctx, facts)
  const total = facts.result.total
  return headOf(ctx, {
    title: titled(ctx, name),
    description: ctx.t(m.headListDescription, { name, site: ctx.site.name, count: total }),
    image: absolute(ctx.site.origin, facts.result.list[0]?.imglist[0]) ?? ctx.site.logo,
    // An empty list is no page to send anyone to.
    robots: total === 0 ? 'noindex, follow' : null,
    jsonLd: [...trail(listCrumbs(ctx, facts, name)), itemList(facts.result.list.map((p) => productUrl(ctx, p.productId)))],
  })
}

export interface ProductFacts {
  product: ProductDetail
  /** The product's category and its parents, broadest first. */
  crumbs: CategoryCrumb[]
  rating: { average: number; total: number } | null
  /** The currency the prices came in. */
  currency: string
}

export function productHead(ctx: HeadContext, { product: p, crumbs, rating, currency }: ProductFacts): PageHead {
  const url = productUrl(ctx, p.productId)
  const images = p.imglist.map((src) => absolute(ctx.site.origin, src)).filter((src): src is string => src !== null)
  const offered = p.skus.find((s) => s.price === p.price) ?? p.skus[0]
  const population = populationOfSex(p.sex)
  const categories = crumbs.length ? crumbs : [{ id: p.categoryId, name: p.categoryName }]
  const path: Crumb[] = [
    ...(population ? [populationCrumb(ctx, population)] : []),
    ...categories.map((c) => ({ name: c.name, url: categoryUrl(ctx, c.id) })),
    { name: p.producctName, url },
  ]
  const fallback = ctx.t(m.headProductDescription, { name: p.producctName, brand: p.brandName, shop: p.shop.shopname, site: ctx.site.name })
  const facts = {
    name: p.producctName,
    description: p.description || fallback,
    images,
    sku: String(offered?.id ?? p.productId),
    brand: p.brandName,
    url,
    priceCents: p.price,
    currency,
    inStock: p.skus.some((s) => s.stock > 0),
    seller: p.shop.shopname,
    rating,
  }
  return headOf(ctx, {
    title: titled(ctx, `${p.producctName} – ${p.brandName}`),
    description: facts.description,
    type: 'product',
    image: images[0] ?? ctx.site.logo,
    price: { amount: decimalPrice(p.price, currency), currency },
    jsonLd: [product(facts), ...trail(path)],
  })
}

export function shopHead(ctx: HeadContext, shop: Pick<ShopInfo, 'id' | 'shopname' | 'logo' | 'shopDesc'>): PageHead {
  const logo = absolute(ctx.site.origin, shop.logo)
  const description = shop.shopDesc || ctx.t(m.headShopDescription, { shop: shop.shopname, site: ctx.site.name })
  const url = pageUrl(ctx, '/shopProduct', { no: shop.id })
  return headOf(ctx, {
    title: titled(ctx, shop.shopname),
    description,
    image: logo ?? ctx.site.logo,
    jsonLd: [store({ name: shop.shopname, url, logo, description })],
  })
}
