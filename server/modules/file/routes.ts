import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { paths } from '../../../contract/api'
import { ErrorCode } from '../../../contract/codes'
import { requireUser } from '../../http/auth'
import type { AppEnv } from '../../http/context'
import { AppError } from '../../http/errors'
import { ok } from '../../http/respond'
import { maxUploadBytes, storeImage, tooLarge } from './service'

export const fileRoutes = new Hono<AppEnv>()

/** Room for the multipart envelope around a file at the limit. */
const envelopeBytes = 64 * 1024

fileRoutes.post(
  paths.upload,
  requireUser,
  bodyLimit({
    maxSize: maxUploadBytes + envelopeBytes,
    onError: () => {
      throw tooLarge()
    },
  }),
  async (c) => {
    const file = await c.req
      .parseBody()
      .then((body) => body.file)
      .catch(() => null)
    if (!(file instanceof File)) throw new AppError(ErrorCode.invalidField, 'uploadMissing', { field: 'file' })
    if (file.size > maxUploadBytes) throw tooLarge()
    const bytes = new Uint8Array(await file.arrayBuffer())
    const owner = { tenantId: c.var.tenantId, userId: c.var.user.id }
    return ok(c, await storeImage(c.var.db, c.var.config, owner, bytes))
  },
)
