import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ErrorCode } from '../../contract/codes'
import type { AppEnv } from './context'
import { message } from './messages'

/** The largest JSON or form body a request may carry. */
export const maxBodyBytes = 64 * 1024

/**
 * Every request body up to `maxBodyBytes`: a declared Content-Length over it is refused before
 * any of the body is read, a chunked body as soon as what arrived passes it (hono/body-limit).
 * The answer is the envelope 413; the connection is then closed rather than the rest read.
 * The paths in `ownLimit` set their own, larger limit (the modules list them: server/modules/index.ts).
 *
 * A request without a body (GET, HEAD) or with a declared length is judged from its headers here:
 * hono/body-limit asks for the request's web `body`, which makes @hono/node-server build a whole
 * web Request (headers, abort signal, a stream over the socket) for every call, about a tenth of
 * a short call's time; the body is then read straight from the socket as before. Only a chunked
 * body goes through hono/body-limit, which counts it as it arrives.
 */
export function limitBodies(ownLimit: ReadonlySet<string>, maxBytes = maxBodyBytes): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('Connection', 'close')
      return c.json({ code: ErrorCode.bodyTooLarge, data: null, msg: message('bodyTooLarge', c.get('lang'), { kb: maxBytes / 1024 }) }, 413)
    },
  })
  return (c, next) => {
    if (ownLimit.has(c.req.path) || c.req.method === 'GET' || c.req.method === 'HEAD') return next()
    const length = c.req.header('content-length')
    if (length === undefined || c.req.header('transfer-encoding') !== undefined) return limit(c, next)
    return Number.parseInt(length, 10) > maxBytes ? limit(c, next) : next()
  }
}
