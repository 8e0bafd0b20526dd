import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Brand, CategoryNode } from '../../../contract/catalog'
import { sexOf, type Population } from '../../../contract/locale'
import type { FilterSelection } from '../../../machines/catalog/filterDrawer'
import type { FilterGroup } from '../../components/product'
import { populationLabel, topBarOrder } from '../../lib/populations'
import type { ShopProductSearch } from './shopSearch'

// The shop page's filter drawer, apart from its URL (shopSearch.ts, which the route tree brings into the storefront's shell).

const categoryKey = 'category'
const titles = { categories: msg`Category`, population: msg`For`, brand: msg`Brand` }

/**
 * The shop's filter drawer: one group per top category (its sub-categories, titled with its
 * population when known), the
 * populations, the shop's brands. Every category group feeds `categoryIdList`.
 */
export function shopFilterGroups(
  { categories, brands, rootPopulation }: { categories: CategoryNode[]; brands: Brand[]; rootPopulation: Record<number, Population> },
  i18n: I18n,
): FilterGroup[] {
  const leaves = categories.filter((c) => c.child.length === 0)
  const titleOf = (root: CategoryNode) => {
    const population = rootPopulation[root.id]
    return population ? `${i18n._(populationLabel[population])} · ${root.name}` : root.name
  }
  const groups: FilterGroup[] = [
    ...categories
      .filter((c) => c.child.length > 0)
      .map((root) => ({
        key: `${categoryKey}:${root.id}`,
        title: titleOf(root),
        limit: null,
        values: root.child.map((c) => ({ id: c.id, label: c.name })),
      })),
    { key: categoryKey, title: i18n._(titles.categories), limit: null, values: leaves.map((c) => ({ id: c.id, label: c.name })) },
    {
      key: 'population',
      title: i18n._(titles.population),
      limit: null,
      values: topBarOrder.map((p) => ({ id: sexOf[p], label: i18n._(populationLabel[p]) })),
    },
    { key: 'brand', title: i18n._(titles.brand), limit: null, values: brands.map((b) => ({ id: b.id, label: b.name })) },
  ]
  return groups.filter((g) => g.values.length > 0)
}

/** The drawer's selection for what the URL says; category ids go back to the group listing them. */
export function selectionOf(search: ShopProductSearch, groups: FilterGroup[]): FilterSelection {
  const selection: FilterSelection = {}
  for (const id of search.category ?? []) {
    const group = groups.find((g) => g.key.startsWith(categoryKey) && g.values.some((v) => v.id === id))
    if (group) selection[group.key] = [...(selection[group.key] ?? []), id]
  }
  if (search.population) selection.population = search.population
  if (search.brand) selection.brand = search.brand
  return selection
}

const nonEmpty = (values: number[]) => (values.length > 0 ? values : undefined)

/** The URL's filter keys for a drawer selection (back to the first page). */
export function searchOf(selection: FilterSelection): Pick<ShopProductSearch, 'category' | 'population' | 'brand' | 'page'> {
  const category = Object.entries(selection)
    .filter(([key]) => key === categoryKey || key.startsWith(`${categoryKey}:`))
    .flatMap(([, values]) => values)
  return {
    category: nonEmpty(category),
    population: nonEmpty(selection.population ?? []),
    brand: nonEmpty(selection.brand ?? []),
    page: undefined,
  }
}
