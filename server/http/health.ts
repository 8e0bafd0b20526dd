import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { Db } from '../db/client'
import type { AppEnv } from './context'

/** How long the database may take to answer the check before the instance reads as unhealthy. */
export const healthTimeoutMs = 2000

/** Whether the database answers a trivial statement within the timeout. */
async function databaseAnswers(db: Db): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), healthTimeoutMs)
  })
  const answered = db.execute(sql`select 1`).then(
    () => true,
    () => false,
  )
  try {
    return await Promise.race([answered, late])
  } finally {
    clearTimeout(timer)
  }
}

/**
 * GET /health, for a load balancer's or an orchestrator's check (docs/scale.md): 200 while this
 * instance and its database answer, 503 when the database does not (within 2 s), so traffic goes
 * to the instances that can serve it. With a read replica its state is said too, without failing
 * the check: the catalog falls back to the primary (server/db/replica.ts). It names no tenant and
 * is never cached.
 */
export function healthRoutes(db: Db, replica?: Db) {
  const app = new Hono<AppEnv>()
  app.get('/health', async (c) => {
    c.header('Cache-Control', 'no-store')
    const [ok, replicaOk] = await Promise.all([databaseAnswers(db), replica && databaseAnswers(replica)])
    const state = (answers: boolean) => (answers ? 'ok' : 'unreachable')
    return c.json(
      {
        status: ok ? 'ok' : 'unavailable',
        database: state(ok),
        ...(replicaOk === undefined ? {} : { replica: state(replicaOk) }),
      },
      ok ? 200 : 503,
    )
  })
  return app
}
