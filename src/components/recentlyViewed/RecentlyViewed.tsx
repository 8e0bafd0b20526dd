import { RecentlyViewedStrip, type RecentlyViewedStripProps } from './RecentlyViewedStrip'
import { useRecentlyViewed } from './store'

/** The shopper's recently viewed products, from the store; `exclude`: the product on screen. */
export function RecentlyViewed({ exclude, ...props }: Omit<RecentlyViewedStripProps, 'items'> & { exclude?: number }) {
  const items = useRecentlyViewed()
  return <RecentlyViewedStrip items={exclude ? items.filter((item) => item.spuId !== exclude) : items} {...props} />
}
