import {
  catalogPaths as paths,
  type Brand,
  type CategoryNode,
  type Crumb,
  type Designer,
  type FilterOptions,
  type FilterQuery,
  type ProductCard,
  type ProductDetail,
  type ProductPage,
  type ProductQuery,
} from '../../contract/catalog'
import { api } from './client'

/** The catalog calls of SPEC.md section 7 used by product lists and product pages. */
export const catalogApi = {
  products: (query: ProductQuery) => api.postJson<ProductPage>(paths.productPage, query),
  filterOptions: (query: FilterQuery) => api.get<FilterOptions>(paths.filterOptions, { ...query }),
  crumbs: (categoryId: number) => api.get<Crumb[]>(paths.categoryCrumbs, { categoryId }),
  category: (categoryId: number) => api.get<CategoryNode>(paths.queryCategory, { categoryId }),
  detail: (id: number, shopId?: number) => api.get<ProductDetail>(paths.productDetail, { id, shopId }),
  recommended: (spuId?: number, size = 8) => api.get<ProductCard[]>(paths.recommended, { spuId, size }),
  brands: () => api.get<Brand[]>(paths.brands),
  designers: () => api.get<Designer[]>(paths.designers),
  /** Adds to the cart, then answers the cart's new piece count. */
  addToCart: async (line: { spuId: number; skuId: number; count: number; shopId: number }) => {
    await api.postForm<number>(paths.cartAdd, line)
    return api.get<number>(paths.cartCount)
  },
}
