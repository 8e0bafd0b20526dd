import { createHash, timingSafeEqual } from 'node:crypto'
import { createMiddleware } from 'hono/factory'
import { ErrorCode } from '../../contract/codes'
import { bearerToken } from './auth'
import type { AppEnv } from './context'
import { AppError } from './errors'

/** Compared as fixed-length digests: any input (any length, any characters) takes the same time and never throws. */
const digest = (text: string) => createHash('sha256').update(text).digest()
const sameToken = (a: string, b: string) => timingSafeEqual(digest(a), digest(b))

/** 401 unless the request carries the ops token the admin API was mounted with; with none configured, always. */
export const requireOpsToken = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.get('opsToken')
  const given = bearerToken(c.req.header('authorization'))
  if (!expected || !given || !sameToken(given, expected)) throw new AppError(ErrorCode.unauthorized, 'unauthorized', {}, 401)
  await next()
})
