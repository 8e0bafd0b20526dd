/**
 * Row states the database stores and the wire carries as numbers. Queries compare against
 * these names, never against a bare number (docs/behaviour.md#calls).
 */

/** Article types and articles: only enabled ones are listed (GET articleTypePage status=1). */
export const articleStatus = { enabled: 1 } as const

/** Shops: open ones are listed and sell; any other value is not listed. */
export const shopStatus = { closed: 0, open: 1 } as const

/** Products (SPUs): on sale, or hidden from every list, page and bag. */
export const productStatus = { hidden: 0, onSale: 1 } as const
