import { Hono } from 'hono'
import { ErrorCode } from '../contract/codes'
import { isId } from '../contract/fields'
import { fallbackTenantId, toLanguage } from '../contract/locale'
import type { Config } from './config'
import type { Db } from './db/client'
import type { AppEnv } from './http/context'
import { AppError } from './http/errors'
import { message } from './http/messages'
import type { Mailer } from './modules/mail/service'
import { modules } from './modules'
import { adminApi } from './modules/admin/routes'
import { tenantExists } from './modules/tenant/service'

export interface AppDeps {
  config: Config
  db: Db
  mailer: Mailer
  /** Token of the admin API; absent means the admin API refuses everything. */
  opsToken: string | null
}

/** The Hono app: shared middleware, then /app-api modules and the admin API. */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()

  app.use('*', async (c, next) => {
    c.set('config', deps.config)
    c.set('db', deps.db)
    c.set('mailer', deps.mailer)
    c.set('lang', toLanguage(c.req.header('language') ?? c.req.query('language')))
    c.set('ip', clientIp(c.req.header('x-forwarded-for'), c.env))
    await next()
  })

  app.use('/app-api/*', async (c, next) => {
    const raw = c.req.header('tenant-id') ?? c.req.query('tenant-id')
    const tenantId = raw ? Number(raw) : fallbackTenantId
    if (!isId(tenantId) || !(await tenantExists(deps.db, tenantId))) {
      throw new AppError(ErrorCode.unknownTenant, 'unknownTenant')
    }
    c.set('tenantId', tenantId)
    await next()
  })

  const api = new Hono<AppEnv>()
  for (const module of modules) api.route('/', module)
  app.route('/app-api', api)
  app.route('/admin-api', adminApi(deps.opsToken))

  app.notFound((c) => {
    if (c.req.path.startsWith('/app-api') || c.req.path.startsWith('/admin-api')) {
      return c.json({ code: ErrorCode.notFound, data: null, msg: message('notFound', c.var.lang ?? 'en') }, 404)
    }
    return c.text('Not found', 404)
  })

  app.onError((err, c) => {
    const lang = c.var.lang ?? 'en'
    if (err instanceof AppError) {
      return c.json({ code: err.code, data: null, msg: message(err.key, lang, err.params) }, err.status)
    }
    console.error(`[${c.req.method} ${c.req.path}]`, err)
    return c.json({ code: ErrorCode.internal, data: null, msg: message('internal', lang) }, 500)
  })

  return app
}

function clientIp(forwarded: string | undefined, env: unknown): string {
  const first = forwarded?.split(',')[0]?.trim()
  if (first) return first
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? ''
}
