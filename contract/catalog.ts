import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type { Page } from './envelope'
import type * as s from './schemas/catalog'

/**
 * The catalog, shops, favourites and home calls of docs/behaviour.md#catalog, one group per server module. Prices are integers in
 * hundredths of the request's currency (`currencyCode`), converted with the tenant's rates
 * and rounded to the currency's minor unit (JPY, KRW, IDR: whole units, so multiples of 100).
 * Their schemas are in contract/schemas/catalog.ts.
 */

/** server/modules/catalog: categories, products, brands and designers. */
export const catalogWires = defineWires({
  categoryTree: 'GET /product/category/tree',
  categoriesLevelOne: 'GET /product/category/getCategoryByLevelOne',
  categoryCrumbs: 'GET /product/category/getCrumbsByCategoryId',
  queryCategory: 'GET /product/spuFirst/querycategory',
  productPage: 'POST /product/spuFirst/page json',
  filterOptions: 'GET /product/spuFirst/filterOptions',
  productDetail: 'GET /product/spuFirst/get-detail',
  recommended: 'GET /product/spuFirst/getRecommendSpuList',
  pageByShop: 'POST /product/spuFirst/pageByShop json',
  byIdList: 'POST /bus/shop-product-spu/getByIdList json',
  brands: 'GET /product/brand/getAllList',
  shopBrands: 'GET /product/brand/getShopBrandList',
  designers: 'GET /product/designer/getAllList',
  shopCategories: 'GET /product/spu/getShopProductCategory',
  shopProducts: 'POST /product/spu/listshoppagebyshopid json',
})

/** server/modules/shop: the directory, one shop, the shopper's own. */
export const shopWires = defineWires({
  shops: 'GET /system/shop/page',
  shopsByName: 'GET /system/shop/getByshopname',
  shopInfo: 'GET /system/shop/getShopInfoByShopId',
  shopByDomain: 'GET /system/shop/getShopInfoByDomain',
  myShop: 'GET /system/shop/getShopInfoflag',
  canShopComment: 'GET /IM/info/canShopComment',
})

/** server/modules/favourite: favourite products and followed shops. */
export const favouriteWires = defineWires({
  favouriteAdd: 'POST /product/favorite-two/create',
  favouriteList: 'GET /product/favorite-two/list',
  favouriteDelete: 'DELETE /product/favorite-two/delete',
  favouriteCount: 'GET /product/favorite/get-count',
  shopFavouriteAdd: 'POST /shop/shopFavorite/add',
  shopFavouriteRemove: 'POST /shop/shopFavorite/remove',
  shopFavouriteList: 'GET /shop/shopFavorite/list',
})

/** server/modules/home: the home page. */
export const homeWires = defineWires({
  home: 'POST /home/first/intofirstdata',
})
export const catalogPaths = /* @__PURE__ */ pathsOf({ ...catalogWires, ...shopWires, ...favouriteWires, ...homeWires })

/** The enumerations (docs/behaviour.md#catalog). */
export const productSort = { maxPrice: 1, minPrice: 2, newGood: 3 } as const
export type ProductSort = (typeof productSort)[keyof typeof productSort]
/** Shop page sorts: default, price low to high, price high to low, latest. */
export const shopSort = { default: 0, priceUp: 1, priceDown: 2, latest: 3 } as const
/** Product list types of /categoryIndex?type=. */
export const listTypes = ['category', 'designer', 'brand', 'newGoods', 'discount'] as const
export type ListType = (typeof listTypes)[number]
/** Home banner targets. */
export const bannerType = { product: 1, category: 2, brand: 3, article: 4, external: 5 } as const

/** Colours a product card shows as swatches; the rest read "+N". */
export const cardColours = 4

/** A product is new in (its card's mark, the new-in lists) for this many days after it was listed. */
export const newInDays = 30

export const pageSizes = { products: 20, shopProducts: 20, shops: 24, favourites: 20 } as const

export { type NavigationCode, navigationCodes } from './navigation'

/**
 * The pictures of a choice's colour: the first of `perValue` (in the product's order) whose value is
 * among the chosen ones; null while none is. The product page's gallery and the picture a bag line,
 * an order item or a refund shows follow this one rule.
 */
export function chosenPictures<T extends { valueId: number }>(chosen: readonly number[], perValue: readonly T[]): T | null {
  return perValue.find((p) => chosen.includes(p.valueId)) ?? null
}

/** A SKU's picture: the first of its colour's pictures (`spus.colour_images`), else the product's first. */
export function skuPicture(images: readonly string[], colourImages: Record<string, string[]>, valueIds: readonly number[]): string {
  const perValue = Object.entries(colourImages).map(([valueId, imglist]) => ({ valueId: Number(valueId), imglist }))
  return chosenPictures(valueIds, perValue)?.imglist[0] ?? images[0] ?? ''
}

export type Category = z.output<typeof s.category>
export type CategoryNode = z.output<typeof s.categoryNode>
export type Crumb = z.output<typeof s.crumb>
export type ProductCard = z.output<typeof s.productCard>
export type CardColour = z.output<typeof s.cardColour>
/** The body of /product/spuFirst/page. Every field optional but page and row. */
export type ProductQuery = z.input<typeof s.productQuery>
export type FilterQuery = z.input<typeof s.filterQuery>
export type PropertyGroup = z.output<typeof s.propertyGroup>
export type FilterOptions = z.output<typeof s.filterOptions>
export type Sku = z.output<typeof s.sku>
export type ProductDetail = z.output<typeof s.productDetail>
export type Brand = z.output<typeof s.brand>
export type Designer = z.output<typeof s.designer>
export type ShopCard = z.output<typeof s.shopCard>
export type ShopInfo = z.output<typeof s.shopInfo>
export type MyShop = z.output<typeof s.myShop>
export type ShopProductQuery = z.input<typeof s.shopProductQuery>
export type Banner = z.output<typeof s.banner>
export type PromoVideo = z.output<typeof s.promoVideo>
export type HomeData = z.output<typeof s.homeData>
export type FavouriteProduct = z.output<typeof s.favouriteProduct>
export type FavouriteShop = z.output<typeof s.favouriteShop>
export type ProductPage = Page<ProductCard>
