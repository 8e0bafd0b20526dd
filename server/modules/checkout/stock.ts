import { sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { schema, type Tx } from '../../db/client'
import { prebuiltWrite } from '../../db/prebuilt'
import { AppError } from '../../http/errors'

const { skus, spus } = schema
const ph = sql.placeholder

/** A checkout's line as the stock sees it. */
type Line = { skuId: number; spuId: number; count: number; name: string }

/**
 * Takes each line's count off its SKU's stock, only where the stock covers it, in one statement for
 * all lines that answers which fell short; then the products' stock in one more. Each locks its
 * rows first in id order (SKUs, then products), as every checkout does, so two never wait on each
 * other in a circle; a SKU a concurrent checkout changed is judged on its stock after that
 * checkout, so stock never goes below zero and never sells twice. A product's stock is its SKUs'
 * sum (catalog).
 */
export async function takeStock(tx: Tx, tenantId: number, lines: Line[]) {
  const [short] = await skusTaken(tx, { tenantId, ids: lines.map((l) => l.skuId), counts: lines.map((l) => l.count) })
  if (short) {
    const line = lines.find((l) => l.skuId === short.id)
    throw new AppError(ErrorCode.outOfStock, 'lineOutOfStock', { name: line?.name ?? '', stock: short.stock }, 409)
  }
  const perProduct = new Map<number, number>()
  for (const line of lines) perProduct.set(line.spuId, (perProduct.get(line.spuId) ?? 0) + line.count)
  await productsTaken(tx, { tenantId, ids: [...perProduct.keys()], counts: [...perProduct.values()] })
}

/**
 * The SKUs `ids` locked in id order, each `counts`' number taken where its stock covers it; answers
 * those that fell short. Locked by `id = any(...)`, not by a join with the wanted lines: the
 * checkout's plans are generic (keyed), and a generic plan of that join read the whole SKU table.
 */
const skusTaken = prebuiltWrite<{ id: number; stock: number }>(
  () => sql`
    with wanted as (select * from unnest(${ph('ids')}::int[], ${ph('counts')}::int[]) as w(id, n)),
    locked as (
      select s.id, s.stock from ${skus} s where s.id = any(${ph('ids')}::int[]) and s.tenant_id = ${ph('tenantId')}
      order by s.id for update),
    taken as (
      update ${skus} s set stock = s.stock - w.n from wanted w join locked l on l.id = w.id
      where s.id = w.id and l.stock >= w.n returning s.id)
    select l.id, l.stock from locked l where l.id not in (select id from taken) order by l.id`,
)

/** The products `ids` locked in id order, each `counts`' number taken (never below zero). */
const productsTaken = prebuiltWrite(
  () => sql`
    with wanted as (select * from unnest(${ph('ids')}::int[], ${ph('counts')}::int[]) as w(id, n)),
    locked as (
      select p.id from ${spus} p where p.id = any(${ph('ids')}::int[]) and p.tenant_id = ${ph('tenantId')}
      order by p.id for update)
    update ${spus} p set stock = greatest(p.stock - w.n, 0) from wanted w join locked l on l.id = w.id
    where p.id = w.id`,
)
