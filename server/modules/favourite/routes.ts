import { Hono } from 'hono'
import { z } from 'zod'
import { catalogPaths as paths, pageSizes } from '../../../contract/catalog'
import { inTenant } from '../../db/client'
import { requireUser } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { id, optionalId, paging } from '../catalog/input'
import { inScope } from '../catalog/scope'
import { addFavourite, favouriteCount, favouritePage, followedShops, followShop, removeFavourite, unfollowShop } from './service'

export const favouriteRoutes = new Hono<AppEnv>()


const bySpu = z.object({ spuId: id() })
const byShop = z.object({ shopId: id() })
const page = z.object(paging(pageSizes.favourites))

favouriteRoutes.post(paths.favouriteAdd, requireUser, async (c) => {
  const { spuId, shopId } = await parseInput(c, z.object({ spuId: id(), shopId: optionalId() }))
  return ok(c, await inScope(c, (tx, s) => addFavourite(tx, s, c.var.user.id, spuId, shopId)))
})

favouriteRoutes.get(paths.favouriteList, requireUser, async (c) => {
  const paging = await parseInput(c, page)
  return ok(c, await inScope(c, (tx, s) => favouritePage(tx, s, c.var.user.id, paging)))
})

favouriteRoutes.delete(paths.favouriteDelete, requireUser, async (c) => {
  const { spuId } = await parseInput(c, bySpu)
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => removeFavourite(tx, c.var.tenantId, c.var.user.id, spuId)))
})

favouriteRoutes.get(paths.favouriteCount, requireUser, async (c) => ok(c, await inScope(c, (tx, s) => favouriteCount(tx, s, c.var.user.id))))

favouriteRoutes.post(paths.shopFavouriteAdd, requireUser, async (c) => {
  const { shopId } = await parseInput(c, byShop)
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => followShop(tx, c.var.tenantId, c.var.user.id, shopId)))
})

favouriteRoutes.post(paths.shopFavouriteRemove, requireUser, async (c) => {
  const { shopId } = await parseInput(c, byShop)
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => unfollowShop(tx, c.var.tenantId, c.var.user.id, shopId)))
})

favouriteRoutes.get(paths.shopFavouriteList, requireUser, async (c) => {
  const paging = await parseInput(c, page)
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => followedShops(tx, c.var.tenantId, c.var.user.id, paging)))
})
