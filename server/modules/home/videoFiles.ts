import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Context } from 'hono'
import type { Language } from '../../../contract/locale'
import { bytesOf, rangeOf } from '../../http/byteRange'
import { immutableCaching } from '../../http/static'

/** Where the seeded promo clips, their posters and captions are served. */
export const videoPrefix = '/media/video'

/** The clip's files by name (server/seed/media/video, made by scripts/media/makePromoVideos.ts). */
export const clipFiles = (clip: string) => ({
  mp4: `${videoPrefix}/${clip}.mp4`,
  webm: `${videoPrefix}/${clip}.webm`,
  poster: `${videoPrefix}/${clip}.webp`,
  captions: (lang: Language) => `${videoPrefix}/${clip}.${lang}.vtt`,
})

const types: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  webp: 'image/webp',
  vtt: 'text/vtt; charset=utf-8',
}

/** Beside the bundle (dist-server/main.mjs) the folder is the repository's, as in the source tree. */
const folder = [join(import.meta.dirname, '../server/seed/media/video'), join(import.meta.dirname, '../../seed/media/video')].find((dir) =>
  existsSync(dir),
)

/** Read once: a few hundred kB in all, and they never change while the service runs. */
const files = new Map<string, Uint8Array<ArrayBuffer>>()
function fileOf(name: string): Uint8Array<ArrayBuffer> | null {
  if (!folder || !/^[a-z0-9-]+(\.[a-z]{2})?\.(mp4|webm|webp|vtt)$/.test(name)) return null
  const path = join(folder, name)
  if (!files.has(name) && existsSync(path)) files.set(name, new Uint8Array(readFileSync(path)))
  return files.get(name) ?? null
}

/**
 * GET /media/video/<file>: the clips with byte ranges (Safari plays only what answers them, and
 * players seek by them), cached a year since a clip is never changed under its name.
 */
export function serveVideoFile(c: Context) {
  const name = c.req.param('file') ?? ''
  const body = fileOf(name)
  if (!body) return c.notFound()
  const headers: Record<string, string> = {
    'content-type': types[name.slice(name.lastIndexOf('.') + 1)],
    'cache-control': immutableCaching,
    'accept-ranges': 'bytes',
  }
  const asked = rangeOf(c.req.header('range'))
  if (!asked) return c.body(body, 200, headers)
  const range = bytesOf(asked, body.length)
  if (!range) return c.body(null, 416, { ...headers, 'content-range': `bytes */${body.length}` })
  const { start, end } = range
  return c.body(body.subarray(start, end + 1), 206, { ...headers, 'content-range': `bytes ${start}-${end}/${body.length}` })
}
