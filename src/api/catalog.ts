import { pageSizes, productSort } from '../../contract/catalog'
import { sexOf, type Population } from '../../contract/locale'
import { catalogWires } from '../../contract/catalog'
import type { catalogCalls } from '../../contract/schemas/catalog'
import { clientOf } from './client'

/** Categories, products, brands and designers (server/modules/catalog). */
export const catalogApi = clientOf<typeof catalogCalls>(catalogWires)

/** The newest pieces of one population, for the zone pages' new-in strip. */
export const getNewIn = (population: Population, row = 10) =>
  catalogApi.productPage({
    page: 1,
    row: Math.min(row, pageSizes.products),
    sex: sexOf[population],
    sort: productSort.newGood,
    type: 'newGoods',
  })
