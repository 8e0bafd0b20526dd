import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { privateFileMode, privateFolderMode } from '../lib/dataFolder'
import { serviceLog } from '../lib/log'
import * as schema from './schema'
import { applyRowLevelSecurity, tenantSettings } from './security'
import { stopTickets } from './arrivalOrder'
import { foldingBegin } from './foldedBegin'
import { namingClient } from './namedStatements'
import { cachedClient } from './statementCache'

/**
 * Without the schema: nothing here uses Drizzle's relational queries (`db.query.*`), and with a
 * schema every transaction builds a query builder per table (about 60) before its first statement.
 */
export type Db = PgDatabase<PgQueryResultHKT>
/** A transaction handle; services take this so callers choose the transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export interface Database {
  db: Db
  /** DATABASE_REPLICA_URL's pool: a hot standby for the public catalog's reads (server/db/replica.ts); absent without one. */
  replica?: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

/** Beside this file in the source tree, and beside the bundle in dist-server/. */
const migrationsFolder = join(import.meta.dirname, 'migrations')

export interface OpenOptions {
  databaseUrl?: string
  /** With databaseUrl, a streaming replica of its server: opened as it is, neither migrated nor secured (a physical copy is both already). */
  replicaUrl?: string
  dataDir: string | null
  /** A PGlite data folder as a tarball (`dumpDataDir`) to start from: tests load one migrated and seeded copy. */
  image?: Blob
}

/**
 * PGlite under `dataDir` (or in memory when dataDir is null) by default; PostgreSQL when a
 * URL is given. Migrates and applies row-level security before returning.
 */
export async function openDatabase(options: OpenOptions): Promise<Database> {
  if (options.replicaUrl && !options.databaseUrl) throw new Error('A read replica needs the PostgreSQL server it copies (databaseUrl)')
  const opened = options.databaseUrl
    ? await openPostgres(options.databaseUrl, options.replicaUrl)
    : await openPglite(options.dataDir, options.image)
  await applyRowLevelSecurity(opened.db)
  return opened
}

/** PGlite's own start flags (@electric-sql/pglite defaultStartParams), kept when adding ours. */
const pgliteDefaults = [
  '--single',
  '-F',
  '-O',
  '-j',
  '-c',
  'search_path=public',
  '-c',
  'exit_on_error=false',
  '-c',
  'log_checkpoints=false',
  '-c',
  'max_worker_processes=0',
  '-c',
  'max_parallel_workers=0',
  '-c',
  'max_parallel_workers_per_gather=0',
  '-c',
  'io_method=sync',
  '-c',
  'max_parallel_maintenance_workers=0',
]
/** Postgres' default 128 MB of shared buffers become resident WebAssembly memory; 16 MB serves a storefront well. */
const pgliteMemory = ['-c', 'shared_buffers=16MB']

async function openPglite(dataDir: string | null, image?: Blob): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { drizzle } = await import('drizzle-orm/pglite')
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  if (dataDir) mkdirSync(dataDir, { recursive: true, mode: privateFolderMode })
  const unlock = dataDir ? lockFolder(dataDir) : () => {}
  try {
    const client = await PGlite.create(dataDir ?? undefined, {
      extensions: { pg_trgm },
      startParams: [...pgliteDefaults, ...pgliteMemory],
      loadDataDir: image,
    })
    const db = drizzle({ client: (await cachedClient(client)) as unknown as typeof client })
    db.$client = client
    await migrate(db, { migrationsFolder })
    return {
      db: db as unknown as Db,
      kind: 'pglite',
      close: () =>
        client.close().finally(() => {
          stopTickets()
          unlock()
        }),
    }
  } catch (error) {
    unlock()
    throw error
  }
}

/** Why a second opening of a PGlite folder is refused; the folder and the holder's process id follow. */
export const folderInUse = 'The embedded database folder is in use'

