import { randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { ErrorCode } from '../../../contract/codes'
import { schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'

export const maxUploadBytes = 10 * 1024 * 1024

const kinds = [
  { ext: 'png', mime: 'image/png', magic: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { ext: 'jpg', mime: 'image/jpeg', magic: [0xff, 0xd8, 0xff] },
]

/** The image kind by its first bytes; the name and declared type are not trusted. */
export const sniffImage = (bytes: Uint8Array) => kinds.find((k) => k.magic.every((b, i) => bytes[i] === b)) ?? null

export const tooLarge = () => new AppError(ErrorCode.uploadTooLarge, 'uploadTooLarge', {}, 413)

/**
 * Checks and stores an image under `<root>/<tenant>/<yyyy-mm>/<random>.<ext>`, records it,
 * and answers its URL below /uploads.
 */
export async function storeImage(tx: Tx, root: string, owner: { tenantId: number; userId: number }, bytes: Uint8Array): Promise<string> {
  if (bytes.length > maxUploadBytes) throw tooLarge()
  const kind = sniffImage(bytes)
  if (!kind) throw new AppError(ErrorCode.uploadNotImage, 'uploadNotImage')
  const relative = `${owner.tenantId}/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${kind.ext}`
  const file = join(root, relative)
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, bytes)
  try {
    await tx.insert(schema.uploads).values({ ...owner, path: relative, mime: kind.mime, size: bytes.length })
  } catch (error) {
    await rm(file, { force: true })
    throw error
  }
  return `/uploads/${relative}`
}
