import { Hono } from 'hono'
import { catalogCalls as calls } from '../../../contract/schemas/catalog'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { publicRead } from '../../http/scope'
import { cardsByIds } from './cards'
import { categoryTree, categoryWithChildren, crumbs, levelOne } from './categories'
import { brandList, designerList } from './makers'
import { filterOptions } from './options'
import { productDetail, productList, recommended, shopCategoryTree, shopProductList } from './products'

export const catalogRoutes = new Hono<AppEnv>()

route(catalogRoutes, calls.categoryTree, ({ input, withTx }) => withTx((tx, s) => categoryTree(tx, s, input), publicRead))
route(catalogRoutes, calls.categoriesLevelOne, ({ input, withTx }) => withTx((tx, s) => levelOne(tx, s, input), publicRead))
route(catalogRoutes, calls.categoryCrumbs, ({ input, withTx }) => withTx((tx, s) => crumbs(tx, s, input), publicRead))
route(catalogRoutes, calls.queryCategory, ({ input, withTx }) => withTx((tx, s) => categoryWithChildren(tx, s, input), publicRead))
route(catalogRoutes, calls.productPage, ({ input, withTx }) => withTx((tx, s) => productList(tx, s, input), publicRead))
route(catalogRoutes, calls.pageByShop, ({ input, withTx }) => withTx((tx, s) => productList(tx, s, input), publicRead))
route(catalogRoutes, calls.filterOptions, ({ input, withTx }) => withTx((tx, s) => filterOptions(tx, s, input), publicRead))
route(catalogRoutes, calls.productDetail, ({ input, withTx }) => withTx((tx, s) => productDetail(tx, s, input), publicRead))
route(catalogRoutes, calls.recommended, ({ input, withTx }) => withTx((tx, s) => recommended(tx, s, input), publicRead))
route(catalogRoutes, calls.byIdList, ({ input, withTx }) => withTx((tx, s) => cardsByIds(tx, s, input.ids ?? input.list ?? []), publicRead))
route(catalogRoutes, calls.brands, ({ input, withTx }) => withTx((tx, s) => brandList(tx, s, input), publicRead))
route(catalogRoutes, calls.shopBrands, ({ input, withTx }) => withTx((tx, s) => brandList(tx, s, input), publicRead))
route(catalogRoutes, calls.designers, ({ input, withTx }) => withTx((tx, s) => designerList(tx, s, input), publicRead))
route(catalogRoutes, calls.shopCategories, ({ input, withTx }) => withTx((tx, s) => shopCategoryTree(tx, s, input), publicRead))
route(catalogRoutes, calls.shopProducts, ({ input, withTx }) => withTx((tx, s) => shopProductList(tx, s, input), publicRead))
