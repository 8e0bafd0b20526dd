import { pageSizes, productSort } from '../../contract/catalog'
import { sexOf, type Population } from '../../contract/locale'
import { catalogCall as call } from './calls'

/** docs/behaviour.md#home: platformtype 1 on phones, 2 on desktops. */
export type PlatformType = 1 | 2

/** The desktop layout starts at the 1200 px header breakpoint of docs/behaviour.md#layout. */
export const platformTypeOf = (width: number): PlatformType => (width > 1200 ? 2 : 1)

export const getHomeData = (platformtype: PlatformType) => call.home({ platformtype })

/** The newest pieces of one population, for the zone pages' new-in strip. */
export const getNewIn = (population: Population, row = 10) =>
  call.productPage({ page: 1, row: Math.min(row, pageSizes.products), sex: sexOf[population], sort: productSort.newGood, type: 'newGoods' })
