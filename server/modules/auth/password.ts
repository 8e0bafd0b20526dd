import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

const keyLength = 64
const cost = { N: 16384, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }

function derive(secret: string, salt: Buffer): Promise<Buffer> {
  return new Promise((resolve, reject) => scrypt(secret, salt, keyLength, cost, (err, key) => (err ? reject(err) : resolve(key))))
}

/** scrypt with a random salt, stored as `scrypt$salt$hash` (hex). */
export async function hashPassword(secret: string): Promise<string> {
  const salt = randomBytes(16)
  return `scrypt$${salt.toString('hex')}$${(await derive(secret, salt)).toString('hex')}`
}

export async function verifyPassword(secret: string, stored: string): Promise<boolean> {
  const [scheme, salt, hash] = stored.split('$')
  if (scheme !== 'scrypt' || !salt || !hash) return false
  const expected = Buffer.from(hash, 'hex')
  const actual = await derive(secret, Buffer.from(salt, 'hex'))
  return actual.length === expected.length && timingSafeEqual(actual, expected)
}
