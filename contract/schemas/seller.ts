import * as z from 'zod/mini'
import { defineCalls } from '../call'
import { done, formText, id, int32, none, optionalId, optionalText, pageOf, paging, text } from '../fields'
import { ListingStatus } from '../lifecycles'
import { sellerLimits as limits, sellerSort, sellerWires, shopSettingsLimits } from '../seller'

/** Request and response schemas of the seller center (contract/seller.ts). */

const listing = () => z.literal(Object.values(ListingStatus))
const sexCode = () => z.literal([1, 2, 3])

/** Text per storefront language: English (may be '' in a draft; required to submit), the others optional (the storefront falls back to English). */
const perLanguage = (max: number, multiline = false) =>
  z.object({
    en: formText(max, { multiline }),
    zh: z.optional(text(max, { multiline })),
    fr: z.optional(text(max, { multiline })),
    ja: z.optional(text(max, { multiline })),
    ko: z.optional(text(max, { multiline })),
  })

/** One colour (a colour property value id) and its pictures, in the order shown (the first is the colour's main picture). */
export const sellerColour = z.object({
  valueId: id(),
  pictures: z._default(z.array(text(limits.pictureUrlMax).check(z.minLength(1))).check(z.maxLength(limits.picturesPerColour)), []),
})

const cents = () => int32(0, limits.priceMax)

/**
 * One SKU of the colour x size grid. `stock` is what the owner wants; `stockRead` the stock as
 * `productGet` answered it (absent for a new SKU). The service adds `stock - stockRead` to the
 * stored stock in one conditional update (never below 0), so pieces sold since the read stay sold.
 */
export const sellerSku = z.object({
  colourId: id(),
  sizeId: id(),
  price: cents(),
  /** Struck through on the storefront when higher than `price`; 0 or lower is stored as `price`. */
  marketPrice: z._default(cents(), 0),
  stock: int32(0, limits.stockMax),
  stockRead: z.optional(int32(0)),
})

/**
 * A product as the owner edits it: what `productGet` answers and `productSave` accepts. Without `id`
 * save creates a draft; with it, it updates that product (a live one: the change waits for review,
 * stock aside). `listing`, `rejectReason` and `changeInReview` are answered by get and ignored by save.
 */
export const sellerProduct = z.object({
  id: optionalId(),
  /** The population (male 1, female 2, children 3); the category must be one of its tree. */
  sex: sexCode(),
  /** A level-3 category of the tenant's tree for `sex`. */
  categoryId: int32(0),
  /** A brand shared by shops or the shop's own (productOptions). */
  brandId: int32(0),
  designerId: z._default(z.nullable(id()), null),
  names: perLanguage(limits.nameMax),
  descriptions: perLanguage(limits.descriptionMax, true),
  colours: z._default(z.array(sellerColour).check(z.maxLength(limits.coloursMax)), []),
  /** Size property value ids, in the order shown. */
  sizes: z._default(z.array(id()).check(z.maxLength(limits.sizesMax)), []),
  /** Other property values (material...), shown in the filters. */
  otherValueIds: z._default(z.array(id()).check(z.maxLength(limits.otherValuesMax)), []),
  skus: z._default(z.array(sellerSku).check(z.maxLength(limits.skusMax)), []),
  listing: z.optional(listing()),
  rejectReason: z.optional(z.string()),
  changeInReview: z.optional(z.boolean()),
})

export const sellerProductQuery = z.object({
  ...paging(limits.pageSize, limits.pageSize),
  /** Part of a name in any language. */
  name: optionalText(limits.searchMax),
  listing: z.optional(listing()),
  categoryId: optionalId(),
  sort: z._default(z.literal(Object.values(sellerSort)), sellerSort.newest),
})

/** A row of the seller's list: the version on sale for a live product (`changeInReview` when a change waits). */
export const sellerProductRow = z.object({
  id: z.number(),
  /** The first picture's thumbnail ('' without pictures). */
  picUrl: z.string(),
  /** In the request's language, English when it has none. */
  name: z.string(),
  listing: z.number(),
  rejectReason: z.string(),
  changeInReview: z.boolean(),
  categoryId: z.number(),
  /** Lowest and highest SKU price (0 without SKUs). */
  minPrice: z.number(),
  maxPrice: z.number(),
  /** All SKUs' stock. */
  stock: z.number(),
  skuCount: z.number(),
})

/** The caller's shop; `counts` per listing status name, plus soldOut (on sale, no stock) and lowStock (on sale, a SKU at lowStock or fewer). */
export const sellerShop = z.object({
  id: z.number(),
  shopname: z.string(),
  logo: z.string(),
  /** The tenant's setting: off, submit publishes at once. */
  listingsNeedReview: z.boolean(),
  counts: z.record(z.string(), z.number()),
})

/** Paid orders of a period by the day they were placed, refunds by the day they were paid back; money in the request's currency and in USD cents. */
export const sellerSales = z.object({
  orders: z.number(),
  pieces: z.number(),
  revenue: z.number(),
  revenueUsd: z.number(),
  refunds: z.number(),
  refundsUsd: z.number(),
})

