import type { MiddlewareHandler } from 'hono'
import { socketPeer } from './clientIp'
import type { AppEnv } from './context'
import { tooMany } from './respond'

/** A slot held this long frees in the usual case: the client may try again after a second. */
const retrySeconds = 1

/**
 * At most `max` requests of one client address in progress at once (0: no limit); one more is
 * answered the envelope 429 with Retry-After. The per-minute budgets (rateLimit) bound how much a
 * client asks; this bounds how much of the service (the embedded database's one connection, the
 * pool's ten) it holds at a time, so one client's burst cannot queue every other tenant behind it.
 * Kept in the process: a slot is a request this instance is answering. Calls the app makes to
 * itself (a page's start-up replies) are not counted: their page was.
 */
export function limitInFlight(max: number): MiddlewareHandler<AppEnv> {
  const held = new Map<string, number>()
  return async (c, next) => {
    if (max === 0 || !socketPeer(c.env)) return next()
    const key = c.get('ip')
    const count = held.get(key) ?? 0
    if (count >= max) {
      return tooMany(c, retrySeconds)
    }
    held.set(key, count + 1)
    try {
      await next()
    } finally {
      const left = (held.get(key) ?? 1) - 1
      if (left > 0) held.set(key, left)
      else held.delete(key)
    }
  }
}
