import { and, eq, getTableColumns, is, SQL, type SQLWrapper, sql } from 'drizzle-orm'
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core'
import { ErrorCode } from '../../contract/codes'
import { type Lifecycle, type LifecycleEvent, nextStatus } from '../../machines/lib/lifecycle'
import type { Db, Tx } from '../db/client'
import { columnsOf, insertFrom, prebuiltRowsOf, shapeOf, tableRows } from '../db/prebuilt'
import { AppError } from '../http/errors'

/**
 * The one way a row's status changes: the pure lifecycle machine (machines/<domain>/lifecycle.ts and friends) decides
 * the next status, `UPDATE ... WHERE id = :id AND status = :from RETURNING *` moves it and writes
 * the timeline row (one statement), and the effects the domain lists for the event run, all in the
 * caller's transaction. No row back from the UPDATE means another transaction moved it first
 * (PostgreSQL re-checks the condition after waiting for the row's lock), so of two concurrent
 * moves from one status exactly one happens, and so do its effects.
 */

/** Who made a move: the shopper, the platform (ops), the shop, or the service by itself. */
export type Actor = 'shopper' | 'platform' | 'shop' | 'system'

export const statusChanged = () => new AppError(ErrorCode.statusChanged, 'statusChanged', {}, 409)
export const moveRefused = () => new AppError(ErrorCode.moveRefused, 'moveRefused', {}, 409)
/** A refused move that names the state it was refused in (the operator reads it). */
export const refusedIn = (state: string) => new AppError(ErrorCode.moveRefused, 'moveRefusedIn', { status: state }, 409)

/** A stored status code's name in its lifecycle, or the code itself when it has none. */
export const statusName = (lifecycle: Lifecycle, code: number) => lifecycle.names.get(code) ?? String(code)

type RowOf<T extends PgTable> = T['$inferSelect'] & { id: number; tenantId: number }
type Key<T extends PgTable> = keyof T['$inferSelect'] & string
type EventType<L extends Lifecycle> = LifecycleEvent<L>['type']

/** One row moved: as the UPDATE returned it, with the statuses it moved between. */
export interface Moved<Row> {
  row: Row
  from: number
  to: number
  actor: Actor
  remark: string
}

/** What runs after an event, on every row a call moved (once each, as the moves are). */
export type Effect<Row> = (tx: Tx, moves: Moved<Row>[]) => Promise<unknown>

/** An effect run for each moved row in turn. */
export const each =
  <Row>(effect: (tx: Tx, move: Moved<Row>) => Promise<unknown>): Effect<Row> =>
  async (tx, moves) => {
    for (const move of moves) await effect(tx, move)
  }

/**
 * A row's timeline: a table whose entry for a move holds the row's tenant (`tenantId`), its id (in
 * `of`), the `copy` columns as the move left them (same keys in both tables), the move's `actor` and
 * its `remark`.
 */
export interface Timeline<T extends PgTable> {
  table: PgTable
  of: string
  copy: readonly Key<T>[]
}

export interface RowLifecycleDefinition<T extends PgTable, L extends Lifecycle> {
  lifecycle: L
  table: T
  /** The column holding the lifecycle's status code; `status` by default. */
  status?: Key<T>
  /** The columns the machine's guards read; the UPDATE holds only while they are still as read. */
  context?: readonly Key<T>[]
  /** Where each move writes the row's timeline entry, in the move's own statement. */
  timeline?: Timeline<T>
  /** Per event, what runs in the move's transaction after it, in this order (mind the lock order). */
  effects?: { [E in EventType<L>]?: readonly Effect<RowOf<T>>[] }
  /** The row's state as a refusal names it to the operator; the status's name by default. */
  describe?: (row: RowOf<T>) => string
}

