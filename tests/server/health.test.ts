import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const health = () => fetch(`${server.base}/health`)

/** Runs `statement` on the test database's server, from outside the service. */
async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

describe('the health check', () => {
  it('answers 200 while the service and its database answer, for any host and never cached', async () => {
    for (const host of [undefined, 'unknown.example']) {
      const res = await fetch(`${server.base}/health`, { headers: host ? { 'x-forwarded-host': host } : {} })
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(await res.json()).toEqual({ status: 'ok', database: 'ok' })
    }
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)('answers 503 while PostgreSQL refuses the instance, and 200 once it is back', async () => {
    const name = new URL(server.databaseUrl ?? '').pathname.slice(1)
    await onServer(`alter database ${name} allow_connections false`)
    try {
      await onServer(`select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}'`)
      const down = await health()
      expect(down.status).toBe(503)
      expect(await down.json()).toEqual({ status: 'unavailable', database: 'unreachable' })
    } finally {
      await onServer(`alter database ${name} allow_connections true`)
    }
    expect((await health()).status).toBe(200)
  })
})
