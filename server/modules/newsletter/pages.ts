import { randomBytes } from 'node:crypto'
import { Hono } from 'hono'
import { asPlatform, inTenant, type Tx } from '../../db/client'
import { requestScheme } from '../../http/clientIp'
import type { AppContext, AppEnv } from '../../http/context'
import { tenantByWebsite } from '../tenant/public'
import { confirm, type LinkRequest, type Outcome, unsubscribe, viewConfirm, viewUnsubscribe } from './landing'
import { landingPage } from './page'

const statusOf: Partial<Record<Outcome['kind'], 404 | 410>> = { invalid: 404, expired: 410, wasUnsubscribed: 410 }

/**
 * GET and POST /newsletter/confirm and /newsletter/unsubscribe?token=: the pages the mails'
 * links open, outside /app-api. The host names the tenant (as get-by-website does), so a link
 * opened on another tenant's site finds nothing. GET only asks; the page's button posts, and so
 * does a mail client's unsubscribe button (RFC 8058 one-click: its body is not needed, nor read).
 */
export const newsletterPageRoutes = new Hono<AppEnv>()

const actions = {
  confirm: { view: viewConfirm, act: confirm },
  unsubscribe: { view: viewUnsubscribe, act: unsubscribe },
} as const

for (const [path, { view, act }] of Object.entries(actions)) {
  newsletterPageRoutes.get(`/${path}`, (c) => answer(c, view))
  newsletterPageRoutes.post(`/${path}`, (c) => answer(c, act))
}

async function answer(c: AppContext, step: (tx: Tx, req: LinkRequest) => Promise<Outcome>) {
  const host = c.req.header('host') ?? ''
  const tenant = await asPlatform(c.get('db'), (tx) => tenantByWebsite(tx, { website: host }))
  const token = c.req.query('token') ?? ''
  const site = { scheme: requestScheme(c), host }
  const request: LinkRequest = { tenantId: tenant?.id ?? 0, token, site, mailer: c.get('mailer'), secret: c.get('config').codeSecret }
  const outcome: Outcome = tenant && token ? await inTenant(c.get('db'), tenant.id, (tx) => step(tx, request)) : { kind: 'invalid' }
  const nonce = randomBytes(16).toString('base64')
  c.header(
    'content-security-policy',
    `default-src 'none'; style-src 'nonce-${nonce}'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'`,
  )
  c.header('cache-control', 'no-store')
  // The token is in the address: it must not travel on as a referrer.
  c.header('referrer-policy', 'no-referrer')
  return c.html(landingPage(outcome, { lang: c.get('lang'), tenant: tenant?.name ?? '', nonce }), statusOf[outcome.kind] ?? 200)
}
