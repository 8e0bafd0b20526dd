import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'

export const captchaRoutes = new Hono<AppEnv>()
