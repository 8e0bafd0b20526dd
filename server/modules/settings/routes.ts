import { Hono } from 'hono'
import { z } from 'zod'
import { paths } from '../../../contract/api'
import { ErrorCode } from '../../../contract/codes'
import { asPlatform, inTenant } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { AppError } from '../../http/errors'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { isSettingKey, listCountryRegions, listCurrencies, settingByKey } from './service'

export const settingsRoutes = new Hono<AppEnv>()

/** A known key the tenant has not set answers `data: null`; an unknown key is an error. */
settingsRoutes.get(paths.tenantSetting, async (c) => {
  const { key } = await parseInput(c, z.object({ key: z.string().trim().min(1).max(64) }))
  if (!isSettingKey(key)) throw new AppError(ErrorCode.invalidField, 'unknownSetting', { field: key })
  return ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => settingByKey(tx, c.var.tenantId, key)))
})

settingsRoutes.get(paths.currencies, async (c) => ok(c, await inTenant(c.var.db, c.var.tenantId, (tx) => listCurrencies(tx, c.var.tenantId))))

settingsRoutes.get(paths.countryRegions, async (c) => ok(c, await asPlatform(c.var.db, (tx) => listCountryRegions(tx, c.var.lang))))
