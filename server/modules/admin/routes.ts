import { timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { ErrorCode } from '../../../contract/codes'
import type { AppEnv } from '../../http/context'
import { AppError } from '../../http/errors'
import { bearerToken } from '../../http/auth'

const sameToken = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/**
 * The platform's admin API, used by `npm run ops`. Every call needs the ops token; with no
 * token configured it refuses everything.
 */
export function adminApi(opsToken: string | null) {
  const admin = new Hono<AppEnv>()
  admin.use('*', async (c, next) => {
    const given = bearerToken(c.req.header('authorization'))
    if (!opsToken || !given || !sameToken(given, opsToken)) {
      throw new AppError(ErrorCode.unauthorized, 'unauthorized', {}, 401)
    }
    await next()
  })
  return admin
}
