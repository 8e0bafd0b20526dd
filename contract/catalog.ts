import type { Page } from './envelope'

/**
 * The catalog, favourites, shops and home calls of SPEC.md section 7. Prices are integers in
 * hundredths of the request's currency (`currencyCode`), converted with the tenant's rates
 * and rounded to the currency's minor unit (JPY, KRW, IDR: whole units, so multiples of 100).
 */
export const catalogPaths = {
  categoryTree: '/product/category/tree', // GET sex -> CategoryNode[]
  categoriesLevelOne: '/product/category/getCategoryByLevelOne', // GET sex -> Category[]
  categoryCrumbs: '/product/category/getCrumbsByCategoryId', // GET categoryId -> Crumb[] (root first)
  queryCategory: '/product/spuFirst/querycategory', // GET categoryId -> CategoryNode (with children)
  productPage: '/product/spuFirst/page', // POST JSON ProductQuery -> Page<ProductCard>
  filterOptions: '/product/spuFirst/filterOptions', // GET FilterQuery -> FilterOptions (path not shown in SPEC)
  productDetail: '/product/spuFirst/get-detail', // GET id, shopId? -> ProductDetail
  recommended: '/product/spuFirst/getRecommendSpuList', // GET spuId?, size? -> ProductCard[]
  pageByShop: '/product/spuFirst/pageByShop', // POST JSON ProductQuery & { shopId } -> Page<ProductCard>
  byIdList: '/bus/shop-product-spu/getByIdList', // POST JSON { ids } -> ProductCard[] (in the order asked)
  brands: '/product/brand/getAllList', // GET sex? -> Brand[]
  shopBrands: '/product/brand/getShopBrandList', // GET shopId -> Brand[]
  designers: '/product/designer/getAllList', // GET sex? -> Designer[] (path not shown in SPEC)
  shopCategories: '/product/spu/getShopProductCategory', // GET shopId -> CategoryNode[] (only categories with products)
  shopProducts: '/product/spu/listshoppagebyshopid', // POST JSON ShopProductQuery -> Page<ProductCard>
  home: '/home/first/intofirstdata', // POST platformtype 1 mobile | 2 desktop -> HomeData
  shops: '/system/shop/page', // GET pageNo, pageSize -> Page<ShopCard> (directory; path not shown in SPEC)
  shopsByName: '/system/shop/getByshopname', // GET shopname, pageNo, pageSize -> Page<ShopCard>
  shopInfo: '/system/shop/getShopInfoByShopId', // GET shopId -> ShopInfo
  shopByDomain: '/system/shop/getShopInfoByDomain', // GET url (origin) -> { id, shopname } | null
  myShop: '/system/shop/getShopInfoflag', // GET (user) -> MyShop
  canShopComment: '/IM/info/canShopComment', // GET shopId (user) -> boolean
  favouriteAdd: '/product/favorite-two/create', // POST spuId, shopId (user) -> true
  favouriteList: '/product/favorite-two/list', // GET pageNo, pageSize (user) -> Page<FavouriteProduct>
  favouriteDelete: '/product/favorite-two/delete', // DELETE spuId (user) -> true
  favouriteCount: '/product/favorite/get-count', // GET (user) -> number
  shopFavouriteAdd: '/shop/shopFavorite/add', // POST shopId (user) -> true
  shopFavouriteRemove: '/shop/shopFavorite/remove', // POST shopId (user) -> true
  shopFavouriteList: '/shop/shopFavorite/list', // GET pageNo, pageSize (user) -> Page<FavouriteShop>
  cartAdd: '/trade/cart/addFirst', // POST spuId, skuId, count, shopId (user) -> cart item id
  cartCount: '/trade/cart/get-count', // GET (user) -> number (sum of counts)
} as const

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

export interface Category { id: number; name: string; parentId: number; picUrl: string | null }
export interface CategoryNode extends Category {
  child: CategoryNode[]
  /** A few products to show in the navigation's sub-menu. */
  productSpu?: { spuId: number; shopId: number; picUrl: string; name: string }[]
}
export interface Crumb { id: number; name: string }

