import { type FilterQuery, listTypes, navigationCodes, pageSizes, productSort, type ProductQuery } from './catalog'
import { integer, integers, oneOf, searchSchema, text } from './search'

/** An amount in cents the product calls accept; anything else is dropped from the URL. */
const cents = (raw: unknown) => {
  const n = integer(raw)
  return n !== undefined && n >= 0 && n <= 2_000_000_000 ? n : undefined
}

/** Everything a product list shows is in its URL (the query names (docs/behaviour.md#catalog), plus filters, sort and page). */
export const listSearchShape = {
  type: oneOf(listTypes),
  name: text,
  brandId: integer,
  categoryId: integer,
  /** The filter drawer's category on a category list (navigation 4), within `categoryId`. */
  subCategoryId: integer,
  categoryPath: text,
  desno: integer,
  search: text,
  navigation: oneOf(Object.values(navigationCodes)),
  brandIds: integers,
  attributes: integers,
  sort: oneOf(Object.values(productSort)),
  page: integer,
  /** A price range in USD cents, both ends included. */
  minPrice: cents,
  maxPrice: cents,
}

/** The validateSearch of list routes; its type comes from the shape alone, so routes and links do not infer each other. */
export const listSearch = searchSchema(listSearchShape)
export type ListSearch = ReturnType<typeof listSearch>

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
    subCategoryId: search.subCategoryId,
    brandId: search.brandId,
    brandIds: search.brandIds,
    desno: search.desno,
    attributelist: search.attributes,
    searchparam: search.search,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
  }
}

/** Which id the list is built around: its navigation code (navigationCodes), or its list type's. */
export function listBase(search: ListSearch): Pick<FilterQuery, 'navigation' | 'buyid'> {
  const { type } = search
  const navigation =
    search.navigation ?? (type === 'category' || type === 'brand' || type === 'designer' ? navigationCodes[type] : undefined)
  const ids = {
    [navigationCodes.category]: search.categoryId,
    [navigationCodes.brand]: search.brandId,
    [navigationCodes.designer]: search.desno,
  }
  const buyid = navigation ? ids[navigation] : undefined
  return buyid ? { navigation, buyid } : {}
}

/**
 * The filter options call for the list's whole result set, with what the drawer applied (its
 * category and designer unless the list is built around them), which the counts take into account.
 */
export function filterQuery(search: ListSearch): FilterQuery {
  const base = listBase(search)
  return {
    type: search.type,
    searchparam: search.search,
    ...base,
    categoryId: drawerCategory(search),
    desno: base.navigation === navigationCodes.designer ? undefined : search.desno,
    brandIds: search.brandIds,
    attributelist: search.attributes,
    minPrice: search.minPrice,
    maxPrice: search.maxPrice,
  }
}

/** The filter drawer's category: the list's own on any list but a category's, whose own is its base. */
export const drawerCategory = (search: ListSearch) =>
  listBase(search).navigation === navigationCodes.category ? search.subCategoryId : search.categoryId
