import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { immutableCaching } from '../../http/static'
import { renderMedia } from './render'

/** Recently drawn pictures, compressed, by URL and encoding; the oldest go first. */
const cache = new Map<string, Uint8Array>()
const cacheSize = 2000

type Encoding = 'br' | 'gzip' | 'identity'

function encode(svg: string, encoding: Encoding): Uint8Array {
  const raw = Buffer.from(svg)
  if (encoding === 'br') return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 7 } })
  if (encoding === 'gzip') return gzipSync(raw, { level: 7 })
  return raw
}

function remember(key: string, make: () => Uint8Array | null) {
  const hit = cache.get(key)
  if (hit) {
    cache.delete(key)
    cache.set(key, hit)
    return hit
  }
  const made = make()
  if (!made) return null
  cache.set(key, made)
  if (cache.size > cacheSize) cache.delete(cache.keys().next().value as string)
  return made
}

/**
 * GET /media/<type>/<name>.svg: generated product pictures, logos, avatars, banners and
 * posters. The URL names the whole picture, so answers never change: cached for a year,
 * compressed (brotli or gzip) since SVG is text, and sandboxed against scripts.
 */
export const mediaRoutes = new Hono()

mediaRoutes.get('/:type/:file', (c) => {
  const type = c.req.param('type')
  let file: string
  try {
    file = decodeURIComponent(c.req.path.slice(c.req.path.lastIndexOf('/') + 1))
  } catch {
    return c.notFound()
  }
  const accepts = c.req.header('accept-encoding') ?? ''
  const encoding: Encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : 'identity'
  const body = remember(`${type}/${file}|${encoding}`, () => {
    const svg = renderMedia(type, file)
    return svg === null ? null : encode(svg, encoding)
  })
  if (!body) return c.notFound()
  const headers: Record<string, string> = {
    'content-type': 'image/svg+xml',
    'cache-control': immutableCaching,
    'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
    'x-content-type-options': 'nosniff',
    vary: 'accept-encoding',
  }
  if (encoding !== 'identity') headers['content-encoding'] = encoding
  return c.body(body as Uint8Array<ArrayBuffer>, 200, headers)
})
