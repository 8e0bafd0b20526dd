import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * The transaction password's stored form (docs/architecture.md#the-transaction-password):
 * `hmac$salt$digest`, HMAC-SHA-256 under the service's secret (the one email codes use) of a
 * per-user salt and the 6 digits. Microseconds, so it runs inside the payment's transaction.
 * Hashes stored before it (`scrypt$...`) still verify, slowly, and are replaced on their next use.
 */
const scheme = 'hmac'

function digest(secret: string | undefined, salt: string, digits: string): Buffer {
  if (!secret) throw new Error('No code secret: startServer sets CODE_SECRET or the data folder’s code-secret')
  return createHmac('sha256', secret).update(`paypass:${salt}:${digits}`).digest()
}

export function keyedPayPasswordHash(secret: string | undefined, digits: string): string {
  const salt = randomBytes(16).toString('hex')
  return `${scheme}$${salt}$${digest(secret, salt, digits).toString('hex')}`
}

export const isKeyedHash = (stored: string) => stored.startsWith(`${scheme}$`)

/** Compared in constant time; false for a hash of another form. */
export function verifyKeyedHash(secret: string | undefined, digits: string, stored: string): boolean {
  const [kind, salt, hex] = stored.split('$')
  if (kind !== scheme || !salt || !hex) return false
  const expected = Buffer.from(hex, 'hex')
  const actual = digest(secret, salt, digits)
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
