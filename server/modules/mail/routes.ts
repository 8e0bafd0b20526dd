import { Hono } from 'hono'
import type { AppEnv } from '../../http/context'

export const mailRoutes = new Hono<AppEnv>()
