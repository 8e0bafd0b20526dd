import { createReadStream } from 'node:fs'
import { mkdir, rm, stat, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { Readable } from 'node:stream'
import { type ByteRange, bytesOf } from '../../http/byteRange'
import { contentTypeOf } from '../../http/static'
import { privateFileMode, privateFolderMode } from '../../lib/dataFolder'

/** A stored file, or the part of it a range asked for. */
export interface StoredFile {
  /** The bytes; null when the range asked for lies wholly past the file's end (HTTP's 416). */
  body: ReadableStream<Uint8Array> | null
  /** The whole file's size in bytes. */
  size: number
  type: string
  /** The first and last byte `body` holds, when a range was asked and served. */
  range?: { start: number; end: number }
}

/**
 * Where uploaded files live. A key is a relative path of safe segments (`1/2026-05/<hex>.png`);
 * `url` is what rows save and browsers fetch. A folder on local disk (diskStore) by default, an
 * S3-compatible bucket (./s3Store.ts) when one is configured.
 */
export interface UploadStore {
  put(key: string, bytes: Uint8Array, type: string): Promise<void>
  /** The file, or the range of it asked for; null when there is no such file. */
  get(key: string, range?: ByteRange): Promise<StoredFile | null>
  /** Removes the file; a missing file is not an error. */
  remove(key: string): Promise<void>
  url(key: string): string
}

export const uploadsPrefix = '/uploads/'

export const safeKey = /^(?:[0-9A-Za-z_-]+\/)*[0-9A-Za-z_-]+(?:\.[0-9A-Za-z_-]+)*$/

/** The key of an upload's URL (absolute or not), or null when the URL is not one of ours. */
export function keyOfUrl(url: string): string | null {
  const path = url.replace(/^https?:\/\/[^/]+/, '')
  if (!path.startsWith(uploadsPrefix)) return null
  const key = path.slice(uploadsPrefix.length)
  return safeKey.test(key) ? key : null
}

/** Throws on a key that could leave the store's folder or prefix. */
export function checkedKey(key: string) {
  if (!safeKey.test(key)) throw new Error(`Unsafe upload key: ${key}`)
  return key
}

const streamOf = (file: string, part?: { start: number; end: number }) =>
  Readable.toWeb(createReadStream(file, part)) as ReadableStream<Uint8Array>

/** Files under `root`, served below /uploads (server/main.ts); a file's type is its extension's. */
export function diskStore(root: string): UploadStore {
  const fileOf = (key: string) => join(root, checkedKey(key))
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(dirname(file), { recursive: true, mode: privateFolderMode })
      await writeFile(file, bytes, { mode: privateFileMode })
    },
    async get(key, range) {
      const file = fileOf(key)
      const found = await stat(file).catch(() => null)
      if (!found?.isFile()) return null
      const whole = { size: found.size, type: contentTypeOf(file) }
      if (!range) return { ...whole, body: streamOf(file) }
      const served = bytesOf(range, found.size)
      return served ? { ...whole, body: streamOf(file, served), range: served } : { ...whole, body: null }
    },
    remove: (key) => rm(fileOf(key), { force: true }),
    url: (key) => `${uploadsPrefix}${key}`,
  }
}
