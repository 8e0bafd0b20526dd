import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { MiddlewareHandler } from 'hono'
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
 * JSON replies of the API, brotli- or gzip-compressed when the client accepts it and the body
 * is at least `compressFrom` bytes. (Static files have precompressed twins: server/http/static.ts.)
 * The bodies are small and already whole in memory, so they are compressed whole, off the event loop.
 */
export function compressJson(): MiddlewareHandler {
  return async (c, next) => {
    await next()
    const type = c.res.headers.get('content-type') ?? ''
    if (c.req.method === 'HEAD' || !c.res.body || !type.startsWith('application/json') || c.res.headers.has('content-encoding')) return
    c.header('Vary', 'Accept-Encoding', { append: true })
    const [encoding] = acceptedEncodings(c.req.header('accept-encoding'))
    if (!encoding) return
    const plain = Buffer.from(await c.res.arrayBuffer())
    const body =
      plain.length < compressFrom
        ? plain
        : encoding === 'br'
          ? await brotli(plain, { params: { [constants.BROTLI_PARAM_QUALITY]: 5, [constants.BROTLI_PARAM_SIZE_HINT]: plain.length } })
          : await gzipped(plain)
    c.res = new Response(new Uint8Array(body), c.res)
    c.res.headers.delete('content-length')
    if (body !== plain) c.res.headers.set('content-encoding', encoding)
  }
}