export interface ProductCard {
  productId: number
  shopId: number
  /** Spelled as SPEC.md spells it. */
  producctName: string
  brandName: string
  brandId: number
  imglist: string[]
  /** Struck through when it differs from price. */
  marketPrice: number
  price: number
  collectflag: 0 | 1
  newFlag: boolean
  discountFlag: boolean
}

/** The body of /product/spuFirst/page. Every field optional but page and row. */
export interface ProductQuery {
  page: number
  row: number
  sort?: ProductSort
  sex?: 1 | 2 | 3
  categoryId?: number
  brandIds?: number[]
  /** Property value ids; values of one property OR, properties AND. */
  attributelist?: number[]
  searchparam?: string
  brandId?: number
  desno?: number
  /** 2 design number (desno), 4 category, 5 brand: which of the ids above the navigation set. */
  navigation?: 2 | 4 | 5
  type?: ListType
  recommendHot?: boolean
  recommendBest?: boolean
  recommendBenefit?: boolean
  recommendNew?: boolean
  recommendGood?: boolean
  shopId?: number
}

export interface FilterQuery {
  type?: ListType
  navigation?: 2 | 4 | 5
  buyid?: number
  searchparam?: string
  sex?: 1 | 2 | 3
  shopId?: number
}

export interface PropertyGroup {
  title: string
  propertyId: number
  /** 1: choosing a value replaces the previous one. */
  limit: number | null
  productPropertyVoList: { valueName: string; valueId: number }[]
}
export interface FilterOptions {
  categoryBaseVOList: { name: string; categoryId: number }[]
  productPropertyListVos: PropertyGroup[]
  designerSaveReqVOList: { name: string; id: number }[]
  productBrands: { name: string; id: number }[]
}

export interface Sku {
  id: number
  /** One value per property of the product, e.g. colour and size. */
  properties: { propertyId: number; propertyName: string; valueId: number; valueName: string }[]
  price: number
  marketPrice: number
  stock: number
}
export interface ProductDetail extends ProductCard {
  description: string
  categoryId: number
  categoryName: string
  designerId: number | null
  designerName: string | null
  sex: 1 | 2 | 3
  properties: { propertyId: number; name: string; values: { valueId: number; name: string; swatch?: string | null }[] }[]
  skus: Sku[]
  shop: ShopInfo
}

export interface Brand { id: number; name: string; logo: string; description: string; productCount: number }
export interface Designer { id: number; name: string; avatar: string; description: string; productCount: number }

export interface ShopCard { id: number; shopname: string; logo: string; shopDesc: string; favoriteCount: number; storeReputation: number }
export interface ShopInfo extends ShopCard {
  /** 1 when the current user follows the shop. */
  favoriteFlag: 0 | 1
  /** Shop number shown to shoppers. */
  mno: string
  /** 1: shoppers may write to the shop without an order. */
  shopComment: 0 | 1
  productCount: number
}
export interface MyShop { status: number | null; data: { id: number; shopname: string } | null }

export interface ShopProductQuery {
  shopId: number
  pageNo: number
  pageSize: number
  categoryIdList?: number[]
  /** Populations as sex codes. */
  personCategoryList?: number[]
  brandIdList?: number[]
  sort?: (typeof shopSort)[keyof typeof shopSort]
}

export interface Banner { img: string; title: string; type: number; buyId: string; shopId: number | null }
export interface PromoVideo { url: string | null; poster: string; title: string }
export interface HomeData {
  publicize1: Banner[]
  publicize2: Banner[]
  publicize3: Banner[]
  publicize4: Banner[]
  promotional1: Banner[]
  promotionalvideo1: PromoVideo[]
  productSpuList1: { title: string; productSpuDTOList: ProductCard[] }
  productSpuList2: { title: string; productSpuDTOList: ProductCard[] }
}

export interface FavouriteProduct {
  spuId: number
  shopId: number
  picUrl: string
  brandName: string
  brandId: number
  spuName: string
  price: number
  marketPrice: number
  properties: string
}
export interface FavouriteShop { id: number; logo: string; shopname: string; shopDesc: string }

export type ProductPage = Page<ProductCard>
