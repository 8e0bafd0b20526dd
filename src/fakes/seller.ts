import { ListingStatus } from '../../contract/lifecycles'
import type { SellerProductRow, SellerShop } from '../../contract/seller'
import type { Page } from '../../contract/envelope'
import { picture } from './catalog'

const tones = ['#d9cbb8', '#3e4a5c', '#a4525a', '#e8e2d6', '#6b705c', '#c7a17a', '#2f2f2f']

const row = (id: number, name: string, listing: number, over: Partial<SellerProductRow> = {}): SellerProductRow => ({
  id,
  picUrl: picture(tones[id % tones.length]),
  name,
  listing,
  rejectReason: '',
  changeInReview: listing === ListingStatus.changeReview,
  categoryId: 33,
  minPrice: 8900,
  maxPrice: 12900,
  stock: 42,
  skuCount: 6,
  ...over,
})

/** The demo owner's products in every listing state, as the seller list shows them. */
export const sellerRows: SellerProductRow[] = [
  row(1, 'Washed linen shirt', ListingStatus.live),
  row(2, 'Pleated wool trousers', ListingStatus.changeReview),
  row(3, 'Cashmere crew neck', ListingStatus.live, { stock: 0 }),
  row(4, 'Silk slip dress', ListingStatus.review, { minPrice: 15900, maxPrice: 15900 }),
  row(5, 'Cotton trench coat', ListingStatus.rejected, { rejectReason: 'The pictures show another brand’s label.' }),
  row(6, 'Untitled draft', ListingStatus.draft, { name: '', picUrl: '', skuCount: 0, minPrice: 0, maxPrice: 0, stock: 0 }),
  row(7, 'Merino scarf', ListingStatus.unlisted, { stock: 3 }),
]

export const sellerPage: Page<SellerProductRow> = { list: sellerRows, total: 47 }
export const emptySellerPage: Page<SellerProductRow> = { list: [], total: 0 }

/** The demo shop's counts, as seller/shop answers them. */
export const sellerSummary: SellerShop = {
  id: 3,
  shopname: 'Maison Lumière',
  logo: '',
  listingsNeedReview: true,
  counts: {
    draft: 4,
    review: 2,
    rejected: 1,
    live: 36,
    changeReview: 1,
    changeRejected: 0,
    unlisted: 3,
    deleted: 0,
    soldOut: 2,
    lowStock: 5,
  },
}
