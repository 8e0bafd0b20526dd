import { pageSizes } from '../../contract/catalog'
import { catalogCall as call } from './calls'

/** The shop calls of docs/behaviour.md#shops (directory, one shop, its products and filters, following). */
export const shopApi = {
  directory: (pageNo: number, pageSize: number = pageSizes.shops) => call.shops({ pageNo, pageSize }),
  info: (shopId: number) => call.shopInfo({ shopId }),
  byDomain: (url: string) => call.shopByDomain({ url }),
  categories: (shopId: number) => call.shopCategories({ shopId }),
  brands: (shopId: number) => call.shopBrands({ shopId }),
  products: call.shopProducts,
  /** True when the shopper may write to the shop (an order with it, or the shop allows it without one). */
  canComment: (shopId: number) => call.canShopComment({ shopId }),
  follow: (shopId: number) => call.shopFavouriteAdd({ shopId }),
  unfollow: (shopId: number) => call.shopFavouriteRemove({ shopId }),
  followed: (pageNo: number, pageSize: number) => call.shopFavouriteList({ pageNo, pageSize }),
}
