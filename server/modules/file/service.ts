import { randomBytes } from 'node:crypto'
import { inArray, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { thumbnailName } from '../../../contract/uploads'
import { shopApplicationLimits } from '../../../contract/shopApplication'
import { type Config, privateDir, uploadsDir } from '../../config'
import { type Db, inTenant, schema, type Tx } from '../../db/client'
import { AppError } from '../../http/errors'
import { type ImageRule, jpegOrPng, type Reencoded, reencodeImage } from './images'
import { hasSlotLeft, quotaReached, reserveUpload } from './quota'
import { s3Store } from './s3Store'
import { diskStore, keyOfUrl, type UploadStore } from './store'

export const maxUploadBytes = 10 * 1024 * 1024

export const tooLarge = () => new AppError(ErrorCode.uploadTooLarge, 'uploadTooLarge', {}, 413)

/** Where uploads are kept: the configured bucket, or the data folder. */
type StoreConfig = Pick<Config, 'dataDir' | 's3'>

/** The store uploads go to: the bucket's `uploads/` when one is configured, else local disk under the data folder. */
export const uploadStore = (config: StoreConfig): UploadStore =>
  config.s3 ? s3Store(config.s3, 'uploads/') : diskStore(uploadsDir(config))

/**
 * Identity documents: the bucket's `private/`, or local disk beside the uploads; never served by the
 * /uploads route (./private.ts serves them).
 */
export const privateStore = (config: StoreConfig): UploadStore =>
  config.s3 ? s3Store(config.s3, 'private/') : diskStore(privateDir(config))

/** The store of each kind of upload (the sweep's). */
export const storeOfKind = (config: StoreConfig) => (kind: string) =>
  kind === identityUpload.kind ? privateStore(config) : uploadStore(config)

type Owner = { tenantId: number; userId: number }

/** What an upload becomes: its kind in `uploads`, how it is re-encoded, whether it is kept privately. */
export interface UploadSpec {
  kind: 'image' | 'logo' | 'identity'
  rule?: ImageRule
  private?: boolean
}
export const imageUpload: UploadSpec = { kind: 'image' }
export const logoUpload: UploadSpec = { kind: 'logo', rule: { formats: jpegOrPng, square: shopApplicationLimits.logoSide } }
export const identityUpload: UploadSpec = { kind: 'identity', rule: { formats: jpegOrPng }, private: true }

const storeFor = (config: StoreConfig, spec: UploadSpec) => (spec.private ? privateStore(config) : uploadStore(config))

/** A new key `<tenant>/<yyyy-mm>/<random>.<ext>`: nothing in it can be guessed. */
const newKey = (tenantId: number, ext: string) =>
  `${tenantId}/${new Date().toISOString().slice(0, 7)}/${randomBytes(16).toString('hex')}.${ext}`

/**
 * Records the re-encoded image, unclaimed, and writes it and its thumbnail in the caller's
 * transaction; answers its key. A null user is the platform (an image ops sends).
 */
export async function keepUpload(
  tx: Tx,
  store: UploadStore,
  owner: { tenantId: number; userId: number | null },
  image: Reencoded,
  kind: UploadSpec['kind'],
  written: string[] = [],
) {
  const key = newKey(owner.tenantId, image.ext)
  await tx.insert(schema.uploads).values({ ...owner, path: key, kind, mime: image.mime, size: image.image.length })
  for (const [k, bytes, type] of [
    [key, image.image, image.mime],
    [thumbnailName(key), image.thumb, 'image/webp'],
  ] as const) {
    written.push(k)
    await store.put(k, bytes, type)
  }
  return key
}

/**
 * Checks and re-encodes an image (./images.ts) by `spec`, counts it against the owner's daily quota,
 * stores it and its thumbnail under a new key and records it, unclaimed; answers its key. The
 * re-encoding runs before the transaction, which holds no connection meanwhile; a refusal (quota)
 * leaves no file behind, nor does a failure after the files were written.
 */
export async function storeUpload(
  db: Db,
  config: Pick<Config, 'dataDir' | 's3' | 'uploadQuota'>,
  owner: Owner,
  bytes: Uint8Array,
  spec: UploadSpec = imageUpload,
) {
  if (bytes.length > maxUploadBytes) throw tooLarge()
  if (!(await inTenant(db, owner.tenantId, (tx) => hasSlotLeft(tx, owner, config.uploadQuota)))) throw quotaReached()
  const image = await reencodeImage(bytes, spec.rule, `${owner.tenantId}:${owner.userId}`)
  const store = storeFor(config, spec)
  const written: string[] = []
  try {
    return await inTenant(db, owner.tenantId, async (tx) => {
      await reserveUpload(tx, owner, image.image.length + image.thumb.length, config.uploadQuota)
      return keepUpload(tx, store, owner, image, spec.kind, written)
    })
  } catch (error) {
    await Promise.all(written.map((k) => store.remove(k)))
    throw error
  }
}

/** A public upload (an image, or a logo): its URL. */
export const storeImage = async (
  db: Db,
  config: Pick<Config, 'dataDir' | 's3' | 'uploadQuota'>,
  owner: Owner,
  bytes: Uint8Array,
  spec: UploadSpec = imageUpload,
) => uploadStore(config).url(await storeUpload(db, config, owner, bytes, spec))

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
