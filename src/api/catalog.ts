import { catalogCall as call } from './calls'

/** The catalog calls of docs/behaviour.md#catalog used by product lists and product pages. */
export const catalogApi = {
  products: call.productPage,
  filterOptions: call.filterOptions,
  crumbs: (categoryId: number) => call.categoryCrumbs({ categoryId }),
  category: (categoryId: number) => call.queryCategory({ categoryId }),
  detail: (id: number, shopId?: number) => call.productDetail({ id, shopId }),
  recommended: (spuId?: number, size = 8) => call.recommended({ spuId, size }),
  brands: () => call.brands(),
  designers: () => call.designers(),
  /** Adds to the cart, then answers the cart's new piece count. */
  addToCart: async (line: { spuId: number; skuId: number; count: number; shopId: number }) => {
    await call.cartAdd(line)
    return call.cartCount()
  },
}
