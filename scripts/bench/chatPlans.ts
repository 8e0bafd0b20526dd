import { sql } from 'drizzle-orm'
import { type Db, inTenant, type Tx } from '../../server/db/client'
import { hashToken } from '../../server/http/auth'
import { newerQuery } from '../../server/modules/chat/polls'
import { sessionCountsQuery } from '../../server/modules/systemMessages/service'
import type { Poller } from './pollLoad'

/**
 * The plans of the two polls every logged-in shopper runs every 5 s, as the service runs them
 * (the same query builders, prepared with their parameters, as the restricted role with the
 * tenant set): EXPLAIN ANALYZE of one poll of `poller`, after a few to warm the caches.
 */

const literal = (value: unknown) => (typeof value === 'number' ? String(value) : `'${String(value).replaceAll("'", "''")}'`)

async function explain(tx: Tx, query: { sql: string; params: unknown[] }) {
  await tx.execute(sql.raw(`prepare bench_poll as ${query.sql}`))
  const run = `execute bench_poll(${query.params.map(literal).join(', ')})`
  // Past the fifth run PostgreSQL may keep a generic plan, as it does for the service's prepared polls on PGlite.
  for (let i = 0; i < 6; i++) await tx.execute(sql.raw(run))
  const result = await tx.execute(sql.raw(`explain (analyze, buffers, costs off) ${run}`))
  await tx.execute(sql.raw('deallocate bench_poll'))
  return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => row['QUERY PLAN'])
}

export function explainPolls(db: Db, poller: Poller) {
  return inTenant(db, 1, async (tx) => {
    const session = { tenantId: 1, tokenHash: hashToken(poller.token) }
    const newer = newerQuery(tx, session, { conversationId: poller.conversationId, userType: 1, lastId: poller.lastId }).toSQL()
    const counts = sessionCountsQuery(tx, session).toSQL()
    return { unreadPoll: await explain(tx, counts), newerPoll: await explain(tx, newer) }
  })
}

/** The plan's own timing line, e.g. "Execution Time: 0.123 ms", and whether a sequential scan appears in it. */
export const planSummary = (plan: string[]) => ({
  executionTime: plan.find((line) => line.startsWith('Execution Time'))?.trim() ?? '',
  sequentialScans: plan.filter((line) => line.includes('Seq Scan')).map((line) => line.trim()),
})
