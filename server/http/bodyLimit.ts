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
 */
export function limitBodies(ownLimit: ReadonlySet<string>, maxBytes = maxBodyBytes): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('Connection', 'close')
      return c.json({ code: ErrorCode.bodyTooLarge, data: null, msg: message('bodyTooLarge', c.get('lang'), { kb: maxBytes / 1024 }) }, 413)
    },
  })
  return (c, next) => (ownLimit.has(c.req.path) ? next() : limit(c, next))
}
