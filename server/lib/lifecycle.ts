import { and, eq, getTableColumns, type SQL } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { ErrorCode } from '../../contract/codes'
import { type Lifecycle, type LifecycleEvent, nextStatus } from '../../machines/lib/lifecycle'
import type { Tx } from '../db/client'
import { AppError } from '../http/errors'

export interface MoveRequest<T extends PgTable, L extends Lifecycle> {
  table: T
  /** The row: its key column and value. */
  key: PgColumn
  id: number | string
  /** The column holding the lifecycle's status code. */
  status: PgColumn
  lifecycle: L
  event: LifecycleEvent<L>
  /**
   * The status the caller read and decided on, if it did; else it is read here. Either way the
   * row only moves if it is still in that status.
   */
  from?: number
  /** What the machine's guards see. */
  context?: unknown
  /** Further conditions the row must still meet (a deadline not passed); not meeting them reads as a change. */
  where?: SQL
  /** Other columns written with the move. */
  set?: PgUpdateSetSource<T>
  /** The refusal when the row has moved first or no longer meets `where`; statusChanged by default. */
  changed?: () => AppError
  /** The refusal when the lifecycle has no such move from the row's status; moveRefused by default. */
  refused?: () => AppError
}

export const statusChanged = () => new AppError(ErrorCode.statusChanged, 'statusChanged', {}, 409)
export const moveRefused = () => new AppError(ErrorCode.moveRefused, 'moveRefused', {}, 409)

/**
 * Moves one row along its lifecycle in the caller's transaction: the machine computes the next
 * status from the current one, then `UPDATE ... WHERE key = :id AND status = :from RETURNING`.
 * No row back means another transaction moved it first (PostgreSQL re-checks the condition after
 * waiting for the row's lock), so two concurrent moves from one status never both happen.
 */
export async function move<T extends PgTable, L extends Lifecycle>(
  tx: Tx,
  request: MoveRequest<T, L>,
): Promise<{ from: number; to: number }> {
  const { table, key, id, status } = request
  const changed = request.changed ?? statusChanged
  const from = request.from ?? (await currentStatus(tx, request))
  if (from === null) throw changed()
  const to = nextStatus(request.lifecycle, from, request.event, request.context)
  if (to === null) throw (request.refused ?? moveRefused)()
  const values = { ...request.set, [columnKey(table, status)]: to } as PgUpdateSetSource<T>
  const moved = await tx
    .update(table)
    .set(values)
    .where(and(eq(key, id), eq(status, from), request.where))
    .returning({ id: key })
  if (moved.length === 0) throw changed()
  return { from, to }
}

async function currentStatus(tx: Tx, { table, key, id, status }: Pick<MoveRequest<PgTable, Lifecycle>, 'table' | 'key' | 'id' | 'status'>) {
  const [row] = await tx.select({ status }).from(table).where(eq(key, id))
  return row ? Number(row.status) : null
}

function columnKey(table: PgTable, column: PgColumn): string {
  const entry = Object.entries(getTableColumns(table)).find(([, c]) => c === column)
  if (!entry) throw new Error(`${column.name} is not a column of this table`)
  return entry[0]
}
