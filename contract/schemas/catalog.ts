import * as z from 'zod/mini'
import { defineCalls } from '../call'
import {
  catalogWires,
  favouriteWires,
  homeWires,
  listTypes,
  navigationCodes,
  pageSizes,
  productSort,
  shopSort,
  shopWires,
} from '../catalog'
import { sexOf } from '../locale'
import { done, flag, id, ids, int32, none, optionalId, optionalText, pageOf, paging, sex, text } from '../fields'

/** Request and response schemas of the catalog's calls (contract/catalog.ts). */

export const category = z.object({ id: z.number(), name: z.string(), parentId: z.number(), picUrl: z.nullable(z.string()) })
const navProduct = z.object({ spuId: z.number(), shopId: z.number(), picUrl: z.string(), name: z.string() })
export interface CategoryNodeShape extends z.output<typeof category> {
  child: CategoryNodeShape[]
  /** A few products to show in the navigation's sub-menu. */
  productSpu?: z.output<typeof navProduct>[]
}
export const categoryNode: z.ZodMiniType<CategoryNodeShape> = z.object({
  ...category.shape,
  get child() {
    return z.array(categoryNode)
  },
  productSpu: z.optional(z.array(navProduct)),
})
export const crumb = z.object({ id: z.number(), name: z.string() })

/** One colour of a product card: its swatch (a CSS colour), its name and the first picture of the product in it. */
export const cardColour = z.object({ valueId: z.number(), name: z.string(), swatch: z.string(), picUrl: z.string() })

export const productCard = z.object({
  productId: z.number(),
  shopId: z.number(),
  /** Spelled as the API family spells it (docs/behaviour.md#calls). */
  producctName: z.string(),
  brandName: z.string(),
  brandId: z.number(),
  imglist: z.array(z.string()),
  /** Struck through when it differs from price. */
  marketPrice: z.number(),
  price: z.number(),
  collectflag: z.literal([0, 1]),
  newFlag: z.boolean(),
  discountFlag: z.boolean(),
  /** The first few of the product's colours (cardColours), in the product's order: its pictures are of the first. */
  colours: z.optional(z.array(cardColour)),
  /** How many colours the product has; more than `colours` holds reads "+N". */
  colourCount: z.optional(z.number()),
})

const sexCode = () => z.literal([1, 2, 3])
const navigation = () => z.optional(z.literal(Object.values(navigationCodes)))
const listType = () => z.optional(z.enum(listTypes))

export const productQuery = z.object({
  page: z._default(int32(1, 10_000), 1),
  row: z._default(int32(1, 100), pageSizes.products),
  sort: z.optional(z.literal(Object.values(productSort))),
  sex: z.optional(sexCode()),
  categoryId: optionalId(),
  /** The filter drawer's category on a category list: narrows within `categoryId`. */
  subCategoryId: optionalId(),
  brandIds: ids(),
  /** Property value ids; values of one property OR, properties AND. */
  attributelist: ids(),
  searchparam: optionalText(100),
  brandId: optionalId(),
  desno: optionalId(),
  /** Which of the ids above the navigation set (contract/catalog.ts navigationCodes). */
  navigation: navigation(),
  type: listType(),
  recommendHot: z.optional(flag()),
  recommendBest: z.optional(flag()),
  recommendBenefit: z.optional(flag()),
  recommendNew: z.optional(flag()),
  recommendGood: z.optional(flag()),
  shopId: optionalId(),
  /** A price range in USD cents (the storefront converts the shopper's currency), both ends included. */
  minPrice: z.optional(int32(0, 2_000_000_000)),
  maxPrice: z.optional(int32(0, 2_000_000_000)),
})

export const filterQuery = z.object({
  type: listType(),
  navigation: navigation(),
  buyid: optionalId(),
  searchparam: optionalText(100),
  sex: z.optional(sexCode()),
  shopId: optionalId(),
  /**
   * What the drawer has applied, as in the product query: each group's counts are of the list
   * narrowed by the other groups' choices, so they say what choosing a value would show.
   */
  categoryId: optionalId(),
  desno: optionalId(),
  brandIds: ids(),
  attributelist: ids(),
  /** A price range in USD cents (the storefront converts the shopper's currency), both ends included. */
  minPrice: z.optional(int32(0, 2_000_000_000)),
  maxPrice: z.optional(int32(0, 2_000_000_000)),
})

export const shopProductQuery = z.object({
  shopId: id(),
  ...paging(pageSizes.shopProducts),
  categoryIdList: ids(),
  /** Populations as sex codes. */
  personCategoryList: z.optional(z.array(int32(1, 3)).check(z.maxLength(3))),
  brandIdList: ids(),
  sort: z.optional(z.literal(Object.values(shopSort))),
})

