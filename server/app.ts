import { inArrivalOrder } from './db/arrivalOrder'
import { type Context, Hono } from 'hono'
import { ErrorCode } from '../contract/codes'
import { toLanguage } from '../contract/locale'
import type { Config } from './config'
import type { Db } from './db/client'
import { limitBodies } from './http/bodyLimit'
import { strictTransport, trustList } from './http/clientIp'
import { compressJson } from './http/compress'
import { healthRoutes } from './http/health'
import type { AppEnv } from './http/context'
import { AppError } from './http/errors'
import { message } from './http/messages'
import { limitInFlight } from './http/inFlight'
import { rateLimit } from './http/rateLimit'
import { resolveTenant } from './http/tenant'
import { createLogger, type Logger, requestLog } from './http/requestLog'
import type { Mailer } from './modules/mail/service'
import { modules, ownBodyLimits } from './modules'
import { adminApi } from './modules/admin'
import { identityPath, serveIdentity } from './modules/file/private'
import { newsletterPageRoutes } from './modules/newsletter/pages'
import { newsletterPages } from '../contract/newsletter'
import { logoRoutes } from './seo/logo'
import { seoRoutes } from './seo/routes'
import { pwaRoutes } from './modules/pwa/routes'

export interface AppDeps {
  config: Config
  db: Db
  /** A hot standby of `db` for the public catalog's reads (server/db/replica.ts). */
  replica?: Db
  mailer: Mailer
  /** Token of the admin API; absent means the admin API refuses everything. */
  opsToken: string | null
  /** Where lines go; by default a new one at the configured level. */
  log?: Logger
}

/**
 * The Hono app: request id, access log and client address; body limit; the guests' rate limit;
 * compression; tenant; the /app-api modules, the admin API, the installable app's files and the health check; the envelope 404 for any other
 * API path (before the storefront's page fallback main.ts adds); the error envelope.
 */
export function createApp(deps: AppDeps) {
  const app = new Hono<AppEnv>()
  const log = deps.log ?? createLogger(deps.config.logLevel)

  app.use('*', async (c, next) => {
    c.set('config', deps.config)
    c.set('db', deps.db)
    c.set('replica', deps.replica)
    c.set('mailer', deps.mailer)
    c.set('lang', toLanguage(c.req.header('language') ?? c.req.query('language')))
    // Only PGlite queues its turns (server/db/statementCache.ts); a ticket costs every promise of the request its async context.
    if (deps.config.databaseUrl) await next()
    else await inArrivalOrder(next)
  })
  app.use('*', requestLog(log, trustList(deps.config.trustedProxies)))
  app.use('*', strictTransport)
  // Before the body is read: a body that arrives slowly holds its slot all along.
  app.use('/app-api/*', limitInFlight(deps.config.inFlightMax))
  app.use('*', limitBodies(ownBodyLimits))
  app.use('/app-api/*', rateLimit(deps.config.rateLimit))
  // Identity images' URLs are signed, and guessing one spends the same budget as a read.
  app.use(`${identityPath}*`, rateLimit(deps.config.rateLimit))
  // So does a newsletter link's secret; but not a mail client's one-click unsubscribe: a provider
  // posts those for all its users from a few addresses, a signed token cannot be guessed, and
  // an unsubscription refused for being in a crowd would be lost.
  const newsletterLimit = rateLimit(deps.config.rateLimit)
  app.use('/newsletter/*', (c, next) =>
    c.req.method === 'POST' && c.req.path === newsletterPages.unsubscribe ? next() : newsletterLimit(c, next),
  )
  for (const prefix of apiPrefixes) app.use(`${prefix}/*`, compressJson())

  app.use('/app-api/*', resolveTenant(deps.db))

  const api = new Hono<AppEnv>()
  for (const module of modules) api.route('/', module)
  app.route('/app-api', api)
  app.route('/admin-api', adminApi(deps.opsToken))
  app.get(`${identityPath}*`, serveIdentity(deps.config))
  app.route('/newsletter', newsletterPageRoutes)
  // Per tenant, by host: robots.txt, the sitemaps and the logo's link-preview picture.
  app.route('/', seoRoutes())
  app.route('/', logoRoutes)
  app.route('/', pwaRoutes)
  app.route('/', healthRoutes(deps.db, deps.replica))
  // Any other API path, any method: the envelope 404, never the storefront's page.
  for (const prefix of apiPrefixes) app.all(`${prefix}/*`, (c) => notFoundEnvelope(c))

  app.notFound((c) => (isApiPath(c.req.path) ? notFoundEnvelope(c) : c.text('Not found', 404)))

  app.onError((err, c) => {
    const lang = c.get('lang') ?? 'en'
    if (err instanceof AppError) {
      return c.json({ code: err.code, data: null, msg: message(err.key, lang, err.params) }, err.status)
    }
    const requestId = c.get('requestId') ?? ''
    ;(c.get('log') ?? log).error({ err, method: c.req.method, path: c.req.path }, 'request failed')
    return c.json({ code: ErrorCode.internal, data: null, msg: message('internalRef', lang, { ref: requestId }), requestId }, 500)
  })

  return app
}

const apiPrefixes = ['/app-api', '/admin-api'] as const
const isApiPath = (path: string) => apiPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))

const notFoundEnvelope = (c: Context<AppEnv>) =>
  c.json({ code: ErrorCode.notFound, data: null, msg: message('notFound', c.get('lang') ?? 'en') }, 404)
