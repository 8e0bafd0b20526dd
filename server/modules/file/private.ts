import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Context } from 'hono'
import { shopApplicationLimits } from '../../../contract/shopApplication'
import type { Config } from '../../config'
import { uploadPolicy } from '../../http/static'
import { privateStore } from './service'
import { safeKey } from './store'

/**
 * Identity documents are never public: each is served only at an authorised URL, its key with an
 * expiry and an HMAC of both keyed from the service's secret (CODE_SECRET or the data folder's
 * code-secret). The applicant gets such URLs with their application, the operator with
 * `ops application:show`; a key is random, so without a signature nothing can be listed or guessed.
 */

export const identityPath = '/private/identity/'

const signature = (secret: string, key: string, expires: number) => {
  const signing = createHmac('sha256', secret).update('identity-images').digest()
  return createHmac('sha256', signing).update(`${key}\n${expires}`).digest('base64url')
}

/** An authorised URL of the private image `key`, valid for `identityUrlMinutes`; '' without a key. */
export function identityUrl(secret: string | undefined, key: string, now = Date.now()): string {
  if (!key || !secret) return ''
  const expires = Math.floor(now / 1000) + shopApplicationLimits.identityUrlMinutes * 60
  return `${identityPath}${key}?expires=${expires}&sig=${signature(secret, key, expires)}`
}

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b))

/** The key of an authorised request, or null: unsafe, expired, wrongly signed, or asked for under another tenant. */
function authorisedKey(c: Context, secret: string | undefined): string | null {
  const key = new URL(c.req.url).pathname.slice(identityPath.length)
  const expires = Number(c.req.query('expires'))
  const given = c.req.query('sig') ?? ''
  if (!secret || !safeKey.test(key) || !Number.isInteger(expires) || expires * 1000 < Date.now()) return null
  if (!sameText(given, signature(secret, key, expires))) return null
  const tenant = c.req.header('tenant-id') ?? c.req.query('tenant-id')
  return tenant !== undefined && tenant !== key.split('/')[0] ? null : key
}

const identityTypes = new Set(['image/jpeg', 'image/png'])

/** GET /private/identity/<key>?expires&sig: the image, never cached by anyone but the browser's memory; any refusal is a 404. */
export const serveIdentity = (config: Pick<Config, 'dataDir' | 's3' | 'codeSecret'>) => async (c: Context) => {
  const key = authorisedKey(c, config.codeSecret)
  const file = key ? await privateStore(config).get(key) : null
  if (!file?.body || !identityTypes.has(file.type)) {
    await file?.body?.cancel()
    return c.text('Not found', 404, { 'cache-control': 'no-store' })
  }
  return c.body(file.body, 200, {
    'content-type': file.type,
    'content-length': String(file.size),
    'cache-control': 'private, no-store',
    'content-security-policy': uploadPolicy,
  })
}
