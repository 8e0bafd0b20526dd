import { catalogPaths, pageSizes, type ProductPage, type ProductSort, type ShopCard } from '../../contract/catalog'
import type { Page } from '../../contract/envelope'
import { sexOf, type Population } from '../../contract/locale'
import { api } from './client'

/** Products matching the words, within a population (name, brand, category and properties). */
export const searchProducts = (q: { word: string; population?: Population; page: number; sort?: ProductSort }) =>
  api.postJson<ProductPage>(catalogPaths.productPage, {
    page: q.page,
    row: pageSizes.products,
    searchparam: q.word,
    sort: q.sort,
    ...(q.population ? { sex: sexOf[q.population] } : {}),
  })

/** Shops whose name matches the words. */
export const searchShops = (q: { word: string; page: number }) =>
  api.get<Page<ShopCard>>(catalogPaths.shopsByName, { shopname: q.word, pageNo: q.page, pageSize: pageSizes.shops })
