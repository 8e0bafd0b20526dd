import { serviceLog } from '../lib/log'
import type { Db } from './client'

/** How long reads leave a replica alone after it could not be reached. */
export const replicaRestMs = 10_000
/** Until when (epoch ms) each replica is left alone. */
const restingUntil = new WeakMap<Db, number>()

/**
 * Runs a public read on the replica, or on the primary when there is none or it cannot answer: a catalog
 * answered from the primary is better than an error. Only a failure to reach the replica, or a
 * read the standby cancelled to replay the primary's changes (a recovery conflict), falls back;
 * any other error (a refusal, a bad query) is the read's own and is thrown as is. A replica that
 * could not be reached is left alone for `replicaRestMs`: while it is down, one read in that time
 * waits for it (up to the connection timeout) and logs it, not every read. `now` is the clock.
 */
export async function preferReplica<T>(replica: Db | undefined, primary: Db, read: (db: Db) => Promise<T>, now = Date.now): Promise<T> {
  if (!replica || (restingUntil.get(replica) ?? 0) > now()) return read(primary)
  try {
    return await read(replica)
  } catch (error) {
    const reason = unreachable(error)
    if (!reason) throw error
    const down = reason !== recoveryConflict
    if (down) restingUntil.set(replica, now() + replicaRestMs)
    serviceLog.warn(
      { reason },
      down
        ? 'the read replica did not answer; reads go to the primary for 10 s'
        : 'the read replica cancelled a read; read from the primary',
    )
    return read(primary)
  }
}

/** PostgreSQL's code for a read a hot standby cancelled to replay the primary's changes. */
const recoveryConflict = '40001'

/** Socket errors: the replica is down, restarting or out of the network. */
const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EPIPE'])

/**
 * PostgreSQL's codes: class 08 (connection exceptions), 57P01-57P03 (shut down, starting up), 40001
 * (on a standby in a read-only transaction, only a recovery conflict: no serializable writes run there).
 */
const serverCode = /^(08...|57P0[1-3]|40001)$/

/** Why the replica could not answer (its error's code or message), or null when the error is the read's own. */
function unreachable(error: unknown): string | null {
  for (let e = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    if (typeof e !== 'object') break
    const code = typeof e.code === 'string' ? e.code : ''
    if (socketCodes.has(code) || serverCode.test(code)) return code
    if (typeof e.message === 'string' && /timeout exceeded when trying to connect|Connection terminated/.test(e.message)) return e.message
  }
  return null
}
