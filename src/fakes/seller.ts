import { ListingStatus } from '../../contract/lifecycles'
import type { CategoryNode } from '../../contract/catalog'
import { blankSellerProduct, type SellerProduct, type SellerDashboard, type SellerProductRow, type SellerShop } from '../../contract/seller'
import type { EditorData } from '../screens/seller/editorData'
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
/** A month of a small shop's sales: a few orders most days, a busy weekend, one refund. */
export function sellerDashboardFake(today = '2026-11-28'): SellerDashboard {
  const end = Date.parse(`${today}T00:00:00Z`)
  const days = Array.from({ length: 30 }, (_, i) => {
    const orders = [2, 0, 1, 3, 5, 4, 1][i % 7] + (i > 24 ? 2 : 0)
    const revenueUsd = orders * 8450
    const refundsUsd = i === 27 ? 4200 : 0
    const day = new Date(end - (29 - i) * 86_400_000).toISOString().slice(0, 10)
    return {
      day,
      orders,
      pieces: orders + (i % 3),
      revenue: Math.round(revenueUsd * 0.92),
      revenueUsd,
      refunds: Math.round(refundsUsd * 0.92),
      refundsUsd,
    }
  })
  const sum = (from: number) => {
    const part = days.slice(from)
    const total = (key: 'orders' | 'pieces' | 'revenue' | 'revenueUsd' | 'refunds' | 'refundsUsd') => part.reduce((n, d) => n + d[key], 0)
    return {
      orders: total('orders'),
      pieces: total('pieces'),
      revenue: total('revenue'),
      revenueUsd: total('revenueUsd'),
      refunds: total('refunds'),
      refundsUsd: total('refundsUsd'),
    }
  }
  return {
    toShip: { count: 3, oldestPaidAt: end - 2.5 * 86_400_000 },
    afterSales: 2,
    reviewsUnanswered: 3,
    unreadChats: 4,
    currencyCode: 'EUR',
    sales: { today: sum(29), week: sum(23), month: sum(0) },
    days,
  }
}

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

const node = (id: number, name: string, parentId: number, child: CategoryNode[] = []): CategoryNode => ({
  id,
  name,
  parentId,
  picUrl: null,
  child,
})
const womensTree = [
  node(1, 'Clothing', 0, [
    node(11, 'Tops', 1, [node(33, 'Shirts', 11), node(34, 'Knitwear', 11)]),
    node(12, 'Dresses', 1, [node(35, 'Day dresses', 12)]),
  ]),
]

/** What the product editor picks from, as product/options, the category trees and the designers answer it. */
export const sellerEditorData: EditorData = {
  product: blankSellerProduct,
  options: {
    colours: [
      { id: 101, name: 'Ecru', swatch: '#e8e2d6' },
      { id: 102, name: 'Navy', swatch: '#3e4a5c' },
      { id: 103, name: 'Rust', swatch: '#a4525a' },
    ],
    sizes: [
      { id: 201, name: 'S' },
      { id: 202, name: 'M' },
      { id: 203, name: 'L' },
    ],
    others: [{ id: 301, name: 'Linen', propertyName: 'Material' }],
    brands: [
      { id: 5, name: 'Atelier Nord' },
      { id: 6, name: 'Maison Lumière' },
    ],
  },
  trees: { 1: [node(2, 'Clothing', 0, [node(21, 'Shirts', 2, [node(41, 'Oxford shirts', 21)])])], 2: womensTree, 3: [] },
  designers: [{ id: 9, name: 'Ines Varga' }],
}

/** A draft of the demo shop: two colours with a picture each, three sizes, priced. */
export const sellerDraft: SellerProduct = {
  ...blankSellerProduct,
  id: 6,
  listing: ListingStatus.draft,
  categoryId: 33,
  brandId: 5,
  names: { en: 'Washed linen shirt', fr: 'Chemise en lin lavé' },
  descriptions: { en: 'A relaxed shirt in washed linen.' },
  colours: [
    { valueId: 101, pictures: [picture(tones[3])] },
    { valueId: 102, pictures: [picture(tones[1]), picture(tones[0])] },
  ],
  sizes: [201, 202, 203],
  skus: [101, 102].flatMap((colourId) =>
    [201, 202, 203].map((sizeId) => ({ colourId, sizeId, price: 8900, marketPrice: 12900, stock: 4, stockRead: 4 })),
  ),
}
