import type { Crumb, FilterOptions, ProductPage } from '../../../contract/catalog'
import { catalogApi } from '../../api/catalog'
import { filterQuery, productQuery, type ListSearch } from '../../../contract/listQuery'

export interface ListData {
  result: ProductPage
  options: FilterOptions
  crumbs: Crumb[]
}

export const noFilterOptions: FilterOptions = {
  categoryBaseVOList: [],
  productPropertyListVos: [],
  designerSaveReqVOList: [],
  productBrands: [],
}

/** A list page's data; only the products are essential, filters and crumbs degrade to empty. */
export async function loadProductList(search: ListSearch): Promise<ListData> {
  const [result, options, crumbs] = await Promise.all([
    catalogApi.productPage(productQuery(search)),
    catalogApi.filterOptions(filterQuery(search)).catch(() => noFilterOptions),
    search.categoryId
      ? catalogApi.categoryCrumbs({ categoryId: search.categoryId }).catch((): Crumb[] => [])
      : Promise.resolve<Crumb[]>([]),
  ])
  return { result, options, crumbs }
}