/**
 * PGlite is one process's database: two processes writing one folder corrupt it. A lock file
 * beside the folder holds the opener's process id (linked in, so created once); a lock left by a
 * process that no longer runs is taken over. Returns the release.
 */
function lockFolder(dataDir: string): () => void {
  const file = `${dataDir}.lock`
  // Written whole under another name, then linked: whoever reads the lock reads a complete id.
  const mine = `${file}.${process.pid}`
  writeFileSync(mine, String(process.pid), { mode: privateFileMode })
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(mine, file)
        break
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt > 2) throw error
        const holder = Number(readIfThere(file))
        if (isRunning(holder)) {
          throw new Error(`${folderInUse}: ${dataDir} (process ${holder}). Stop that process first; PGlite serves one process at a time.`)
        }
        rmSync(file, { force: true })
      }
    }
  } finally {
    rmSync(mine, { force: true })
  }
  let held = true
  return () => {
    if (held) rmSync(file, { force: true })
    held = false
  }
}

const readIfThere = (file: string) => {
  try {
    return readFileSync(file, 'utf8').trim()
  } catch {
    return ''
  }
}

/** Whether a process with this id runs (signal 0 only checks); an unreadable id counts as gone. */
function isRunning(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

async function openPostgres(url: string, replicaUrl?: string): Promise<Database> {
  const { migrate } = await import('drizzle-orm/node-postgres/migrator')
  const primary = await postgresPool(url)
  await migrate(primary.db, { migrationsFolder })
  // Connections open on first use: a replica down at start costs its reads a fall-back to the primary, not the start.
  const replica = replicaUrl ? await postgresPool(replicaUrl, replicaConnectMs) : undefined
  return {
    db: primary.db as unknown as Db,
    replica: replica?.db as unknown as Db | undefined,
    kind: 'postgres',
    close: () => Promise.all([endPool(primary.pool), replica && endPool(replica.pool)]).then(() => {}),
  }
}

/** How long a read waits for a connection to the replica before it falls back to the primary (pg's default waits forever). */
const replicaConnectMs = 2000

/** A pool with the hot paths' clients (named statements, the folded begin), as Drizzle's database. */
async function postgresPool(url: string, connectionTimeoutMillis?: number) {
  const { default: pg } = await import('pg')
  const { drizzle } = await import('drizzle-orm/node-postgres')
  const pool = new pg.Pool({
    connectionString: url,
    max: Number(process.env.DB_POOL_SIZE ?? 10),
    connectionTimeoutMillis,
    Client: namingClient(foldingBegin(pg.Client)),
    // Statements are prepared once per connection (namedStatements.ts) but planned for each run's values, as unnamed ones are.
    options: '-c plan_cache_mode=force_custom_plan',
  })
  // An idle connection the server drops (a restart, an administrator) is replaced on next use; unheard, it would end the process.
  pool.on('error', (error) => serviceLog.warn({ reason: error.message }, 'PostgreSQL dropped an idle connection'))
  return { db: drizzle(pool), pool }
}

/** pool.end() resolves once its connections are asked to end; this waits until each has. */
function endPool(pool: import('pg').Pool) {
  let open = pool.totalCount
  const closed = new Promise<void>((resolve) => {
    if (open === 0) return resolve()
    pool.on('remove', () => --open === 0 && resolve())
  })
  return pool.end().then(() => closed)
}

/**
 * Runs `fn` in one transaction as the restricted application role, with the tenant set,
 * so row-level security hides every other tenant's rows even where a query forgets its
 * `where tenant_id`. `keyed`: every statement finds its rows by key, so PostgreSQL may keep generic
 * plans (server/db/security.ts).
 */
export function inTenant<T>(db: Db, tenantId: number, fn: (tx: Tx) => Promise<T>, keyed = false): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(tenantSettings(tenantId, keyed))
    return fn(tx)
  })
}

/** Platform-wide work (tenant look-up, ops): the owner role, not limited to one tenant. */
export function asPlatform<T>(db: Db, fn: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(fn)
}

export { schema }
