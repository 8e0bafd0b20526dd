import { count, type SQL } from 'drizzle-orm'
import type { PgTable } from 'drizzle-orm/pg-core'
import type { Page } from '../../contract/envelope'
import type { Tx } from '../db/client'

/** Page N (from 1) of `pageSize` rows. */
export interface Paging {
  pageNo: number
  pageSize: number
}

/** A query that can still be windowed: a select with its joins, filter and order. */
type Pageable<R> = { limit(limit: number): { offset(offset: number): PromiseLike<R[]> } }

/** How many rows of `table` meet `where`: the total of a page of them. */
export const countOf = (tx: Tx, table: PgTable, where: SQL | undefined) => tx.select({ total: count() }).from(table).where(where)

/**
 * A page of rows and their total, in one place: `rows` windowed to the page (in the order it sets)
 * and `counted` (the same FROM and WHERE). One after the other: a transaction's connection answers
 * one query at a time.
 */
export async function pageOf<R, T>(
  paging: Paging,
  rows: Pageable<R>,
  counted: PromiseLike<{ total: number }[]>,
  map: (row: R, index: number) => T,
): Promise<Page<T>> {
  const list = await rows.limit(paging.pageSize).offset((paging.pageNo - 1) * paging.pageSize)
  const [{ total }] = await counted
  return { list: list.map(map), total }
}
