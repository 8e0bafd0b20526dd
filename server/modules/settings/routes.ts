import { Hono } from 'hono'
import { settingsCalls as calls } from '../../../contract/schemas/api'
import type { AppEnv } from '../../http/context'
import { route } from '../../http/route'
import { listCountryRegions, listCurrencies, tenantSetting } from './service'

export const settingsRoutes = new Hono<AppEnv>()

route(settingsRoutes, calls.tenantSetting, ({ input, withTx }) => withTx((tx, s) => tenantSetting(tx, s, input)))
route(settingsRoutes, calls.currencies, ({ withTx }) => withTx((tx, s) => listCurrencies(tx, s)))
route(settingsRoutes, calls.countryRegions, ({ withTx }) => withTx((tx, s) => listCountryRegions(tx, s), { platform: true }))
