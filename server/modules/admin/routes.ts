import { createHash, timingSafeEqual } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import { ErrorCode } from '../../../contract/codes'
import { asPlatform } from '../../db/client'
import type { AppContext, AppEnv } from '../../http/context'
import { AppError, notFound } from '../../http/errors'
import { bearerToken } from '../../http/auth'
import { parseInput } from '../../http/input'
import { int32Max } from '../../../contract/fields'
import { ok } from '../../http/respond'
import { systemMessageAdmin } from '../systemMessages/admin'
import { captchaCode, lastMail, listTenants, showUser } from './service'
import { walletAdmin } from '../wallet/admin'
import { orderAdmin } from '../order/admin'
import { afterSaleAdmin } from '../afterSale/admin'
import { shopAdmin } from '../shop/admin'
import { shopApplicationAdmin } from '../shopApplication/admin'
import { newsletterAdmin } from '../newsletter/admin'
import { chatAdmin } from '../chat/admin'

/** Compared as fixed-length digests: any input (any length, any characters) takes the same time and never throws. */
const digest = (text: string) => createHash('sha256').update(text).digest()
const sameToken = (a: string, b: string) => timingSafeEqual(digest(a), digest(b))

const byEmail = z.object({ email: z.string().trim().min(3).max(254), tenant: z.number().int().min(1).max(int32Max).optional() })

/** Answers the row, or 404 when there is none. */
const found = <T>(c: AppContext, row: T | null) => {
  if (!row) throw notFound()
  return ok(c, row)
}

/**
 * The platform's admin API, used by `npm run ops`. Every call needs the ops token; with no
 * token configured it refuses everything. It works across tenants (owner role).
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

  admin.get('/tenants', async (c) => ok(c, await asPlatform(c.var.db, listTenants)))

  admin.get('/mail/last', async (c) => {
    const { email, tenant } = await parseInput(c, byEmail)
    return found(c, await asPlatform(c.var.db, (tx) => lastMail(tx, email, tenant)))
  })

  admin.get('/users/show', async (c) => {
    const { email, tenant } = await parseInput(c, byEmail)
    return found(c, await asPlatform(c.var.db, (tx) => showUser(tx, email, tenant)))
  })

  admin.get('/captcha', async (c) => {
    const { uuid } = await parseInput(c, z.object({ uuid: z.string().trim().min(1).max(100) }))
    return found(c, await asPlatform(c.var.db, (tx) => captchaCode(tx, uuid)))
  })

  admin.route('/', systemMessageAdmin)
  admin.route('/', walletAdmin)
  admin.route('/', orderAdmin)
  admin.route('/', afterSaleAdmin)
  admin.route('/', shopAdmin)
  admin.route('/', shopApplicationAdmin)
  admin.route('/', newsletterAdmin)
  admin.route('/', chatAdmin)

  return admin
}
