import { mkdir, rm, writeFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { privateFileMode, privateFolderMode } from '../../lib/dataFolder'

/**
 * Where uploaded files live. A key is a relative path of safe segments (`1/2026-05/<hex>.png`);
 * `url` is what rows save and browsers fetch. Local disk by default; an S3-compatible bucket
 * can take its place behind the same three calls.
 */
export interface UploadStore {
  put(key: string, bytes: Uint8Array, type: string): Promise<void>
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

/** Files under `root`, served below /uploads (server/main.ts). */
export function diskStore(root: string): UploadStore {
  const fileOf = (key: string) => {
    if (!safeKey.test(key)) throw new Error(`Unsafe upload key: ${key}`)
    return join(root, key)
  }
  return {
    async put(key, bytes) {
      const file = fileOf(key)
      await mkdir(dirname(file), { recursive: true, mode: privateFolderMode })
      await writeFile(file, bytes, { mode: privateFileMode })
    },
    remove: (key) => rm(fileOf(key), { force: true }),
    url: (key) => `${uploadsPrefix}${key}`,
  }
}
