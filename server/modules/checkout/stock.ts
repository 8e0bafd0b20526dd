import { sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { schema, type Tx } from '../../db/client'
import { prebuiltWrite } from '../../db/prebuilt'
import { AppError } from '../../http/errors'

const { skus, spuStocks } = schema
const ph = sql.placeholder

/** A checkout's line as the stock sees it. */
type Line = { skuId: number; count: number; name: string }

/**
 * Takes each line's count off its SKU's stock, only where the stock covers it, and off its product's
 * total (spu_stocks), in one statement for all lines that answers which fell short. It locks its
 * rows in id order, SKUs first, then products, as every checkout does, so two never wait on each
 * other in a circle; a SKU a concurrent checkout changed is judged on its stock after that
 * checkout, so stock never goes below zero and never sells twice.
 */
export async function takeStock(tx: Tx, tenantId: number, lines: Line[]) {
  const [short] = await skusTaken(tx, { tenantId, ids: lines.map((l) => l.skuId), counts: lines.map((l) => l.count) })
  if (short) {
    const line = lines.find((l) => l.skuId === short.id)
    throw new AppError(ErrorCode.outOfStock, 'lineOutOfStock', { name: line?.name ?? '', stock: short.stock }, 409)
  }
}

/**
 * The SKUs `ids` locked in id order, each `counts`' number taken where its stock covers it, then
 * their products' totals locked in id order and taken as much; answers the SKUs that fell short.
 * Locked by `id = any(...)`, not by a join with the wanted lines: the checkout's plans are generic
 * (keyed), and a generic plan of that join read the whole SKU table. The products' lock sorts
 * what the SKUs' update answered, so it comes after every SKU's.
 */
const skusTaken = prebuiltWrite<{ id: number; stock: number }>(
  () => sql`
    with wanted as (select * from unnest(${ph('ids')}::int[], ${ph('counts')}::int[]) as w(id, n)),
    locked as (
      select s.id, s.stock from ${skus} s where s.id = any(${ph('ids')}::int[]) and s.tenant_id = ${ph('tenantId')}
      order by s.id for update),
    taken as (
      update ${skus} s set stock = s.stock - w.n from wanted w join locked l on l.id = w.id
      where s.id = w.id and l.stock >= w.n returning s.id, s.spu_id, w.n),
    products as (
      select p.spu_id, t.n from ${spuStocks} p
      join (select spu_id, sum(n)::int as n from taken group by spu_id) t on t.spu_id = p.spu_id
      where p.tenant_id = ${ph('tenantId')} and p.spu_id = any(array(select spu_id from taken)) order by p.spu_id for update of p),
    productsTaken as (
      update ${spuStocks} p set stock = greatest(p.stock - t.n, 0) from products t
      where p.tenant_id = ${ph('tenantId')} and p.spu_id = t.spu_id)
    select l.id, l.stock from locked l where l.id not in (select id from taken) order by l.id`,
)
