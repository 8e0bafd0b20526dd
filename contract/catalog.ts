import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type { Page } from './envelope'
import type * as s from './schemas/catalog'

/**
 * The catalog, favourites, shops and home calls of SPEC.md section 7. Prices are integers in
 * hundredths of the request's currency (`currencyCode`), converted with the tenant's rates
 * and rounded to the currency's minor unit (JPY, KRW, IDR: whole units, so multiples of 100).
 * Their schemas are in contract/schemas/catalog.ts.
 */
export const catalogWires = defineWires({
  categoryTree: { method: 'GET', path: '/product/category/tree', auth: 'guest', encoding: 'query' },
  categoriesLevelOne: { method: 'GET', path: '/product/category/getCategoryByLevelOne', auth: 'guest', encoding: 'query' },
  categoryCrumbs: { method: 'GET', path: '/product/category/getCrumbsByCategoryId', auth: 'guest', encoding: 'query' },
  queryCategory: { method: 'GET', path: '/product/spuFirst/querycategory', auth: 'guest', encoding: 'query' },
  productPage: { method: 'POST', path: '/product/spuFirst/page', auth: 'optional', encoding: 'json' },
  filterOptions: { method: 'GET', path: '/product/spuFirst/filterOptions', auth: 'guest', encoding: 'query' },
  productDetail: { method: 'GET', path: '/product/spuFirst/get-detail', auth: 'optional', encoding: 'query' },
  recommended: { method: 'GET', path: '/product/spuFirst/getRecommendSpuList', auth: 'optional', encoding: 'query' },
  pageByShop: { method: 'POST', path: '/product/spuFirst/pageByShop', auth: 'optional', encoding: 'json' },
  byIdList: { method: 'POST', path: '/bus/shop-product-spu/getByIdList', auth: 'optional', encoding: 'json' },
  brands: { method: 'GET', path: '/product/brand/getAllList', auth: 'guest', encoding: 'query' },
  shopBrands: { method: 'GET', path: '/product/brand/getShopBrandList', auth: 'guest', encoding: 'query' },
  designers: { method: 'GET', path: '/product/designer/getAllList', auth: 'guest', encoding: 'query' },
  shopCategories: { method: 'GET', path: '/product/spu/getShopProductCategory', auth: 'guest', encoding: 'query' },
  shopProducts: { method: 'POST', path: '/product/spu/listshoppagebyshopid', auth: 'optional', encoding: 'json' },
  home: { method: 'POST', path: '/home/first/intofirstdata', auth: 'optional', encoding: 'form' },
  shops: { method: 'GET', path: '/system/shop/page', auth: 'guest', encoding: 'query' },
  shopsByName: { method: 'GET', path: '/system/shop/getByshopname', auth: 'guest', encoding: 'query' },
  shopInfo: { method: 'GET', path: '/system/shop/getShopInfoByShopId', auth: 'optional', encoding: 'query' },
  shopByDomain: { method: 'GET', path: '/system/shop/getShopInfoByDomain', auth: 'guest', encoding: 'query' },
  myShop: { method: 'GET', path: '/system/shop/getShopInfoflag', auth: 'member', encoding: 'query' },
  canShopComment: { method: 'GET', path: '/IM/info/canShopComment', auth: 'member', encoding: 'query' },
  favouriteAdd: { method: 'POST', path: '/product/favorite-two/create', auth: 'member', encoding: 'form' },
  favouriteList: { method: 'GET', path: '/product/favorite-two/list', auth: 'member', encoding: 'query' },
  favouriteDelete: { method: 'DELETE', path: '/product/favorite-two/delete', auth: 'member', encoding: 'query' },
  favouriteCount: { method: 'GET', path: '/product/favorite/get-count', auth: 'member', encoding: 'query' },
  shopFavouriteAdd: { method: 'POST', path: '/shop/shopFavorite/add', auth: 'member', encoding: 'form' },
  shopFavouriteRemove: { method: 'POST', path: '/shop/shopFavorite/remove', auth: 'member', encoding: 'form' },
  shopFavouriteList: { method: 'GET', path: '/shop/shopFavorite/list', auth: 'member', encoding: 'query' },
  cartAdd: { method: 'POST', path: '/trade/cart/addFirst', auth: 'member', encoding: 'form' },
  cartCount: { method: 'GET', path: '/trade/cart/get-count', auth: 'member', encoding: 'query' },
})
export const catalogPaths = pathsOf(catalogWires)

/** SPEC.md section 4 enumerations. */
export const productSort = { maxPrice: 1, minPrice: 2, newGood: 3 } as const
export type ProductSort = (typeof productSort)[keyof typeof productSort]
/** Shop page sorts: default, price low to high, price high to low, latest. */
export const shopSort = { default: 0, priceUp: 1, priceDown: 2, latest: 3 } as const
/** Product list types of /categoryIndex?type=. */
export const listTypes = ['category', 'designer', 'brand', 'newGoods', 'discount'] as const
export type ListType = (typeof listTypes)[number]
/** Home banner targets. */
export const bannerType = { product: 1, category: 2, brand: 3, article: 4, external: 5 } as const

export const pageSizes = { products: 20, shopProducts: 20, shops: 24, favourites: 20 } as const

/** The `navigation` codes of a product query: which of its ids the header's navigation set. */
export const navigationCodes = { designer: 2, category: 4, brand: 5 } as const
export type NavigationCode = (typeof navigationCodes)[keyof typeof navigationCodes]

export type Category = z.output<typeof s.category>
export type CategoryNode = z.output<typeof s.categoryNode>
export type Crumb = z.output<typeof s.crumb>
export type ProductCard = z.output<typeof s.productCard>
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
