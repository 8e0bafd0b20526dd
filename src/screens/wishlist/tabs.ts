/** The wishlist's tabs (SPEC.md: first = pieces, second = shops); kept apart so the route's search check stays light. */
export type WishlistTab = 'first' | 'second'
export const wishlistTabs: readonly WishlistTab[] = ['first', 'second']
