import { catalogCall as call } from './calls'

/** Product favourites of docs/behaviour.md#favourites (shops follow through shopApi). */
export const favouritesApi = {
  add: (spuId: number, shopId?: number | null) => call.favouriteAdd({ spuId, shopId: shopId ?? undefined }),
  remove: (spuId: number) => call.favouriteDelete({ spuId }),
  list: (pageNo: number, pageSize: number) => call.favouriteList({ pageNo, pageSize }),
  count: () => call.favouriteCount(),
}
