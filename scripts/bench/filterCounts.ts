import { catalogPaths as paths } from '../../contract/catalog'
import type { Api, Call } from './catalogApi'

/** The ids a list's filter options are asked for. */
export interface FilterIds {
  categoryId: number
  brandId?: number
  size?: number
}

/**
 * The filter drawer's calls of the lists the bench reads, with sex as the storefront always sends
 * it: a leaf category, every women's piece, their sale, a brand with a size chosen, searches. The
 * counts are remembered a minute (like a list's total), so after the first call these read them.
 */
export function filterMixes({ get }: Api, ids: FilterIds, words: string[]): Record<string, Call[]> {
  const options = (query: Record<string, string | number>) => () => get(paths.filterOptions, { sex: 2, ...query })
  return {
    filtersCategory: [options({ type: 'category', navigation: 4, buyid: ids.categoryId })],
    filtersWomen: [options({ type: 'category' })],
    filtersDiscount: [options({ type: 'discount' })],
    // New-in counts follow the clock (docs/performance.md): scanned at each call, never kept.
    filtersNewIn: [options({ type: 'newGoods' })],
    filtersBrandAndSize: [
      options({ type: 'brand', navigation: 5, buyid: ids.brandId ?? 0, ...(ids.size ? { attributelist: ids.size } : {}) }),
    ],
    filtersSearch: words.map((searchparam) => options({ searchparam })),
  }
}

type Node = { id: number; child: Node[] }

/**
 * Filter options computed, never remembered: each list asked once (every population's whole list,
 * new-in and sale, each level-one and level-two category, each brand, and the populations with a
 * size chosen, then with a brand too), so each call counts the list.
 */
export async function coldFilterCounts({ get }: Api, ids: FilterIds) {
  const calls: Record<string, string | number>[] = []
  for (const sex of [1, 2, 3]) {
    for (const type of ['category', 'newGoods', 'discount']) calls.push({ sex, type })
    const tree = (await get(paths.categoryTree, { sex })) as Node[]
    for (const node of tree.flatMap((root) => [root, ...root.child])) calls.push({ sex, type: 'category', navigation: 4, buyid: node.id })
  }
  const brands = (await get(paths.brands, { sex: 2 })) as { id: number }[]
  for (const brand of brands) calls.push({ sex: 2, type: 'brand', navigation: 5, buyid: brand.id })
  if (ids.size)
    for (const sex of [1, 2, 3]) {
      calls.push({ sex, type: 'category', attributelist: ids.size })
      if (ids.brandId) calls.push({ sex, type: 'category', attributelist: ids.size, brandIds: ids.brandId })
    }
  const times: number[] = []
  for (const query of calls) {
    const started = performance.now()
    await get(paths.filterOptions, query)
    times.push(performance.now() - started)
  }
  return times
}
