import { Hono } from 'hono'
import { z } from 'zod'
import { catalogPaths as paths } from '../../../contract/catalog'
import { optionalUser } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { notFound } from '../../http/errors'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { cardsByIds } from './cards'
import { categoryTree, categoryWithChildren, crumbs, levelOne, treeOf } from './categories'
import { fromFilterQuery, fromProductQuery, fromShopQuery, productSortOrder, shopSortOrder } from './filters'
import { filterQuery, id, idList, optionalId, productQuery, sex as sexField, shopProductQuery } from './input'
import { brandList, designerList } from './makers'
import { filterOptions } from './options'
import { productDetail, productPage, recommended, shopCategoryIds } from './products'
import { inScope } from './scope'

export const catalogRoutes = new Hono<AppEnv>()

const bySex = z.object({ sex: sexField().transform((s) => s ?? 2) })
const byCategory = z.object({ categoryId: id() })
const byShop = z.object({ shopId: id() })

catalogRoutes.get(paths.categoryTree, async (c) => {
  const { sex } = await parseInput(c, bySex)
  return ok(c, await inScope(c, (tx, s) => categoryTree(tx, s.tenantId, s.lang, sex)))
})

catalogRoutes.get(paths.categoriesLevelOne, async (c) => {
  const { sex } = await parseInput(c, bySex)
  return ok(c, await inScope(c, (tx, s) => levelOne(tx, s.tenantId, s.lang, sex)))
})

catalogRoutes.get(paths.categoryCrumbs, async (c) => {
  const { categoryId } = await parseInput(c, byCategory)
  return ok(c, await inScope(c, (tx, s) => crumbs(tx, s.tenantId, s.lang, categoryId)))
})

catalogRoutes.get(paths.queryCategory, async (c) => {
  const { categoryId } = await parseInput(c, byCategory)
  const node = await inScope(c, (tx, s) => categoryWithChildren(tx, s.tenantId, s.lang, categoryId))
  if (!node) throw notFound()
  return ok(c, node)
})

catalogRoutes.post(paths.productPage, optionalUser, async (c) => {
  const q = await parseInput(c, productQuery)
  return ok(c, await inScope(c, (tx, s) => productPage(tx, s, fromProductQuery(q), productSortOrder(q.sort), q)))
})

catalogRoutes.post(paths.pageByShop, optionalUser, async (c) => {
  const q = await parseInput(c, productQuery.extend({ shopId: id() }))
  return ok(c, await inScope(c, (tx, s) => productPage(tx, s, fromProductQuery(q), productSortOrder(q.sort), q)))
})

catalogRoutes.get(paths.filterOptions, async (c) => {
  const q = await parseInput(c, filterQuery)
  return ok(c, await inScope(c, (tx, s) => filterOptions(tx, s, fromFilterQuery(q))))
})

catalogRoutes.get(paths.productDetail, optionalUser, async (c) => {
  const { id: spuId, shopId } = await parseInput(c, z.object({ id: id(), shopId: optionalId() }))
  const detail = await inScope(c, (tx, s) => productDetail(tx, s, spuId))
  if (!detail || (shopId && detail.shopId !== shopId)) throw notFound()
  return ok(c, detail)
})

catalogRoutes.get(paths.recommended, optionalUser, async (c) => {
  const { spuId, size } = await parseInput(c, z.object({ spuId: optionalId(), size: z.coerce.number().int().min(1).max(50).default(10) }))
  return ok(c, await inScope(c, (tx, s) => recommended(tx, s, spuId, size)))
})

catalogRoutes.post(paths.byIdList, optionalUser, async (c) => {
  const { ids, list } = await parseInput(c, z.object({ ids: idList(), list: idList() }))
  return ok(c, await inScope(c, (tx, s) => cardsByIds(tx, s, ids ?? list ?? [])))
})

catalogRoutes.get(paths.brands, async (c) => {
  const { sex } = await parseInput(c, z.object({ sex: sexField() }))
  return ok(c, await inScope(c, (tx, s) => brandList(tx, s, { sex })))
})

catalogRoutes.get(paths.shopBrands, async (c) => {
  const { shopId } = await parseInput(c, byShop)
  return ok(c, await inScope(c, (tx, s) => brandList(tx, s, { shopId })))
})

catalogRoutes.get(paths.designers, async (c) => {
  const { sex } = await parseInput(c, z.object({ sex: sexField() }))
  return ok(c, await inScope(c, (tx, s) => designerList(tx, s, { sex })))
})

catalogRoutes.get(paths.shopCategories, async (c) => {
  const { shopId } = await parseInput(c, byShop)
  return ok(c, await inScope(c, async (tx, s) => treeOf(tx, s.tenantId, s.lang, await shopCategoryIds(tx, s, shopId))))
})

catalogRoutes.post(paths.shopProducts, optionalUser, async (c) => {
  const q = await parseInput(c, shopProductQuery)
  return ok(c, await inScope(c, (tx, s) => productPage(tx, s, fromShopQuery(q), shopSortOrder(q.sort), { page: q.pageNo, row: q.pageSize })))
})
