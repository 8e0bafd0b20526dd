import { eq, sql } from 'drizzle-orm'
import { asPlatform, schema } from '../../server/db/client'
import type { TestServer } from './harness'

/** Settlement helpers for the API tests: the clock moved in SQL, never slept on. */

/** The order completed `days` ago (its receive time moved back), as the settlement's window reads it. */
export const completedDaysAgo = (server: TestServer, orderId: number, days: number) =>
  asPlatform(server.db, (tx) =>
    tx
      .update(schema.orders)
      .set({ receiveTime: sql`now() - make_interval(secs => ${days * 86_400})` })
      .where(eq(schema.orders.id, orderId)),
  )

/** `ops settle:now <no>`: that order settles before its window is over. */
export const settleNow = (server: TestServer, no: string) => server.admin.settlement.settleNow({ no })
