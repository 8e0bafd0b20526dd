import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, inject } from 'vitest'
import { startS3rver } from '../../scripts/s3rver'
import { codeSecretFile } from '../../server/config'
import { type Database, openDatabase } from '../../server/db/client'
import { ensureSecret } from '../../server/main'
import { type ChildService, startChildService } from './childService'
import { clientsAt, freshPostgres, type TestServer, testOpsToken } from './harness'
import { roundRobinProxy, type Served } from './roundRobinProxy'

/**
 * Two instances (`a`, then `b`: one after the other, as docs/scale.md says, since each start
 * migrates and sets row-level security), each its data folder under `folder`; `first`: the first's
 * own settings. Each is pushed on `started` as it starts (so a failed start is still stopped); answers their ports.
 */
export async function startInstances(
  env: Record<string, string>,
  folder: string,
  started: ChildService[],
  first: Record<string, string> = {},
) {
  const ports: number[] = []
  for (const name of ['a', 'b']) {
    const instance = startChildService({ ...env, ...(name === 'a' ? first : {}), DATA_DIR: join(folder, name) })
    started.push(instance)
    ports.push(await instance.ready)
  }
  return ports
}

export async function stopChild(service: ChildService) {
  if (service.child.exitCode === null && service.child.signalCode === null) service.child.kill('SIGTERM')
  await service.exited
}

interface Held {
  database?: Awaited<ReturnType<typeof freshPostgres>>
  bucket?: Awaited<ReturnType<typeof startS3rver>>
  folder?: string
  instances: ChildService[]
  proxy?: Awaited<ReturnType<typeof roundRobinProxy>>
  own?: Database
}

/**
 * Two instances of the service as an operator runs them (`node server/main.ts`, each its own
 * process, data folder and pool) on one PostgreSQL database (a copy of the run's seeded one) and
 * one S3 bucket (s3rver), with the same secrets, behind a round-robin proxy; docs/scale.md. On
 * PostgreSQL only (TEST_DATABASE_URL): PGlite is one process's database. Call at a test file's top
 * level: it registers its beforeAll and afterAll. `pair()` is a TestServer whose calls go through
 * the proxy and whose `db` is the test's own connection (a third client, for fixtures and checks);
 * `served` lists which instance answered each request.
 */
export function instancePair(env: Record<string, string> = {}) {
  const held: Held = { instances: [] }
  beforeAll(async () => {
    if (!process.env.TEST_DATABASE_URL) return
    held.database = await freshPostgres(undefined, inject('seeded').template)
    held.bucket = await startS3rver({ bucket: 'vitrine-pair' })
    held.folder = mkdtempSync(join(tmpdir(), 'vitrine-pair-'))
    const shared = {
      DATABASE_URL: held.database!.url,
      ...held.bucket.env,
      CODE_SECRET: ensureSecret(codeSecretFile({ dataDir: held.folder })),
      OPS_TOKEN: testOpsToken,
      TRUSTED_PROXIES: '127.0.0.1',
      REQUESTS_IN_FLIGHT_MAX: '100000',
      ...env,
    }
    held.proxy = await roundRobinProxy(await startInstances(shared, held.folder, held.instances))
    held.own = await openDatabase({ databaseUrl: held.database!.url, dataDir: null })
  }, 120_000)
  afterAll(async () => {
    await held.proxy?.close()
    await Promise.all(held.instances.map(stopChild))
    await held.own?.close()
    await held.bucket?.stop()
    await held.database?.drop()
    if (held.folder) rmSync(held.folder, { recursive: true, force: true })
  })

  let pair: TestServer | undefined
  return {
    pair(): TestServer {
      const { proxy, own, folder, database } = held
      if (!proxy || !own || !folder || !database) throw new Error('the pair starts in beforeAll, on PostgreSQL only')
      const base = `http://127.0.0.1:${proxy.port}`
      pair ??= {
        base,
        dataDir: folder,
        databaseUrl: database.url,
        db: own.db,
        http: proxy.server as Server,
        ...clientsAt(base),
        stop: async () => {},
      }
      return pair
    },
    served: (): Served => held.proxy?.served ?? [],
    /** Each instance's data folder. */
    folders: () => ['a', 'b'].map((name) => join(held.folder ?? '', name)),
    output: (instance: number) => held.instances[instance]?.output() ?? '',
  }
}