/** The days of the dashboard, in the owner's time zone (an IANA name; UTC when absent or unknown). */
export const dashboardQuery = z.object({ tz: optionalText(64) })

export const sellerDashboard = z.object({
  /** Paid orders waiting to be shipped, and when the longest waiting one was paid (epoch ms). */
  toShip: z.object({ count: z.number(), oldestPaidAt: z.nullable(z.number()) }),
  /** After-sales waiting for the shop: to review, goods to receive, to refund. */
  afterSales: z.number(),
  /** Reviews of the shop's products it has not answered. */
  reviewsUnanswered: z.number(),
  /** Shoppers' chat messages the shop has not read (capped as every unread count). */
  unreadChats: z.number(),
  currencyCode: z.string(),
  sales: z.object({ today: sellerSales, week: sellerSales, month: sellerSales }),
  /** The last 30 days, oldest first, each with its sales. */
  days: z.array(z.object({ day: z.string(), ...sellerSales.shape })),
})

const option = z.object({ id: z.number(), name: z.string() })
export const sellerOptions = z.object({
  /** Colour property values (those with a swatch). */
  colours: z.array(z.object({ ...option.shape, swatch: z.string() })),
  sizes: z.array(option),
  /** Other property values (material...), with their property's name. */
  others: z.array(z.object({ ...option.shape, propertyName: z.string() })),
  /** Brands shared by shops and the shop's own. */
  brands: z.array(option),
})

export const listingMove = z.object({ id: z.number(), listing: z.number() })

const byId = z.object({ id: id() })

const dayMs = 86_400_000
const instant = () => z.int().check(z.gte(0))

/** Closed from `from` until `to` (epoch ms); `to` after `from`, at most `holidayDaysMax` days. */
export const shopHoliday = z.object({ from: instant(), to: instant() }).check(
  z.refine((h) => h.to > h.from, { path: ['to'] }),
  z.refine((h) => h.to - h.from <= shopSettingsLimits.holidayDaysMax * dayMs, { path: ['to'] }),
)

/**
 * What the owner sets of their shop (docs/behaviour.md#shop-settings). `descriptions.en` is the
 * fallback of the others; `freight` is charged once per order unless the order's goods reach
 * `freeShippingFrom` (null: never free); `returnsAddress` '' leaves the platform's fallback.
 */
export const shopSettingsInput = z.object({
  logo: formText(limits.pictureUrlMax),
  descriptions: perLanguage(shopSettingsLimits.descriptionMax, true),
  returnsAddress: formText(shopSettingsLimits.returnsAddressMax, { multiline: true }),
  freight: int32(0, shopSettingsLimits.freightMax),
  freeShippingFrom: z._default(z.nullable(int32(1, shopSettingsLimits.freeShippingMax)), null),
  /** Shoppers may write to the shop without an order. */
  shopComment: z.boolean(),
  holiday: z._default(z.nullable(shopHoliday), null),
})

/** The settings and the shop's name, which the owner cannot change here (a name is reviewed by the platform). */
export const shopSettings = z.object({ ...shopSettingsInput.shape, shopname: z.string() })

export const sellerCalls = defineCalls(sellerWires, {
  shop: { summary: "The caller's open shop (404 without one)", auth: 'member', input: none(), output: sellerShop },
  dashboard: {
    summary: "The shop's to-dos and the last 30 days' sales",
    auth: 'member',
    input: dashboardQuery,
    output: sellerDashboard,
  },
  products: {
    summary: "A page of the shop's products (every listing status)",
    auth: 'member',
    input: sellerProductQuery,
    output: pageOf(sellerProductRow),
  },
  productGet: {
    summary: 'One product of the shop as the editor holds it (its pending change when one waits)',
    auth: 'member',
    input: byId,
    output: sellerProduct,
  },
  productSave: {
    summary: 'Create a draft (no id) or update a product; a live product keeps its version on sale while the change waits for review',
    auth: 'member',
    input: sellerProduct,
    output: listingMove,
  },
  productSubmit: {
    summary: 'Submit a draft or rejected product for review (published at once when the tenant does not review)',
    auth: 'member',
    input: byId,
    output: listingMove,
  },
  productUnlist: { summary: 'Take a product off sale', auth: 'member', input: byId, output: listingMove },
  productRelist: {
    summary: 'Put an unlisted product back on sale (through review when edited since)',
    auth: 'member',
    input: byId,
    output: listingMove,
  },
  productDelete: { summary: 'Delete a draft', auth: 'member', input: byId, output: done() },
  productOptions: {
    summary: 'Colours, sizes, other values and brands the editor picks from',
    auth: 'member',
    input: none(),
    output: sellerOptions,
  },
  settings: { summary: "The shop's settings and its name", auth: 'member', input: none(), output: shopSettings },
  settingsSave: { summary: "Save the shop's settings (not its name)", auth: 'member', input: shopSettingsInput, output: shopSettings },
})
