/** The wishlist's tabs (docs/behaviour.md#favourites: first = pieces, second = shops); kept apart so the route's search check stays light. */
export type WishlistTab = 'first' | 'second'
export const wishlistTabs: readonly WishlistTab[] = ['first', 'second']
