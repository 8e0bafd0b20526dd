import type * as z from 'zod/mini'
import { defineWires, pathsOf } from './call'
import type * as s from './schemas/seller'

/**
 * The seller center's calls (docs/behaviour.md#seller-center): the owner of an open shop lists and
 * manages their own products. Every call is `member` and answers "not found" (404) to a caller who
 * does not own an open shop of this tenant, and for a product of another shop. Prices are USD cents,
 * as stored (the storefront converts them per currency). The category tree, brands shared by
 * shops and designers are the catalog's calls (categoryTree per population, designers); what is
 * the seller's own (their shop's brands, colours and sizes to choose from) is `productOptions`.
 */
export const sellerWires = defineWires({
  /** The caller's shop, whether its listings need review, and its products counted by listing status. */
  shop: 'GET /seller/shop',
  /** The dashboard's to-dos (orders to ship, after-sales waiting for the shop, reviews not answered, unread chats) and the last 30 days' sales. */
  dashboard: 'GET /seller/dashboard',
  products: 'POST /seller/product/page json',
  /** Exactly the shape `productSave` accepts (duplicate = get, then save without `id`). */
  productGet: 'GET /seller/product/get',
  productSave: 'POST /seller/product/save json',
  productSubmit: 'POST /seller/product/submit',
  productUnlist: 'POST /seller/product/unlist',
  productRelist: 'POST /seller/product/relist',
  /** Drafts only. */
  productDelete: 'POST /seller/product/delete',
  /** What the editor picks from besides the catalog's category tree and designers. */
  productOptions: 'GET /seller/product/options',
  /** The shop's settings (docs/behaviour.md#shop-settings): exactly what `settingsSave` accepts, plus the name (changed through the platform). */
  settings: 'GET /seller/shop/settings',
  settingsSave: 'POST /seller/shop/settings/save json',
})
export const sellerPaths = /* @__PURE__ */ pathsOf(sellerWires)

/** docs/behaviour.md#seller-center: the editor's and the list's limits. */
export const sellerLimits = {
  nameMax: 120,
  descriptionMax: 5000,
  picturesPerColour: 8,
  pictureUrlMax: 512,
  coloursMax: 12,
  sizesMax: 20,
  /** Colours x sizes: every SKU of the grid. */
  skusMax: 240,
  /** Other property values (material...). */
  otherValuesMax: 10,
  /** USD cents: $100,000. */
  priceMax: 10_000_000,
  stockMax: 99_999,
  pageSize: 20,
  searchMax: 60,
  rejectReasonMax: 500,
  /** A SKU with this many pieces or fewer counts as low stock. */
  lowStock: 5,
} as const

/** The seller product list's sorts. */
export const sellerSort = { newest: 1, oldest: 2, priceLow: 3, priceHigh: 4, stockLow: 5, name: 6 } as const
export type SellerSortValue = (typeof sellerSort)[keyof typeof sellerSort]

/** docs/behaviour.md#shop-settings: the settings' limits. */
export const shopSettingsLimits = {
  descriptionMax: 2000,
  returnsAddressMax: 300,
  /** USD cents: $1,000 of freight per order. */
  freightMax: 100_000,
  /** USD cents: free shipping from at most $100,000 of goods. */
  freeShippingMax: 10_000_000,
  /** The longest holiday. */
  holidayDaysMax: 92,
} as const

export type SellerShop = z.output<typeof s.sellerShop>
export type SellerDashboard = z.output<typeof s.sellerDashboard>
export type SellerSales = z.output<typeof s.sellerSales>
export type SellerProductQuery = z.input<typeof s.sellerProductQuery>
export type SellerProductRow = z.output<typeof s.sellerProductRow>
/** What `productGet` answers and `productSave` accepts. */
export type SellerProduct = z.output<typeof s.sellerProduct>
export type SellerProductInput = z.input<typeof s.sellerProduct>
export type SellerColour = z.output<typeof s.sellerColour>
export type SellerSku = z.output<typeof s.sellerSku>
export type SellerOptions = z.output<typeof s.sellerOptions>
export type ListingMove = z.output<typeof s.listingMove>
export type ShopSettings = z.output<typeof s.shopSettings>
export type ShopSettingsInput = z.input<typeof s.shopSettingsInput>
export type ShopHoliday = z.output<typeof s.shopHoliday>

/** A product nobody has filled in yet: what the editor starts from. */
export const blankSellerProduct: SellerProduct = {
  sex: 2,
  categoryId: 0,
  brandId: 0,
  designerId: null,
  names: { en: '' },
  descriptions: { en: '' },
  colours: [],
  sizes: [],
  otherValueIds: [],
  skus: [],
}
