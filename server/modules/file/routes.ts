import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ErrorCode } from '../../../contract/codes'
import { apiCalls as calls } from '../../../contract/schemas/api'
import type { AppEnv } from '../../http/context'
import { AppError } from '../../http/errors'
import { route } from '../../http/route'
import { maxUploadBytes, storeImage, tooLarge } from './service'

export const fileRoutes = new Hono<AppEnv>()

/** Room for the multipart envelope around a file at the limit. */
const envelopeBytes = 64 * 1024

const limit = bodyLimit({
  maxSize: maxUploadBytes + envelopeBytes,
  onError: () => {
    throw tooLarge()
  },
})

route(
  fileRoutes,
  calls.upload,
  async ({ c, input: { file } }) => {
    if (!(file instanceof File)) throw new AppError(ErrorCode.invalidField, 'uploadMissing', { field: 'file' })
    if (file.size > maxUploadBytes) throw tooLarge()
    const bytes = new Uint8Array(await file.arrayBuffer())
    // The store opens its own transactions around the file it writes.
    return storeImage(c.var.db, c.var.config, { tenantId: c.var.tenantId, userId: c.var.user.id }, bytes)
  },
  [limit],
)
