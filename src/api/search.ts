import { pageSizes, type ProductSort } from '../../contract/catalog'
import { sexOf, type Population } from '../../contract/locale'
import { catalogApi } from './catalog'
import { shopApi } from './shop'

/** Products matching the words, within a population (name, brand, category and properties). */
export const searchProducts = (q: { word: string; population?: Population; page: number; sort?: ProductSort }) =>
  catalogApi.productPage({
    page: q.page,
    row: pageSizes.products,
    searchparam: q.word,
    sort: q.sort,
    ...(q.population ? { sex: sexOf[q.population] } : {}),
  })

/** Shops whose name matches the words. */
export const searchShops = (q: { word: string; page: number }) =>
  shopApi.shopsByName({ shopname: q.word, pageNo: q.page, pageSize: pageSizes.shops })
