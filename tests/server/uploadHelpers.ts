import { randomBytes } from 'node:crypto'
import { existsSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { crc32, deflateSync } from 'node:zlib'
import sharp from 'sharp'
import type { TestServer } from './harness'

/** file.upload of `bytes` as the form's `file`, under any name and declared type. */
export function uploadAs(server: TestServer, token: string | null) {
  return (bytes: Uint8Array, name = 'photo.bin', type = 'application/octet-stream') => {
    return server.api.file.upload({ file: new File([new Uint8Array(bytes)], name, { type }) }, { token: token ?? undefined })
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

/** A PNG chunk: length, type, data, CRC of type and data. */
function chunk(type: string, data: Buffer) {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data])
  const head = Buffer.alloc(4)
  head.writeUInt32BE(data.length)
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(body))
  return Buffer.concat([head, body, crc])
}

/** A valid 1-bit grey PNG of 20000 x 20000 zeros: 400 megapixels in about 50 kB. */
export function pngBomb() {
  const side = 20_000
  const header = Buffer.alloc(13)
  header.writeUInt32BE(side, 0)
  header.writeUInt32BE(side, 4)
  header[8] = 1 // bit depth
  const rows = deflateSync(Buffer.alloc(side * (side / 8 + 1)), { level: 9 })
  const signature = Buffer.from('\x89PNG\r\n\x1a\n', 'latin1')
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', rows), chunk('IEND', Buffer.alloc(0))])
}
