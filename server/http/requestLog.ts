import { randomUUID } from 'node:crypto'
import type { MiddlewareHandler } from 'hono'
import { matchedRoutes } from 'hono/route'
import { createLogger, type Logger } from '../lib/log'
import { clientAddress, socketPeer } from './clientIp'
import { setOnReply } from './compress'
import type { AppEnv, CurrentUser } from './context'

export { createLogger, type Logger }

/** An id a trusted proxy may hand on: short, and without characters that would garble a log line or a header. */
const acceptableId = /^[\w.:@+=/-]{1,128}$/

/**
 * First of every request: its id (a trusted proxy's X-Request-Id, else a fresh one), returned
 * in X-Request-Id and bound to `c.get('log')`, so every line logged for the request carries it;
 * the client's address; and at the end one access line: id, tenant, user, method, route
 * pattern, status and duration. Requests the app makes to itself (a page's start-up replies)
 * are logged at debug level only.
 */
export function requestLog(logger: Logger, trusted: (address: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now()
    const peer = socketPeer(c.env)
    const proxied = trusted(peer)
    const given = proxied ? c.req.header('x-request-id') : undefined
    const requestId = given && acceptableId.test(given) ? given : randomUUID()
    const log = logger.child({ reqId: requestId })
    c.set('requestId', requestId)
    c.set('log', log)
    c.set('proxied', proxied)
    c.set('ip', clientAddress(peer, c.req.header('x-forwarded-for'), trusted))
    await next()
    setOnReply(c, 'X-Request-Id', requestId)
    const line = {
      tenant: c.get('tenantId') ?? null,
      user: (c.get('user') as CurrentUser | undefined)?.id ?? null,
      ip: c.get('ip'),
      method: c.req.method,
      route: matchedRoutes(c)[c.req.routeIndex]?.path ?? null,
      status: c.res.status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    }
    if (peer) log.info(line, 'request')
    else log.debug(line, 'internal request')
  }
}
