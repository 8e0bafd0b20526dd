import type { MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { chatAdminWires } from '../../contract/admin/chat'
import { paths } from '../../contract/api'
import { pathsOf } from '../../contract/call'
import { ErrorCode } from '../../contract/codes'
import type { AppEnv } from './context'
import { message } from './messages'

/** The largest JSON or form body a request may carry. */
export const maxBodyBytes = 64 * 1024

/** Routes with their own, larger limit (the image upload, server/modules/file/routes.ts; the image ops sends to a chat). */
const ownLimit = new Set([`/app-api${paths.upload}`, `/admin-api${pathsOf(chatAdminWires).image}`])

/**
 * Every request body up to `maxBodyBytes`: a declared Content-Length over it is refused before
 * any of the body is read, a chunked body as soon as what arrived passes it (hono/body-limit).
 * The answer is the envelope 413; the connection is then closed rather than the rest read.
 */
export function limitBodies(maxBytes = maxBodyBytes): MiddlewareHandler<AppEnv> {
  const limit = bodyLimit({
    maxSize: maxBytes,
    onError: (c) => {
      c.header('Connection', 'close')
      return c.json({ code: ErrorCode.bodyTooLarge, data: null, msg: message('bodyTooLarge', c.var.lang, { kb: maxBytes / 1024 }) }, 413)
    },
  })
  return (c, next) => (ownLimit.has(c.req.path) ? next() : limit(c, next))
}
