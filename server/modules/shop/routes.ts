import { Hono } from 'hono'
import { z } from 'zod'
import { catalogPaths as paths, pageSizes } from '../../../contract/catalog'
import { inTenant } from '../../db/client'
import { optionalUser, requireUser, userIdOf } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { notFound } from '../../http/errors'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { id, paging } from '../catalog/input'
import { canShopComment, myShop, shopByDomain, shopInfo, shopPage } from './service'

export const shopRoutes = new Hono<AppEnv>()

const byShop = z.object({ shopId: id() })

shopRoutes.get(paths.shops, async (c) => {
  const page = await parseInput(c, z.object(paging(pageSizes.shops)))
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => shopPage(tx, c.var.tenantId, page)))
})

shopRoutes.get(paths.shopsByName, async (c) => {
  const { shopname, ...page } = await parseInput(c, z.object({ shopname: z.coerce.string().trim().max(100).default(''), ...paging(pageSizes.shops) }))
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => shopPage(tx, c.var.tenantId, page, shopname)))
})

shopRoutes.get(paths.shopInfo, optionalUser, async (c) => {
  const { shopId } = await parseInput(c, byShop)
  const info = await inTenant(c.var.db, c.var.tenantId, (tx) => shopInfo(tx, { tenantId: c.var.tenantId, userId: userIdOf(c) }, shopId))
  if (!info) throw notFound()
  return ok(c, info)
})

shopRoutes.get(paths.shopByDomain, async (c) => {
  const { url } = await parseInput(c, z.object({ url: z.coerce.string().trim().max(300).default('') }))
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => shopByDomain(tx, c.var.tenantId, url)))
})

shopRoutes.get(paths.myShop, requireUser, async (c) =>
  ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => myShop(tx, c.var.tenantId, c.var.user.id))),
)

shopRoutes.get(paths.canShopComment, requireUser, async (c) => {
  const { shopId } = await parseInput(c, byShop)
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => canShopComment(tx, c.var.tenantId, c.var.user.id, shopId)))
})
