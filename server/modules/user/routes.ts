import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'

export const userRoutes = new Hono<AppEnv>()
