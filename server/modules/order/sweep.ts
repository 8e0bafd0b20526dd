import { and, asc, eq, type SQL } from 'drizzle-orm'
import { orderLimits } from '../../../contract/order'
import { asPlatform, type Db, schema } from '../../db/client'
import { AppError } from '../../http/errors'
import { serviceLog } from '../../lib/log'
import { completeOrder, expireOverdue, overdue, unconfirmedFor } from './settle'
import { settleBatch } from './settlement'

/**
 * The orders' clock, across tenants (the owner role, as the upload sweep): unpaid orders past
 * their deadline are cancelled (their stock released, the shopper told), shipped orders nobody
 * confirmed within `autoReceiveDays` complete, completed orders past their return window settle
 * (their shop paid, ./settlement.ts). One transaction per order (per batch of orders for the
 * settlement), its rows taken FOR UPDATE SKIP LOCKED with their condition re-checked: two instances sweeping one
 * PostgreSQL (or a shopper reading the order meanwhile) never move the same order twice, and a
 * skipped row is the other's to finish.
 */

const { orders } = schema

export interface OrderSweepOptions {
  autoReceiveDays?: number
  /** Orders looked at per round. */
  batch?: number
}

export interface OrderSweepResult {
  expired: number[]
  received: number[]
  settled: number[]
}

/** Ids of orders meeting `where`, oldest first, read without locks: each is then taken (or skipped) in its own transaction. */
async function candidates(db: Db, where: SQL, batch: number) {
  const rows = await asPlatform(db, (tx) => tx.select({ id: orders.id }).from(orders).where(where).orderBy(asc(orders.id)).limit(batch))
  return rows.map((r) => r.id)
}

/** An order another transaction moved first is no longer this pass's (its refusal rolled back only its own transaction). */
const movedMeanwhile = (error: unknown) => {
  if (error instanceof AppError) return false
  throw error
}

/**
 * Back to the event loop between two orders (two settlement batches). On PGlite a transaction's statements run on this thread
 * and resolve as microtasks: without it a sweep of thousands of orders held the thread from start to
 * end, and a request waited for the whole sweep before it was even read (docs/performance.md#settlement).
 */
const letRequestsIn = () => new Promise<void>((resolve) => setImmediate(resolve))

/** Moves each candidate with `one` (true when it moved), round after round while full rounds still move some. */
async function sweepEach(db: Db, where: SQL, batch: number, one: (id: number) => Promise<boolean>) {
  const moved: number[] = []
  for (;;) {
    const ids = await candidates(db, where, batch)
    let round = 0
    for (const id of ids) {
      await letRequestsIn()
      if (await one(id).catch(movedMeanwhile)) {
        moved.push(id)
        round += 1
      }
    }
    if (ids.length < batch || round === 0) return moved
  }
}

/** One pass: expire what is overdue, complete what waited long enough, settle what is due. Safe to run from several instances at once. */
export async function sweepOrders(db: Db, options: OrderSweepOptions = {}): Promise<OrderSweepResult> {
  const days = options.autoReceiveDays ?? orderLimits.autoReceiveDays
  const batch = options.batch ?? 200
  const expired = await sweepEach(db, overdue(), batch, async (id) => {
    const ids = await asPlatform(db, (tx) => expireOverdue(tx, eq(orders.id, id)))
    return ids.length > 0
  })
  const received = await sweepEach(db, unconfirmedFor(days), batch, (id) =>
    asPlatform(db, async (tx) => {
      const [row] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), unconfirmedFor(days)))
        .for('update', { skipLocked: true })
      if (!row) return false
      await completeOrder(tx, { orderId: id, event: 'AUTO_RECEIVE', actor: 'system', where: unconfirmedFor(days) })
      return true
    }),
  )
  const settled = await settleInBatches(db, Math.min(batch, settleBatchSize))
  return { expired, received, settled }
}

/**
 * Due orders settled per batch: the measured trade between a batch's lock on its owners' wallets
 * and on PGlite's one thread (a checkout waits for it on PGlite) and the sweep's total
 * (docs/performance.md#settlement).
 */
const settleBatchSize = 50

/** Set-based batches (./settlement.ts settleBatch), each in its own transaction, rows another holds passed over; a turn for requests between two. */
async function settleInBatches(db: Db, size: number) {
  const settled: number[] = []
  for (;;) {
    await letRequestsIn()
    const done = await asPlatform(db, (tx) => settleBatch(tx, undefined, { skipLocked: true, limit: size }))
    settled.push(...done.map((s) => s.orderId))
    if (done.length === 0) return settled
  }
}

/**
 * Sweeps every `everyMs` (a minute by default; ORDER_SWEEP_SECONDS), starting one period after
 * start. Returns the stop, which waits for a pass under way. A pass that failed is logged and the
 * next one tries again.
 */
export function keepOrdersSwept(db: Db, timing: { everyMs: number; autoReceiveDays?: number }) {
  let pass: Promise<unknown> = Promise.resolve()
  let running = false
  const run = () => {
    if (running) return
    running = true
    pass = sweepOrders(db, { autoReceiveDays: timing.autoReceiveDays })
      .catch((error: unknown) => serviceLog.error({ err: error }, 'order sweep failed'))
      .finally(() => {
        running = false
      })
  }
  const every = timing.everyMs > 0 ? setInterval(run, timing.everyMs).unref() : null
  return async () => {
    if (every) clearInterval(every)
    await pass
  }
}
