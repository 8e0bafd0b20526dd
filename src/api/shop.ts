import {
  catalogPaths as paths,
  pageSizes,
  type Brand,
  type CategoryNode,
  type FavouriteShop,
  type ProductCard,
  type ShopCard,
  type ShopInfo,
  type ShopProductQuery,
} from '../../contract/catalog'
import type { Page } from '../../contract/envelope'
import { api } from './client'

/** The shop calls of SPEC.md section 7 (directory, one shop, its products and filters, following). */
export const shopApi = {
  directory: (pageNo: number, pageSize: number = pageSizes.shops) => api.get<Page<ShopCard>>(paths.shops, { pageNo, pageSize }),
  info: (shopId: number) => api.get<ShopInfo>(paths.shopInfo, { shopId }),
  byDomain: (url: string) => api.get<{ id: number; shopname: string } | null>(paths.shopByDomain, { url }),
  categories: (shopId: number) => api.get<CategoryNode[]>(paths.shopCategories, { shopId }),
  brands: (shopId: number) => api.get<Brand[]>(paths.shopBrands, { shopId }),
  products: (query: ShopProductQuery) => api.postJson<Page<ProductCard>>(paths.shopProducts, query),
  /** True when the shopper may write to the shop (an order with it, or the shop allows it without one). */
  canComment: (shopId: number) => api.get<boolean>(paths.canShopComment, { shopId }),
  follow: (shopId: number) => api.postForm<true>(paths.shopFavouriteAdd, { shopId }),
  unfollow: (shopId: number) => api.postForm<true>(paths.shopFavouriteRemove, { shopId }),
  followed: (pageNo: number, pageSize: number) => api.get<Page<FavouriteShop>>(paths.shopFavouriteList, { pageNo, pageSize }),
}
