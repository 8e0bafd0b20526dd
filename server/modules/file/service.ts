import { randomBytes } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { thumbnailName } from '../../../contract/uploads'
import { type Config, uploadsDir } from '../../config'
import { type Db, inTenant, schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import { reencodeImage } from './images'
import { hasSlotLeft, quotaReached, reserveUpload } from './quota'
import { diskStore, keyOfUrl, type UploadStore } from './store'

export const maxUploadBytes = 10 * 1024 * 1024

export const tooLarge = () => new AppError(ErrorCode.uploadTooLarge, 'uploadTooLarge', {}, 413)

/** The store uploads go to: local disk under the data folder. */
export const uploadStore = (config: Pick<Config, 'dataDir'>): UploadStore => diskStore(uploadsDir(config))

type Owner = { tenantId: number; userId: number }

/**
 * Checks and re-encodes an image (./images.ts), counts it against the owner's daily quota, stores it
 * and its thumbnail under `<tenant>/<yyyy-mm>/<random>.<ext>` and records it, unclaimed; answers its
 * URL. The re-encoding runs before the transaction, which holds no connection meanwhile; a refusal
 * (quota) leaves no file behind, nor does a failure after the files were written.
 */
export async function storeImage(db: Db, config: Pick<Config, 'dataDir' | 'uploadQuota'>, owner: Owner, bytes: Uint8Array) {
  if (bytes.length > maxUploadBytes) throw tooLarge()
  if (!(await inTenant(db, owner.tenantId, (tx) => hasSlotLeft(tx, owner, config.uploadQuota)))) throw quotaReached()
  const image = await reencodeImage(bytes)
  const store = uploadStore(config)
  const key = `${owner.tenantId}/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${image.ext}`
  const written: string[] = []
  const put = async (k: string, b: Uint8Array, type: string) => {
    written.push(k)
    await store.put(k, b, type)
  }
  try {
    await inTenant(db, owner.tenantId, async (tx) => {
      await reserveUpload(tx, owner, image.image.length + image.thumb.length, config.uploadQuota)
      await tx.insert(schema.uploads).values({ ...owner, path: key, kind: 'image', mime: image.mime, size: image.image.length })
      await put(key, image.image, image.mime)
      await put(thumbnailName(key), image.thumb, 'image/webp')
    })
  } catch (error) {
    await Promise.all(written.map((k) => store.remove(k)))
    throw error
  }
  return store.url(key)
}

/**
 * For every domain that saves upload URLs in a row (avatars, review and refund pictures, payment
 * proofs, shop application images): call in the same transaction as the save, in the tenant's
 * transaction. Marks those uploads referenced, so the sweeper keeps them. URLs that are not uploads
 * (seeded /media pictures, outside links) are ignored; answers the upload URLs no upload matches
 * (mistyped, another tenant's, or already swept), which the caller should refuse.
 */
export async function claimUploads(tx: Tx, urls: readonly string[]): Promise<string[]> {
  const keys = new Map<string, string>()
  for (const url of urls) {
    const key = keyOfUrl(url)
    if (key) keys.set(key, url)
  }
  if (keys.size === 0) return []
  const u = schema.uploads
  const claimed = await tx
    .update(u)
    .set({ referencedAt: sql`coalesce(${u.referencedAt}, now())` })
    .where(inArray(u.path, [...keys.keys()]))
    .returning({ path: u.path })
  for (const row of claimed) keys.delete(row.path)
  return [...keys.values()]
}