export const propertyGroup = z.object({
  title: z.string(),
  propertyId: z.number(),
  /** 1: choosing a value replaces the previous one. */
  limit: z.nullable(z.number()),
  productPropertyVoList: z.array(z.object({ valueName: z.string(), valueId: z.number(), count: z.number() })),
})
/** `count`: the products of the list this option would show (0: none with the other groups' choices). */
const named = z.object({ name: z.string(), id: z.number(), count: z.number() })
export const filterOptions = z.object({
  categoryBaseVOList: z.array(z.object({ name: z.string(), categoryId: z.number(), count: z.number() })),
  productPropertyListVos: z.array(propertyGroup),
  designerSaveReqVOList: z.array(named),
  productBrands: z.array(named),
})

export const sku = z.object({
  id: z.number(),
  /** One value per property of the product, e.g. colour and size. */
  properties: z.array(z.object({ propertyId: z.number(), propertyName: z.string(), valueId: z.number(), valueName: z.string() })),
  price: z.number(),
  marketPrice: z.number(),
  stock: z.number(),
})

export const brand = z.object({ id: z.number(), name: z.string(), logo: z.string(), description: z.string(), productCount: z.number() })
export const designer = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z.string(),
  description: z.string(),
  productCount: z.number(),
})

export const shopCard = z.object({
  id: z.number(),
  shopname: z.string(),
  logo: z.string(),
  shopDesc: z.string(),
  favoriteCount: z.number(),
  storeReputation: z.number(),
})
export const shopInfo = z.object({
  ...shopCard.shape,
  /** 1 when the current user follows the shop. */
  favoriteFlag: z.literal([0, 1]),
  /** Shop number shown to shoppers. */
  mno: z.string(),
  /** 1: shoppers may write to the shop without an order. */
  shopComment: z.literal([0, 1]),
  productCount: z.number(),
  /** docs/behaviour.md#shop-settings: the shop's holiday (epoch ms; `to` the day it reopens) while ahead or under way, else null. */
  holiday: z.nullable(z.object({ from: z.number(), to: z.number() })),
})
export const myShop = z.object({ status: z.nullable(z.number()), data: z.nullable(z.object({ id: z.number(), shopname: z.string() })) })

export const productDetail = z.object({
  ...productCard.shape,
  description: z.string(),
  categoryId: z.number(),
  categoryName: z.string(),
  designerId: z.nullable(z.number()),
  designerName: z.nullable(z.string()),
  sex: sexCode(),
  properties: z.array(
    z.object({
      propertyId: z.number(),
      name: z.string(),
      values: z.array(z.object({ valueId: z.number(), name: z.string(), swatch: z.optional(z.nullable(z.string())) })),
    }),
  ),
  skus: z.array(sku),
  /** Pictures per colour value, shown first when that colour is chosen; colours without their own are left out. */
  colourImages: z.array(z.object({ valueId: z.number(), imglist: z.array(z.string()) })),
  shop: shopInfo,
})

export const banner = z.object({ img: z.string(), title: z.string(), type: z.number(), buyId: z.string(), shopId: z.nullable(z.number()) })
/** `url` the MP4 clip and `webm` the same as WebM (offered first); `captions` WebVTT in the request's language, else English. */
export const promoVideo = z.object({
  url: z.nullable(z.string()),
  webm: z.nullable(z.string()),
  poster: z.string(),
  title: z.string(),
  captions: z.nullable(z.object({ src: z.string(), lang: z.string() })),
})
const productStrip = z.object({ title: z.string(), productSpuDTOList: z.array(productCard) })
export const homeData = z.object({
  publicize1: z.array(banner),
  publicize2: z.array(banner),
  publicize3: z.array(banner),
  publicize4: z.array(banner),
  promotional1: z.array(banner),
  promotionalvideo1: z.array(promoVideo),
  productSpuList1: productStrip,
  productSpuList2: productStrip,
})

export const favouriteProduct = z.object({
  spuId: z.number(),
  shopId: z.number(),
  picUrl: z.string(),
  brandName: z.string(),
  brandId: z.number(),
  spuName: z.string(),
  price: z.number(),
  marketPrice: z.number(),
  properties: z.string(),
})
export const favouriteShop = z.object({ id: z.number(), logo: z.string(), shopname: z.string(), shopDesc: z.string() })

const byCategory = z.object({ categoryId: id() })
const byShop = z.object({ shopId: id() })
const bySex = z.object({ sex: sex() })
/** A category tree is of one population: women's unless asked. */
const ofPopulation = z.object({ sex: z._default(int32(1, 3), sexOf.female) })

