import { oneOf } from '../../../contract/search'

/** The wishlist's tabs (docs/behaviour.md#favourites: first = pieces, second = shops); kept apart so the route's search check stays light. */
export type WishlistTab = 'first' | 'second'
export const wishlistTabs: readonly WishlistTab[] = ['first', 'second']

const readTab = oneOf(wishlistTabs)

/** The tab from the address: `activeName`, as the wallet names its tabs (SPEC.md section 2), or the older `tab`. */
export const wishlistSearch = (raw: Record<string, unknown>): { activeName?: WishlistTab } => ({
  activeName: readTab(raw.activeName) ?? readTab(raw.tab),
})
