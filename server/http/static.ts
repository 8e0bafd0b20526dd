import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import { pageHints } from './pageHints'

const types: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
}

/**
 * Serves files under `root` with the precompressed .br or .gz beside them when the client
 * accepts it. Hashed build files (under /assets/) are cached for a year; everything else is
 * revalidated. With `spaFallback`, unknown paths get index.html so the router can answer.
 */
/** What a page (index.html for a route) gets written into it for this request. */
export type PageExtras = (c: Context, html: string) => Promise<string>

export function serveFiles(root: string, options: { prefix?: string; spaFallback?: boolean; immutable?: RegExp; pageExtras?: PageExtras } = {}): MiddlewareHandler {
  const prefix = options.prefix ?? ''
  const index = join(root, 'index.html')
  const pageFor = options.spaFallback ? pageHints(root) : () => null
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next()
    const relative = decodeURIComponent(c.req.path.slice(prefix.length))
    const candidate = normalize(join(root, relative))
    let file = candidate.startsWith(root) && isFile(candidate) ? candidate : null
    if (!file && options.spaFallback && !extname(relative) && existsSync(index)) file = index
    if (!file) return next()
    const accepts = c.req.header('accept-encoding') ?? ''
    const page = file === index ? pageFor(c.req.path) : null
    const encoding = page !== null ? pageEncoding(accepts) : fileEncoding(file, accepts)
    const body = page !== null ? compress(await written(c, page, options.pageExtras), encoding) : readFileSync(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file)
    const headers: Record<string, string> = {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': options.immutable?.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      vary: page !== null && options.pageExtras ? 'accept-encoding, cookie' : 'accept-encoding',
    }
    if (encoding) headers['content-encoding'] = encoding
    if (c.req.method === 'HEAD') return c.body(null, 200, headers)
    return c.body(new Uint8Array(body), 200, headers)
  }
}

type Encoding = 'br' | 'gzip'

/** The precompressed file beside `file` the client accepts, if any. */
const fileEncoding = (file: string, accepts: string) =>
  (['br', 'gzip'] as const).find((e) => accepts.includes(e) && isFile(`${file}.${e === 'br' ? 'br' : 'gz'}`)) ?? null

const written = async (c: Context, html: string, extras?: PageExtras) => (extras && c.req.method === 'GET' ? extras(c, html) : html)

/** Pages differ per request (pageExtras): compressed as they go, at a level that takes about a millisecond. */
function compress(text: string, encoding: Encoding | null): Buffer {
  const raw = Buffer.from(text)
  if (encoding === 'br') return brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
  return encoding === 'gzip' ? gzipSync(raw, { level: 6 }) : raw
}

const pageEncoding = (accepts: string): Encoding | null => (accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null)

function isFile(path: string) {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}