export interface MoveRequest<T extends PgTable, L extends Lifecycle> {
  id: number
  event: LifecycleEvent<L>
  actor: Actor
  remark?: string
  /** The row as the caller read it (under its lock); read here otherwise. It moves only if still in that status. */
  row?: RowOf<T>
  /** Other columns written with the move. */
  set?: PgUpdateSetSource<T>
  /** Further conditions the row must still meet (the owner, a deadline); not meeting them reads as a change. */
  where?: SQL
  /** The refusal when the row moved first or misses `where`; statusChanged by default. */
  changed?: () => AppError
  /** The refusal when the lifecycle has no such move: the platform's names the row's state, others' is moveRefused. */
  refused?: () => AppError
}

export interface RowLifecycle<T extends PgTable, L extends Lifecycle> {
  lifecycle: L
  /** Moves one row and runs the event's effects on it. */
  move(tx: Tx, request: MoveRequest<T, L>): Promise<Moved<RowOf<T>>>
  /** Moves each row in turn, then runs each event's effects once on all of them (stock rows locked in one order). */
  moveAll(tx: Tx, requests: readonly MoveRequest<T, L>[]): Promise<Moved<RowOf<T>>[]>
  /** Writes a timeline entry for a row that did not move (its creation). */
  record(tx: Tx, row: RowOf<T>, actor: Actor, remark?: string): Promise<unknown>
  /**
   * The timeline entries' insert for rows just written (their creation) by an earlier part of one
   * `with` statement, named `source` (its rows carry the table's columns); `moveActor` and
   * `moveRemark` are placeholders. Throws for a lifecycle without a timeline.
   */
  recordsFrom(source: string): SQL
  /** The status's name in the lifecycle. */
  name(code: number): string
}

export function defineRowLifecycle<T extends PgTable, L extends Lifecycle>(definition: RowLifecycleDefinition<T, L>): RowLifecycle<T, L> {
  const { lifecycle, table, context = [] } = definition
  const columns = getTableColumns(table) as Record<string, PgColumn>
  const statusKey = definition.status ?? ('status' as Key<T>)
  const column = (key: string) => columns[key] ?? raise(`${key} is not a column of this table`)
  const idColumn = column('id')
  const name = (code: number) => statusName(lifecycle, code)
  const describe = definition.describe ?? ((row: RowOf<T>) => name(Number(row[statusKey])))

  async function read(tx: Tx, request: MoveRequest<T, L>) {
    const [row] = await tx
      .select()
      .from(table as PgTable)
      .where(and(eq(idColumn, request.id), request.where))
    return row as RowOf<T> | undefined
  }

  const decide = decisions(lifecycle)
  const statement = moveStatement(definition, column)
  const rowsOf = tableRows(table)
  const prebuiltMove = prebuiltRowsOf(table, (on, shape) => statement(on, columnsOf(shape)))

  async function shift(tx: Tx, request: MoveRequest<T, L>): Promise<Moved<RowOf<T>>> {
    const changed = request.changed ?? statusChanged
    const current = request.row ?? (await read(tx, request))
    if (!current) throw changed()
    const from = Number(current[statusKey])
    const guarded = Object.fromEntries(context.map((key) => [key, current[key]]))
    const to = decide(from, request.event, guarded)
    if (to === null) throw request.refused?.() ?? (request.actor === 'platform' ? refusedIn(describe(current)) : moveRefused())
    const set: Record<string, unknown> = { ...request.set, [statusKey]: to }
    const remark = request.remark ?? ''
    const values = { ...set, ...pins(guarded), moveId: request.id, moveFrom: from, moveActor: request.actor, moveRemark: remark }
    // Values only (no SQL in the set, no further condition): the statement's text is built once per shape.
    const [row] = (
      request.where || Object.values(set).some((v) => is(v, SQL))
        ? await rowsOf(tx, statement(tx, set, request.where), values)
        : await prebuiltMove(tx, values, shapeOf(set))
    ) as RowOf<T>[]
    if (!row) throw changed()
    return { row, from, to, actor: request.actor, remark }
  }

  async function moveAll(tx: Tx, requests: readonly MoveRequest<T, L>[]) {
    const moves: Moved<RowOf<T>>[] = []
    for (const request of requests) moves.push(await shift(tx, request))
    const types = [...new Set(requests.map((r) => r.event.type as EventType<L>))]
    for (const type of types) {
      const ofType = moves.filter((_, i) => requests[i].event.type === type)
      for (const effect of definition.effects?.[type] ?? []) await effect(tx, ofType)
    }
    return moves
  }

  return {
    lifecycle,
    move: async (tx, request) => (await moveAll(tx, [request]))[0],
    moveAll,
    record: async (tx, row, actor, remark = '') => {
      const entry = definition.timeline
      if (!entry) return
      const copied = Object.fromEntries(entry.copy.map((key) => [key, row[key]]))
      await tx.insert(entry.table).values({ ...copied, tenantId: row.tenantId, [entry.of]: row.id, actor, remark })
    },
    recordsFrom: (source) => timelineInsert(definition.timeline ?? raise('This lifecycle keeps no timeline'), column, source),
    name,
  }
}

