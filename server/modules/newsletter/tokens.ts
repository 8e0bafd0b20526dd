import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/** A confirm link's secret: 32 random bytes, URL-safe. Only its SHA-256 is stored. */
export const newToken = () => randomBytes(32).toString('base64url')

export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')

/** A subscription as an unsubscribe token names it. */
export interface Subscription {
  tenantId: number
  id: number
}

const signature = (secret: string | undefined, { tenantId, id }: Subscription) => {
  if (!secret) throw new Error('No service secret: startServer sets CODE_SECRET or the data folder’s code-secret')
  const signing = createHmac('sha256', secret).update('newsletter-unsubscribe').digest()
  return createHmac('sha256', signing).update(`${tenantId}.${id}`).digest('base64url')
}

/**
 * An unsubscribe link's token: the subscription's tenant and id with an HMAC of both keyed from
 * the service's secret (CODE_SECRET or the data folder's code-secret, as signed identity-image
 * URLs are). Nothing is stored, so any mail, a campaign's too, can carry one.
 */
export const unsubscribeToken = (secret: string | undefined, subscription: Subscription) =>
  `${subscription.tenantId}.${subscription.id}.${signature(secret, subscription)}`

const shape = /^([1-9]\d{0,9})\.([1-9]\d{0,9})\.([\w-]{43})$/

/** The subscription a token names when its signature is the service's (compared in constant time), else null. */
export function subscriptionOf(secret: string | undefined, token: string): Subscription | null {
  const parts = shape.exec(token)
  if (!parts) return null
  const named = { tenantId: Number(parts[1]), id: Number(parts[2]) }
  return timingSafeEqual(Buffer.from(parts[3]), Buffer.from(signature(secret, named))) ? named : null
}
