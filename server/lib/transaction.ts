import { type Db, inTenant, type Tx } from '../db/client'
import { AppError } from '../http/errors'
import type { Scope, TxOptions } from '../http/scope'

/** A route's withTx (server/http/route.ts), for services that open more than one transaction. */
export type RunTx<S extends Scope> = <T>(fn: (tx: Tx, scope: S) => Promise<T>, options?: TxOptions) => Promise<T>

/**
 * A refusal that undoes its whole transaction, though the transaction keeps refusals (undoneOnRefusal):
 * the same refusal to its caller; any other transaction rolls back on it as on every refusal.
 */
class UndoingRefusal extends AppError {
  constructor(refusal: AppError) {
    super(refusal.code, refusal.key, refusal.params, refusal.status)
  }
}

/**
 * Runs the business writes of a transaction that keeps refusals (after the checks whose tries it
 * keeps): a refusal among them rolls back everything, the kept tries' writes too, as a savepoint
 * would undo the writes alone, without a savepoint's two round trips.
 */
export async function undoneOnRefusal<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn()
  } catch (error) {
    throw error instanceof AppError ? new UndoingRefusal(error) : error
  }
}

/**
 * One tenant transaction in which a refusal (an AppError) still commits what was written
 * before it: a spent captcha, a wrong-code attempt, a failed-login record. Anything else
 * rolls back. So check and consume first, write the business rows last. `keyed`: as inTenant's.
 */
export async function inTenantKeepingRefusals<T>(db: Db, tenantId: number, fn: (tx: Tx) => Promise<T>, keyed = false): Promise<T> {
  const outcome = await inTenant(
    db,
    tenantId,
    async (tx) => {
      try {
        return { value: await fn(tx) }
      } catch (error) {
        if (error instanceof AppError && !(error instanceof UndoingRefusal)) return { refusal: error }
        throw error
      }
    },
    keyed,
  )
  if ('refusal' in outcome) throw outcome.refusal
  return outcome.value
}
