import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'
import type { RequestScope } from '../../http/scope'
import { fairTurns } from '../../lib/fairTurns'
import { statusChanged } from '../../lib/lifecycle'

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

/** One piece of hashing work at a time per client, however many clients hash at once. */
const hashing = fairTurns({ perKey: 1 })

/**
 * One client's slow hashes run one after another, outside any transaction: a client sending many
 * at once takes one of Node's four hashing threads, not all of them (nor the CPU everyone shares).
 * The lane is the shopper when logged in, else the client's address.
 */
export const inLane = <T>(who: RequestScope, work: () => Promise<T>): Promise<T> =>
  hashing(who.userId === null ? `${who.tenantId}:ip:${who.ip}` : `${who.tenantId}:user:${who.userId}`, work)

/** A new password's hash, computed in the client's lane before the transaction that stores it. */
export const newPasswordHash = (who: RequestScope, password: string) => inLane(who, () => hashPassword(password))

/** What the slow hash said about a password, against the stored hash it was computed for. */
export interface Verdict {
  hash: string
  matches: boolean
  /** The hash was read under the row's lock (FOR UPDATE) in the transaction the verdict is used in: nothing to read again. */
  held?: boolean
}

/** The stored hash is no longer the one the verdict was computed for: judge again. Rolls its transaction back. */
export class StaleHash extends Error {}

const judgings = 3

/**
 * Runs the slow hash (scrypt, tens of milliseconds) outside any transaction, so that it holds no
 * connection (on PGlite, the only one): `read` fetches the stored hash (null: none) in a short
 * transaction, the password is judged against it, then `write` runs in its own transaction and must
 * throw StaleHash unless the stored hash is still the judged one; then the password is judged again.
 * All in the client's lane, so that a client's own parallel changes do not judge against each other's stale hashes.
 * `verify` judges a password against a stored hash (scrypt's by default).
 */
export function judged<T>(
  who: RequestScope,
  read: () => Promise<string | null>,
  password: string,
  write: (verdict: Verdict | undefined) => Promise<T>,
  verify: (password: string, hash: string) => Promise<boolean> = verifyPassword,
): Promise<T> {
  return inLane(who, async () => {
    for (let judging = 1; ; judging++) {
      const hash = await read()
      const verdict = hash === null ? undefined : { hash, matches: await verify(password, hash) }
      try {
        return await write(verdict)
      } catch (error) {
        if (!(error instanceof StaleHash)) throw error
        if (judging >= judgings) throw statusChanged()
      }
    }
  })
}
