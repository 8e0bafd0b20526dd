import { recentlyViewedLimit, type ViewedCard } from '../../contract/recentlyViewed'

/**
 * The recently viewed list as plain data (machines/recentlyViewed/recentlyViewed.ts keeps it): what each entry
 * holds, how two lists merge and how stored text becomes a valid list. No XState here: the
 * service worker reads the same entries.
 */

/** What the storefront keeps of a product the shopper opened: enough to draw it without the network. */
export interface ViewedProduct {
  spuId: number
  shopId: number
  name: string
  brandName: string
  /** The product's first picture ('' when it has none). */
  picUrl: string
  /** When it was last opened, in ms since the epoch. */
  viewedAt: number
}

/** The list as the browser stores it. `owner`: the member whose list it is, or null for a guest's list (merged at login). */
export interface StoredViews {
  owner: number | null
  items: ViewedProduct[]
}

export const viewedFromCard = (card: ViewedCard): ViewedProduct => ({
  spuId: card.productId,
  shopId: card.shopId,
  name: card.producctName,
  brandName: card.brandName,
  picUrl: card.imglist[0] ?? '',
  viewedAt: card.viewedAt,
})

/** Both lists as one: each product once, at its newer time; newest first; at most the limit. */
export function mergeViews(a: ViewedProduct[], b: ViewedProduct[]): ViewedProduct[] {
  const newest = new Map<number, ViewedProduct>()
  for (const item of [...a, ...b]) {
    const seen = newest.get(item.spuId)
    if (!seen || item.viewedAt > seen.viewedAt) newest.set(item.spuId, item)
  }
  return [...newest.values()].sort((x, y) => y.viewedAt - x.viewedAt).slice(0, recentlyViewedLimit)
}

const isId = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0

export function isViewedProduct(value: unknown): value is ViewedProduct {
  const v = value as Partial<ViewedProduct> | null
  return (
    typeof v === 'object' &&
    v !== null &&
    isId(v.spuId) &&
    isId(v.shopId) &&
    typeof v.name === 'string' &&
    typeof v.brandName === 'string' &&
    typeof v.picUrl === 'string' &&
    Number.isFinite(v.viewedAt)
  )
}

/** Whatever storage held (possibly nothing, or junk), made into a valid list. */
export function restoreViews(stored: unknown): StoredViews {
  const s = stored as { owner?: unknown; items?: unknown } | null
  const items = Array.isArray(s?.items) ? s.items.filter(isViewedProduct) : []
  const owner = s?.owner
  return { owner: Number.isInteger(owner) && (owner as number) >= 0 ? (owner as number) : null, items: mergeViews(items, []) }
}
