import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { ErrorCode } from '../../../contract/codes'
import { fileCalls as calls } from '../../../contract/schemas/api'
import type { AppEnv } from '../../http/context'
import { AppError } from '../../http/errors'
import { route } from '../../http/route'
import { maxUploadBytes, storeImage, tooLarge } from './service'

export const fileRoutes = new Hono<AppEnv>()

/** Room for the multipart envelope around a file at the limit. */
const envelopeBytes = 64 * 1024

export const uploadLimit = bodyLimit({
  maxSize: maxUploadBytes + envelopeBytes,
  onError: () => {
    throw tooLarge()
  },
})

/** The bytes of a multipart upload's `file`, refused when there is none or it is too large. */
export async function uploadedBytes(file: File | undefined) {
  if (!(file instanceof File)) throw new AppError(ErrorCode.invalidField, 'uploadMissing', { field: 'file' })
  if (file.size > maxUploadBytes) throw tooLarge()
  return new Uint8Array(await file.arrayBuffer())
}

route(
  fileRoutes,
  calls.upload,
  // The store opens its own transactions around the file it writes.
  async ({ c, input: { file } }) =>
    storeImage(c.get('db'), c.get('config'), { tenantId: c.get('tenantId'), userId: c.get('user').id }, await uploadedBytes(file)),
  [uploadLimit],
)
