import type { Context } from 'hono'
import { rangeOf } from '../../http/byteRange'
import { immutableCaching, uploadPolicy } from '../../http/static'
import { safeKey, type StoredFile, type UploadStore, uploadsPrefix } from './store'

/** The status and headers of `file`'s answer: whole, its range, or 416 for a range past its end. */
function answerOf(file: StoredFile) {
  const headers: Record<string, string> = {
    'content-type': file.type,
    'cache-control': immutableCaching,
    vary: 'accept-encoding',
    'accept-ranges': 'bytes',
    'content-security-policy': uploadPolicy,
  }
  if (!file.body) return { status: 416 as const, headers: { ...headers, 'content-range': `bytes */${file.size}` } }
  if (!file.range) return { status: 200 as const, headers: { ...headers, 'content-length': String(file.size) } }
  const { start, end } = file.range
  return {
    status: 206 as const,
    headers: { ...headers, 'content-range': `bytes ${start}-${end}/${file.size}`, 'content-length': String(end - start + 1) },
  }
}

/**
 * GET and HEAD /uploads/<key> from `store` (the bucket's, when S3 is configured; the disk's own are
 * served by serveFiles): the headers serveFiles gives uploads, and a Range honoured with 206 or 416.
 */
export const serveUploads = (store: UploadStore) => async (c: Context) => {
  const key = new URL(c.req.url).pathname.slice(uploadsPrefix.length)
  const range = rangeOf(c.req.header('range'))
  const file = safeKey.test(key) ? await store.get(key, range ?? undefined) : null
  if (!file) return c.text('Not found', 404)
  const { status, headers } = answerOf(file)
  if (c.req.method === 'HEAD' || !file.body) {
    await file.body?.cancel()
    return c.body(null, status, headers)
  }
  return c.body(file.body, status, headers)
}
