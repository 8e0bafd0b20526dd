import { type FilterOptions, navigationCodes } from '../../../contract/catalog'
import { drawerCategory, listBase, type ListSearch } from '../../../contract/listQuery'
import type { FilterSelection } from '../../../machines/catalog/filterDrawer'
import type { PriceRange } from '../../../machines/catalog/priceRange'
import { propertyGroupKey } from '../../components/product/filterGroups'

/** The drawer's groups from the URL: category and designer single, brands and property values many. */
export function selectionOf(search: ListSearch, options: FilterOptions): FilterSelection {
  const selection: FilterSelection = {}
  const { navigation } = listBase(search)
  const category = drawerCategory(search)
  if (category) selection.category = [category]
  if (search.desno && navigation !== navigationCodes.designer) selection.designer = [search.desno]
  if (search.brandIds?.length) selection.brand = search.brandIds
  for (const group of options.productPropertyListVos) {
    const values = group.productPropertyVoList.map((v) => v.valueId).filter((id) => search.attributes?.includes(id))
    if (values.length) selection[propertyGroupKey(group.propertyId)] = values
  }
  return selection
}

/** The URL after applying the drawer: filters and price range (kept when not given) replaced, back to page 1, the list's own id kept. */
export function applySelection(
  search: ListSearch,
  selection: FilterSelection,
  price: PriceRange = { minPrice: search.minPrice, maxPrice: search.maxPrice },
): ListSearch {
  const { navigation } = listBase(search)
  const attributes = Object.entries(selection).flatMap(([key, values]) => (key.startsWith('property:') ? values : []))
  const next: ListSearch = {
    ...search,
    page: undefined,
    brandIds: selection.brand,
    attributes: attributes.length ? attributes : undefined,
    minPrice: price.minPrice,
    maxPrice: price.maxPrice,
  }
  if (navigation === navigationCodes.category) next.subCategoryId = selection.category?.[0]
  else next.categoryId = selection.category?.[0]
  if (navigation !== navigationCodes.designer) next.desno = selection.designer?.[0]
  return next
}
