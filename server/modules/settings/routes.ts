import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'

export const settingsRoutes = new Hono<AppEnv>()
