import type { Brand, CategoryNode } from '../../../contract/catalog'
import { shopApi } from '../../api/shop'
import type { ShopPageData } from './ShopPage'

/** A shop's categories and brands change rarely: fetched once per shop and page load. */
const filterCache = new Map<number, Promise<[CategoryNode[], Brand[]]>>()

function filtersOf(shopId: number) {
  let entry = filterCache.get(shopId)
  if (!entry) {
    entry = Promise.all([shopApi.categories(shopId), shopApi.brands(shopId)])
    entry.catch(() => filterCache.delete(shopId))
    filterCache.set(shopId, entry)
  }
  return entry
}

/** The shop's header and filter data; its products load apart, so the header stays while pages change. */
export async function loadShopPage(shopId: number): Promise<ShopPageData> {
  const [shop, [categories, brands]] = await Promise.all([shopApi.info(shopId), filtersOf(shopId)])
  return { shop, categories, brands }
}
