import { Hono } from 'hono'
import { z } from 'zod'
import { catalogPaths as paths } from '../../../contract/catalog'
import { inTenant } from '../../db/client'
import { requireUser } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { id } from '../catalog/input'
import { addToCart, cartCount, maxCount } from './service'

export const cartRoutes = new Hono<AppEnv>()

const addInput = z.object({ spuId: id(), skuId: id(), shopId: id(), count: z.coerce.number().int().min(1).max(maxCount).default(1) })

cartRoutes.post(paths.cartAdd, requireUser, async (c) => {
  const add = await parseInput(c, addInput)
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => addToCart(tx, c.var.tenantId, c.var.user.id, add)))
})

cartRoutes.get(paths.cartCount, requireUser, async (c) => ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => cartCount(tx, c.var.tenantId, c.var.user.id))))
