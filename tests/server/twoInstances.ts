import { afterAll, beforeAll } from 'vitest'
import { type Database, openDatabase } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'

/**
 * A test server with its order sweep off, and a second instance's connection to the same database
 * (PostgreSQL; on PGlite the same one), for sweeps run by two instances at once. Call at a test
 * file's top level: it registers its beforeAll and afterAll.
 */
export function twoInstances() {
  const held: { server?: TestServer; second?: Database } = {}
  beforeAll(async () => {
    held.server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
    if (held.server.databaseUrl) held.second = await openDatabase({ databaseUrl: held.server.databaseUrl, dataDir: null })
  }, 120_000)
  afterAll(async () => {
    await held.second?.close()
    await held.server?.stop()
  })
  const server = () => {
    if (!held.server) throw new Error('the test server starts in beforeAll')
    return held.server
  }
  return { server, otherDb: () => held.second?.db ?? server().db }
}
