import { existsSync, readFileSync, statSync } from 'node:fs'
import { extname, join, normalize } from 'node:path'
import type { Context, MiddlewareHandler } from 'hono'
import { pageHints } from './pageHints'
import { streamedPage, type Encoding } from './pageStream'

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

/** What a page (index.html for a route) gets written at the end of its body for this request; never rejects. */
export type PageExtras = (c: Context) => Promise<string>

/**
 * Serves files under `root` with the precompressed .br or .gz beside them when the client
 * accepts it. Hashed build files (under /assets/) are cached for a year; everything else is
 * revalidated. With `spaFallback`, unknown paths get index.html so the router can answer; its
 * `pageExtras` follow the rest of the page, which is sent before they are ready, or with them
 * under `wholePage`.
 */
export function serveFiles(
  root: string,
  options: { prefix?: string; spaFallback?: boolean; immutable?: RegExp; pageExtras?: PageExtras; wholePage?: boolean } = {},
): MiddlewareHandler {
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
    const headers: Record<string, string> = {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': options.immutable?.test(c.req.path) ? 'public, max-age=31536000, immutable' : 'no-cache',
      // A page's start-up replies follow the prefs cookie, and home's data the phone or desktop the user agent names.
      vary: page !== null && options.pageExtras ? 'accept-encoding, cookie, user-agent' : 'accept-encoding',
    }
    if (encoding) headers['content-encoding'] = encoding
    if (c.req.method === 'HEAD') return c.body(null, 200, headers)
    if (page !== null) {
      const body = page.lastIndexOf('</body>')
      const end = body < 0 ? page.length : body
      const head = page.slice(0, end)
      const rest = (options.pageExtras ? options.pageExtras(c) : Promise.resolve('')).then((more) => more + page.slice(end))
      const stream = options.wholePage ? streamedPage(head + (await rest), Promise.resolve(''), encoding) : streamedPage(head, rest, encoding)
      return c.body(stream, 200, headers)
    }
    return c.body(new Uint8Array(readFileSync(encoding ? `${file}.${encoding === 'br' ? 'br' : 'gz'}` : file)), 200, headers)
  }
}

/** The precompressed file beside `file` the client accepts, if any. */
const fileEncoding = (file: string, accepts: string) =>
  (['br', 'gzip'] as const).find((e) => accepts.includes(e) && isFile(`${file}.${e === 'br' ? 'br' : 'gz'}`)) ?? null

const pageEncoding = (accepts: string): Encoding | null => (accepts.includes('br') ? 'br' : accepts.includes('gzip') ? 'gzip' : null)

function isFile(path: string) {
  try {
    return statSync(path).isFile()
  } catch {
    return false
  }
}
