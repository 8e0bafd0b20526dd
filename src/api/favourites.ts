import { catalogPaths as paths, type FavouriteProduct } from '../../contract/catalog'
import type { Page } from '../../contract/envelope'
import { api } from './client'

/** Product favourites of SPEC.md section 7 (shops follow through shopApi). */
export const favouritesApi = {
  add: (spuId: number, shopId?: number | null) => api.postForm<true>(paths.favouriteAdd, { spuId, shopId }),
  remove: (spuId: number) => api.delete<true>(paths.favouriteDelete, { spuId }),
  list: (pageNo: number, pageSize: number) => api.get<Page<FavouriteProduct>>(paths.favouriteList, { pageNo, pageSize }),
  count: () => api.get<number>(paths.favouriteCount),
}
