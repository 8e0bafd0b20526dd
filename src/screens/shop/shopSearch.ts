import { pageSizes, shopSort, type ShopProductQuery } from '../../../contract/catalog'
import { integer, integers, oneOf, searchSchema, text } from '../../../contract/search'

export type ShopSort = (typeof shopSort)[keyof typeof shopSort]
export const shopSorts = Object.values(shopSort) as ShopSort[]

/** /shopProduct?no=&name=&category=&population=&brand=&sort=&page=: everything the page shows is in the URL. */
export const shopProductSearch = searchSchema({
  no: integer,
  name: text,
  category: integers,
  population: integers,
  brand: integers,
  sort: oneOf(shopSorts),
  page: integer,
})
export type ShopProductSearch = ReturnType<typeof shopProductSearch>

export const shopProductQuery = (shopId: number, s: ShopProductSearch): ShopProductQuery => ({
  shopId,
  pageNo: Math.max(1, s.page ?? 1),
  pageSize: pageSizes.shopProducts,
  categoryIdList: s.category,
  personCategoryList: s.population,
  brandIdList: s.brand,
  sort: s.sort,
})