/** server/modules/catalog: categories, products, brands and designers. */
export const catalogCalls = defineCalls(catalogWires, {
  categoryTree: { summary: 'The category tree of a population (sex)', auth: 'guest', input: ofPopulation, output: z.array(categoryNode) },
  categoriesLevelOne: { summary: 'Top-level categories of a population', auth: 'guest', input: ofPopulation, output: z.array(category) },
  categoryCrumbs: { summary: 'The path to a category, root first', auth: 'guest', input: byCategory, output: z.array(crumb) },
  queryCategory: { summary: 'A category with its children', auth: 'guest', input: byCategory, output: categoryNode },
  productPage: { summary: 'A page of products matching the query', auth: 'optional', input: productQuery, output: pageOf(productCard) },
  filterOptions: {
    summary: 'The filters a list offers (path chosen here)',
    auth: 'guest',
    input: filterQuery,
    output: filterOptions,
  },
  productDetail: {
    summary: 'One product with its SKUs and shop (404 when not on sale, or not in shopId)',
    auth: 'optional',
    input: z.object({ id: id(), shopId: optionalId() }),
    output: productDetail,
  },
  recommended: {
    summary: 'Products to recommend (next to spuId when given)',
    auth: 'optional',
    input: z.object({ spuId: optionalId(), size: z._default(int32(1, 50), 10) }),
    output: z.array(productCard),
  },
  pageByShop: {
    summary: "A page of one shop's products",
    auth: 'optional',
    input: z.object({ ...productQuery.shape, shopId: id() }),
    output: pageOf(productCard),
  },
  /** `ids`, or a bare JSON array (read as `list`). */
  byIdList: {
    summary: 'Product cards in the order asked',
    auth: 'optional',
    input: z.object({ ids: ids(), list: ids() }),
    output: z.array(productCard),
  },
  brands: { summary: 'Brands (of a population when sex is given)', auth: 'guest', input: bySex, output: z.array(brand) },
  shopBrands: { summary: 'Brands a shop sells', auth: 'guest', input: byShop, output: z.array(brand) },
  designers: { summary: 'Designers (path chosen here)', auth: 'guest', input: bySex, output: z.array(designer) },
  shopCategories: { summary: 'The categories a shop has products in', auth: 'guest', input: byShop, output: z.array(categoryNode) },
  shopProducts: {
    summary: "A page of a shop's products, with its filters",
    auth: 'optional',
    input: shopProductQuery,
    output: pageOf(productCard),
  },
})

/** server/modules/shop: the directory, one shop, the shopper's own. */
export const shopCalls = defineCalls(shopWires, {
  shops: {
    summary: 'The shop directory (path chosen here)',
    auth: 'guest',
    input: z.object(paging(pageSizes.shops)),
    output: pageOf(shopCard),
  },
  shopsByName: {
    summary: 'Shops whose name matches (with exact=true: only the shop whose name equals it, case aside, so a taken name shows)',
    auth: 'guest',
    input: z.object({ shopname: z._default(text(100), ''), exact: z.optional(flag()), ...paging(pageSizes.shops) }),
    output: pageOf(shopCard),
  },
  shopInfo: { summary: 'One shop (favoriteFlag for the shopper)', auth: 'optional', input: byShop, output: shopInfo },
  shopByDomain: {
    summary: 'The shop whose own domain the url (origin) is, or null',
    auth: 'guest',
    input: z.object({ url: z._default(text(300), '') }),
    output: z.nullable(z.object({ id: z.number(), shopname: z.string() })),
  },
  myShop: { summary: "The shopper's own shop application", auth: 'member', input: none(), output: myShop },
  canShopComment: { summary: 'True when the shopper may write to the shop', auth: 'member', input: byShop, output: z.boolean() },
})

/** server/modules/favourite: favourite products and followed shops. */
export const favouriteCalls = defineCalls(favouriteWires, {
  favouriteAdd: {
    summary: 'Add a product to favourites',
    auth: 'member',
    input: z.object({ spuId: id(), shopId: optionalId() }),
    output: done(),
  },
  favouriteList: {
    summary: 'Favourite products',
    auth: 'member',
    input: z.object(paging(pageSizes.favourites)),
    output: pageOf(favouriteProduct),
  },
  favouriteDelete: { summary: 'Remove a product from favourites', auth: 'member', input: z.object({ spuId: id() }), output: done() },
  favouriteCount: { summary: 'How many favourites', auth: 'member', input: none(), output: z.number() },
  shopFavouriteAdd: { summary: 'Follow a shop', auth: 'member', input: byShop, output: done() },
  shopFavouriteRemove: { summary: 'Unfollow a shop', auth: 'member', input: byShop, output: done() },
  shopFavouriteList: {
    summary: 'Followed shops',
    auth: 'member',
    input: z.object(paging(pageSizes.favourites)),
    output: pageOf(favouriteShop),
  },
})

/** server/modules/home: the home page. */
export const homeCalls = defineCalls(homeWires, {
  home: {
    summary: 'The home page (platformtype 1 mobile, 2 desktop)',
    auth: 'optional',
    input: z.object({ platformtype: z._default(z.literal([1, 2]), 2) }),
    output: homeData,
  },
})
