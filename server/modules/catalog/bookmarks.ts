import { and, sql, type SQL } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'
import { conditionKey, remember } from '../../lib/memo'
import { orderOf, type Order } from './filters'

const { spus } = schema

/** The sort key of one row of a list: created_at as text (microseconds; a JS Date keeps only ms) or price. */
interface Mark {
  key: string
  id: number
}

export interface Span {
  limit: number
  offset: number
}

/**
 * The ids of one page of `where` in `order`. An OFFSET walks every row before the page, so a
 * deep page starts instead after a bookmark: the sort key of every `step`-th row, found in one
 * scan and remembered a minute like the counts (the first deep page of a list each minute pays
 * that scan). On unchanged data the page is exactly the plain OFFSET's.
 */
export async function pageIds(tx: Tx, tenantId: number, where: SQL, order: Order, page: Span, step = 1000): Promise<number[]> {
  const marks = page.offset >= 2 * step ? await bookmarks(tx, tenantId, where, order, step) : []
  const passed = Math.min(Math.floor(page.offset / step), marks.length)
  const condition = passed ? and(where, after(order, marks[passed - 1])) : where
  const rows = await tx
    .select({ id: spus.id })
    .from(spus)
    .where(condition)
    .orderBy(...orderOf(order))
    .limit(page.limit)
    .offset(page.offset - passed * step)
  return rows.map((r) => r.id)
}

/** The sort key of rows step, 2 × step, 3 × step… of the list. */
function bookmarks(tx: Tx, tenantId: number, where: SQL, order: Order, step: number): Promise<Mark[]> {
  return remember(conditionKey(tenantId, `marks ${order} ${step}`, where), async () => {
    const key = order === 'priceAsc' || order === 'priceDesc' ? spus.price : spus.createdAt
    const numbered = tx
      .select({ key, id: spus.id, n: sql<number>`row_number() over (order by ${sql.join(orderOf(order), sql`, `)})`.as('n') })
      .from(spus)
      .where(where)
      .as('numbered')
    // Only the marked rows are cast to text.
    return tx
      .select({ key: sql<string>`${numbered.key}::text`, id: numbered.id })
      .from(numbered)
      .where(sql`${numbered.n} % ${step} = 0`)
      .orderBy(numbered.n)
  })
}

/** Rows after the mark in the order (a row comparison, which the (…, key, id) indexes serve). */
function after(order: Order, mark: Mark): SQL {
  if (order === 'priceAsc') return sql`(${spus.price}, ${spus.id}) > (${Number(mark.key)}, ${mark.id})`
  if (order === 'priceDesc') return sql`(${spus.price}, ${spus.id}) < (${Number(mark.key)}, ${mark.id})`
  return sql`(${spus.createdAt}, ${spus.id}) < (${mark.key}::timestamptz, ${mark.id})`
}
