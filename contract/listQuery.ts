import { listTypes, pageSizes, productSort, type FilterQuery, type ListType, type ProductQuery, type ProductSort } from './catalog'
import { integer, integers, oneOf, searchSchema, text } from './search'

/** Everything a product list shows is in its URL (SPEC.md section 2 query names, plus filters, sort and page). */
export const listSearchShape = {
  type: oneOf(listTypes),
  name: text,
  brandId: integer,
  categoryId: integer,
  categoryPath: text,
  desno: integer,
  search: text,
  navigation: oneOf([2, 4, 5] as const),
  brandIds: integers,
  attributes: integers,
  sort: oneOf(Object.values(productSort)),
  page: integer,
}

export interface ListSearch {
  type?: ListType
  name?: string
  brandId?: number
  categoryId?: number
  categoryPath?: string
  desno?: number
  search?: string
  navigation?: 2 | 4 | 5
  brandIds?: number[]
  attributes?: number[]
  sort?: ProductSort
  page?: number
}

export const currentPage = (search: ListSearch) => Math.max(1, search.page ?? 1)

/** The body of /product/spuFirst/page for a list URL. */
export function productQuery(search: ListSearch): ProductQuery {
  return {
    page: currentPage(search),
    row: pageSizes.products,
    sort: search.sort,
    type: search.type,
    navigation: search.navigation,
    categoryId: search.categoryId,
    brandId: search.brandId,
    brandIds: search.brandIds,
    desno: search.desno,
    attributelist: search.attributes,
    searchparam: search.search,
  }
}

/** Which id the list is built around: navigation 4 category, 5 brand, 2 designer (or the list type). */
export function listBase(search: ListSearch): Pick<FilterQuery, 'navigation' | 'buyid'> {
  const navigation = search.navigation ?? (search.type === 'category' ? 4 : search.type === 'brand' ? 5 : search.type === 'designer' ? 2 : undefined)
  const buyid = navigation === 4 ? search.categoryId : navigation === 5 ? search.brandId : navigation === 2 ? search.desno : undefined
  return buyid ? { navigation, buyid } : {}
}

/** The filter options call for the list's whole result set (before the drawer narrows it). */
export function filterQuery(search: ListSearch): FilterQuery {
  return { type: search.type, searchparam: search.search, ...listBase(search) }
}

/** The validateSearch of list routes, typed explicitly so routes and links do not infer each other. */
export const listSearch: (raw: Record<string, unknown>) => ListSearch = searchSchema(listSearchShape)
