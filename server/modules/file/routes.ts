import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'

export const fileRoutes = new Hono<AppEnv>()
