import { Hono } from 'hono'
import { z } from 'zod'
import { catalogPaths as paths } from '../../../contract/catalog'
import { optionalUser } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { inScope } from '../catalog/scope'
import { homeData } from './service'

export const homeRoutes = new Hono<AppEnv>()

homeRoutes.post(paths.home, optionalUser, async (c) => {
  const { platformtype } = await parseInput(c, z.object({ platformtype: z.coerce.number().int().min(1).max(2).default(2) }))
  return ok(c, await inScope(c, (tx, s) => homeData(tx, s, platformtype)))
})
