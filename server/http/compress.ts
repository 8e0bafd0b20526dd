import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Context, MiddlewareHandler } from 'hono'
import type { Encoding } from './pageStream'

const brotli = promisify(brotliCompress)
const gzipped = promisify(gzip)

/** Bodies smaller than this go as they are: compressing them saves less than it costs. */
export const compressFrom = 1024

/** The encodings the client accepts (q > 0), brotli first. */
export function acceptedEncodings(header: string | undefined): Encoding[] {
  const accepted = new Map<string, number>()
  for (const part of (header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean)
    if (name) accepted.set(name, q === undefined ? 1 : Number(q))
  }
  return (['br', 'gzip'] as const).filter((e) => (accepted.get(e) ?? accepted.get('*') ?? 0) > 0)
}

/**
 * Sets a header on a reply a handler already made. Hono's `c.header` rebuilds a finished reply (a
 * fetched one's headers cannot change), and reading its `body` for that makes @hono/node-server
 * turn its lightweight reply into a web Response and a stream, which the server then reads back:
 * about a tenth of a short call. The service's own replies take their headers in place.
 */
export function setOnReply(c: Context, name: string, value: string, append = false) {
  try {
    if (append) c.res.headers.append(name, value)
    else c.res.headers.set(name, value)
  } catch {
    c.header(name, value, { append })
  }
}

/** The text a reply was made from (`c.json`), while @hono/node-server still holds it as text. */
function heldText(res: Response): string | undefined {
  const key = Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache')
  const held = key === undefined ? undefined : (res as unknown as Record<symbol, unknown[] | undefined>)[key]?.[1]
  return typeof held === 'string' ? held : undefined
}

/**
 * JSON replies of the API, brotli- or gzip-compressed when the client accepts it and the body
 * is at least `compressFrom` bytes. (Static files have precompressed twins: server/http/static.ts.)
 * The bodies are small and already whole in memory, so they are compressed whole, off the event loop.
 * A reply left as it is stays untouched, so the server writes it straight from its text.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const type = c.res.headers.get('content-type') ?? ''
    if (c.req.method === 'HEAD' || !type.startsWith('application/json') || c.res.headers.has('content-encoding')) return
    const text = heldText(c.res)
    if (text === undefined && !c.res.body) return
    setOnReply(c, 'Vary', 'Accept-Encoding', true)
    const [encoding] = acceptedEncodings(c.req.header('accept-encoding'))
    if (!encoding || (text !== undefined && Buffer.byteLength(text) < compressFrom)) return
    const plain = text === undefined ? Buffer.from(await c.res.arrayBuffer()) : Buffer.from(text)
    if (plain.length < compressFrom) {
      c.res = new Response(new Uint8Array(plain), c.res)
      return
    }
    const body =
      encoding === 'br'
        ? await brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } })
        : await gzipped(plain)
    c.res = new Response(new Uint8Array(body), c.res)
    c.res.headers.delete('content-length')
    c.res.headers.set('content-encoding', encoding)
  }
}
