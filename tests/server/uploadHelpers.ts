import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { paths } from '../../contract/api'
import type { TestServer } from './harness'

/** POST /infra/file/upload of `bytes` as the form's `file`, under any name and declared type. */
export function uploadAs(server: TestServer, token: string | null) {
  return (bytes: Uint8Array, name = 'photo.bin', type = 'application/octet-stream') => {
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(bytes)], { type }), name)
    return server.call<string>('POST', paths.upload, { body: form, token: token ?? undefined })
  }
}

/** Where an upload's URL lies on disk. */
export const fileOf = (server: TestServer, url: string) => join(server.dataDir, 'uploads', url.replace(/^\/uploads\//, ''))

/** Every file below the uploads folder, relative. */
export function storedFiles(server: TestServer): string[] {
  const root = join(server.dataDir, 'uploads')
  return existsSync(root)
    ? readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((e) => e.isFile())
        .map((e) => e.name)
    : []
}

/** A one-colour picture. */
export const solid = (width: number, height: number, format: 'png' | 'jpeg' | 'webp' | 'gif' = 'png') =>
  sharp({ create: { width, height, channels: 3, background: '#b4463c' } })
    .toFormat(format)
    .toBuffer()

/** Random pixels as PNG: it does not compress, so its size is about width x height x 3 bytes. */
export const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer()
