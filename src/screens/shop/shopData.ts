import type { Brand, CategoryNode } from '../../../contract/catalog'
import { populations, type Population } from '../../../contract/locale'
import { getCategoryTree } from '../../api/navigation'
import { catalogApi } from '../../api/catalog'
import { shopApi } from '../../api/shop'
import type { ShopPageData } from './ShopPage'

/** A shop's categories and brands change rarely: fetched once per shop and page load. */
const filterCache = new Map<number, Promise<[CategoryNode[], Brand[]]>>()

function filtersOf(shopId: number) {
  let entry = filterCache.get(shopId)
  if (!entry) {
    entry = Promise.all([catalogApi.shopCategories({ shopId }), catalogApi.shopBrands({ shopId })])
    entry.catch(() => filterCache.delete(shopId))
    filterCache.set(shopId, entry)
  }
  return entry
}

/**
 * Which population each top category belongs to (several are called "Clothing"), from the
 * population trees the navigation loads anyway; empty when they cannot be had.
 */
async function rootPopulations(): Promise<Record<number, Population>> {
  const trees = await Promise.all(populations.map((p) => getCategoryTree(p).catch(() => [])))
  return Object.fromEntries(trees.flatMap((roots, i) => roots.map((root) => [root.id, populations[i]])))
}

/** The shop's header and filter data; its products load apart, so the header stays while pages change. */
export async function loadShopPage(shopId: number): Promise<ShopPageData> {
  const [shop, [categories, brands], rootPopulation] = await Promise.all([
    shopApi.shopInfo({ shopId }),
    filtersOf(shopId),
    rootPopulations(),
  ])
  return { shop, categories, brands, rootPopulation }
}