/**
 * nextStatus, remembered by status, event and guards' columns (the machine is pure): resolving the
 * machine makes an actor each time, about 3% of a ship's main thread and 17 KB of garbage.
 */
function decisions<L extends Lifecycle>(lifecycle: L) {
  const known = new Map<string, number | null>()
  return (from: number, event: LifecycleEvent<L>, guarded: Record<string, unknown>) => {
    const key = JSON.stringify([from, event, guarded])
    let to = known.get(key)
    if (to === undefined) {
      to = nextStatus(lifecycle, from, event, guarded)
      // Events may carry text: what is remembered stays bounded.
      if (known.size >= 1000) known.clear()
      known.set(key, to)
    }
    return to
  }
}

/** The guards' columns as the move pins them (`pin_<key>` placeholders). */
const pins = (guarded: Record<string, unknown>) => Object.fromEntries(Object.entries(guarded).map(([key, v]) => [`pin_${key}`, v]))

/**
 * A move's one statement: the conditional UPDATE of `set` (values or placeholders) on the row
 * `moveId` still in `moveFrom` with its guards' columns as read (`pin_<key>`), answering the row;
 * with a timeline, its entry is written by the same statement from the updated row (`moveActor`,
 * `moveRemark`), so a move is one round trip to the database.
 */
function moveStatement<T extends PgTable, L extends Lifecycle>(
  definition: RowLifecycleDefinition<T, L>,
  column: (key: string) => PgColumn,
) {
  const { table, timeline, context = [] } = definition
  const statusColumn = column(definition.status ?? 'status')
  const entry = timeline && timelineInsert(timeline, column, 'moved')
  return (on: Db | Tx, set: Record<string, unknown>, where?: SQL): SQLWrapper => {
    const pinned = context.map((key) => eq(column(key), sql.placeholder(`pin_${key}`)))
    const update = on
      .update(table)
      .set(set as PgUpdateSetSource<T>)
      .where(and(eq(column('id'), sql.placeholder('moveId')), eq(statusColumn, sql.placeholder('moveFrom')), ...pinned, where))
      .returning()
    return entry ? sql`with moved as (${update.getSQL()}), entry as (${entry}) select * from moved` : update
  }
}

/** The timeline entry's insert, from the rows of `source` (a part of the same `with` statement). */
function timelineInsert<T extends PgTable>(timeline: Timeline<T>, column: (key: string) => PgColumn, source: string) {
  const copied = (key: string) => sql.identifier(column(key).name)
  return insertFrom(timeline.table, source, {
    tenantId: copied('tenantId'),
    [timeline.of]: copied('id'),
    ...Object.fromEntries(timeline.copy.map((key) => [key, copied(key)])),
    actor: 'moveActor',
    remark: 'moveRemark',
  })
}

function raise(message: string): never {
  throw new Error(message)
}
