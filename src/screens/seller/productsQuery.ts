import { sellerLimits, sellerSort, type SellerSortValue } from '../../../contract/seller'
import { listingFilters } from './labels'

const sorts: readonly number[] = Object.values(sellerSort)

/** The products list's query from the URL: codes it does not know are dropped (all statuses and categories, newest first). */
export function sellerQuery(search: { name?: string; listing?: number; category?: number; sort?: number; page?: number }) {
  return {
    pageNo: Math.max(1, search.page ?? 1),
    pageSize: sellerLimits.pageSize,
    name: search.name?.slice(0, sellerLimits.searchMax) || undefined,
    listing: listingFilters.find((status) => status === search.listing),
    categoryId: search.category !== undefined && search.category > 0 ? search.category : undefined,
    sort: sorts.includes(search.sort ?? 0) ? (search.sort as SellerSortValue) : undefined,
  }
}
