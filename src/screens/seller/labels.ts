import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { ListingStatus } from '../../../contract/lifecycles'
import { sellerSort, type SellerSortValue } from '../../../contract/seller'
import type { ProductAction } from '../../../machines/seller/productActions'

/** A product's listing as its owner reads it (docs/behaviour.md#seller-center). */
export const listingLabels: Record<number, MessageDescriptor> = {
  [ListingStatus.draft]: msg`Draft`,
  [ListingStatus.review]: msg`In review`,
  [ListingStatus.rejected]: msg`Rejected`,
  [ListingStatus.live]: msg`Live`,
  [ListingStatus.changeReview]: msg`Live, change in review`,
  [ListingStatus.changeRejected]: msg`Live, change rejected`,
  [ListingStatus.unlisted]: msg`Unlisted`,
}

/** The list's status filter, in the lifecycle's order. */
export const listingFilters = [
  ListingStatus.draft,
  ListingStatus.review,
  ListingStatus.rejected,
  ListingStatus.live,
  ListingStatus.changeReview,
  ListingStatus.changeRejected,
  ListingStatus.unlisted,
] as const

export const sortLabels: Record<SellerSortValue, MessageDescriptor> = {
  [sellerSort.newest]: msg`Newest`,
  [sellerSort.oldest]: msg`Oldest`,
  [sellerSort.priceLow]: msg`Price: low to high`,
  [sellerSort.priceHigh]: msg`Price: high to low`,
  [sellerSort.stockLow]: msg`Stock: lowest first`,
  [sellerSort.name]: msg`Name`,
}

export const actionLabels: Record<ProductAction, MessageDescriptor> = {
  UNLIST: msg`Unlist`,
  RELIST: msg`Relist`,
  DUPLICATE: msg`Duplicate`,
  DELETE: msg`Delete`,
}

/** What a toast says once an action went through. */
export const actionDone: Record<ProductAction, MessageDescriptor> = {
  UNLIST: msg`Taken off sale`,
  RELIST: msg`Back on sale, or in review if it was edited`,
  DUPLICATE: msg`A copy was saved as a draft`,
  DELETE: msg`Draft deleted`,
}
