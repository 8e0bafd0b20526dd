import { and, eq, type SQL, sql } from 'drizzle-orm'
import { type AfterSaleEvent, afterSaleLifecycle } from '../../../machines/afterSale/lifecycle'
import { schema, type Tx } from '../../db/client'
import type { AppError } from '../../http/errors'
import { move, statusChanged } from '../../lib/lifecycle'
import type { Actor } from '../order/moves'

/**
 * The only way an after-sale's `status` changes: through machines/lifecycles/afterSale.ts with a
 * conditional UPDATE, and a row in after_sale_moves for the detail page's timeline, in the
 * caller's transaction. Whatever follows a move (the item's after-sale status, the money) runs
 * once per after-sale however many requests race for it.
 */

const { afterSales, afterSaleMoves } = schema

type AfterSaleSet = Parameters<typeof move<typeof afterSales, typeof afterSaleLifecycle>>[1]['set']

export interface AfterSaleMoveRequest {
  afterSaleId: number
  event: AfterSaleEvent
  actor: Actor
  remark?: string
  /** Other columns written with the move (the return's address or tracking number, a remark). */
  set?: AfterSaleSet
  /** Further conditions the row must still meet (the shopper owns it). */
  where?: SQL
  /** The refusal when the row changed first or misses `where`; statusChanged by default. */
  changed?: () => AppError
  /** The refusal when the lifecycle has no such move from the row's status; moveRefused by default. */
  refused?: () => AppError
}

/** Moves an after-sale on `event`; the guards read its mode (`way`), which never changes. */
export async function moveAfterSale(tx: Tx, request: AfterSaleMoveRequest) {
  const [current] = await tx
    .select({ status: afterSales.status, way: afterSales.way })
    .from(afterSales)
    .where(and(eq(afterSales.id, request.afterSaleId), request.where))
  if (!current) throw (request.changed ?? statusChanged)()
  const moved = await move(tx, {
    table: afterSales,
    key: afterSales.id,
    id: request.afterSaleId,
    status: afterSales.status,
    lifecycle: afterSaleLifecycle,
    event: request.event,
    from: current.status,
    context: { way: current.way },
    where: request.where,
    set: request.set,
    changed: request.changed,
    refused: request.refused,
  })
  await tx.execute(sql`
    insert into ${afterSaleMoves} (tenant_id, after_sale_id, status, actor, remark)
    select tenant_id, id, status, ${request.actor}, ${request.remark ?? ''} from ${afterSales} where id = ${request.afterSaleId}`)
  return moved
}

/** The application itself is the timeline's first entry. */
export async function recordApplied(tx: Tx, afterSaleId: number, remark = '') {
  await tx.execute(sql`
    insert into ${afterSaleMoves} (tenant_id, after_sale_id, status, actor, remark)
    select tenant_id, id, status, 'shopper', ${remark} from ${afterSales} where id = ${afterSaleId}`)
}
