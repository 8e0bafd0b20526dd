import { useEffect } from 'react'
import type { ProductDetail } from '../../../contract/catalog'
import { whenIdle } from '../deferred'

/** Adds the product on screen to the recently viewed list once the page is idle (the list's code loads then). */
export function useRecordView(product: ProductDetail) {
  useEffect(() => whenIdle(() => void import('./RecentlyViewed').then((m) => m.recordView(product))), [product])
}
