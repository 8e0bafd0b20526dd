import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { createApp } from './app'
import { type Config, codeSecretFile, opsTokenFile, pgliteDir, readConfig, uploadsDir } from './config'
import { openDatabase } from './db/client'
import { keepPruned, keepTidy } from './db/upkeep'
import { openDataFolder, privateFileMode } from './lib/dataFolder'
import { writeStartReplies } from './http/boot'
import { firstViewDrawer } from './http/firstView'
import { trustList } from './http/clientIp'
import { limitClients, serverOptions } from './http/nodeServer'
import { writePageHead } from './seo/pageHead'
import { serveFiles, uploadPolicy, withSecurityHeaders } from './http/static'
import { createMailer } from './modules/mail/smtp'
import { serveUploads } from './modules/file/serve'
import { storeOfKind, uploadStore } from './modules/file/service'
import { keepSwept } from './modules/file/sweep'
import { serveVideoFile, videoPrefix } from './modules/home/videoFiles'
import { mediaRoutes } from './modules/media/routes'
import { keepOrdersSwept } from './modules/order/sweep'
import { seedIfEmpty } from './seed'

/**
 * Read config, open and migrate the database, seed on first start, serve API and storefront.
 * `image`: a PGlite data folder to start from (tests: one migrated and seeded copy per run).
 */
export async function startServer(config: Config = readConfig(), image?: Blob) {
  const started = Date.now()
  openDataFolder(config.dataDir)
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    replicaUrl: config.databaseReplicaUrl,
    dataDir: config.inMemory ? null : pgliteDir(config),
    image,
  })
  if (config.seed) await seedIfEmpty(database.db, { products: config.seedProducts, dataDir: config.dataDir, s3: config.s3 })
  // PostgreSQL has autovacuum; an in-memory PGlite (tests) lives shorter than the first pass.
  const stopUpkeep = database.kind === 'pglite' && !config.inMemory ? keepTidy(database.db) : async () => {}
  const stopSweep = keepSwept(database.db, storeOfKind(config))
  const stopOrderSweep = keepOrdersSwept(database.db, config.orderSweep)
  const stopPruning = database.kind === 'postgres' || !config.inMemory ? keepPruned(database.db) : async () => {}
  const opsToken = config.opsToken ?? ensureSecret(opsTokenFile(config))
  // Several instances on one PostgreSQL need the same CODE_SECRET; one instance can keep its own.
  const codeSecret = config.codeSecret ?? ensureSecret(codeSecretFile(config))
  const mailer = createMailer(config, database.db)
  const app = createApp({ config: { ...config, codeSecret }, db: database.db, replica: database.replica, mailer, opsToken })
  if (config.s3) app.get('/uploads/*', serveUploads(uploadStore(config)))
  else app.use('/uploads/*', serveFiles(uploadsDir(config), { prefix: '/uploads', immutable: /./, filePolicy: uploadPolicy }))
  app.get(`${videoPrefix}/:file`, serveVideoFile)
  app.route('/media', mediaRoutes)
  // The embedded database answers on the event loop, so a page's head cannot leave before its
  // start-up replies anyway; and a response begun long before its styles can arrive left Chromium
  // showing nothing until about two seconds in (most Lighthouse runs). Such pages go out whole.
  const wholePage = database.kind === 'pglite'
  if (config.distDir)
    app.use(
      '*',
      serveFiles(config.distDir, {
        spaFallback: true,
        immutable: /^\/assets\//,
        pageHead: writePageHead(app),
        pageExtras: writeStartReplies(app, firstViewDrawer(config.distDir)),
        wholePage,
      }),
    )
  const server = await new Promise<Server>((resolve) => {
    const s = serve({ fetch: withSecurityHeaders(app.fetch), port: config.port, serverOptions: serverOptions(config.clientTimeouts) }, () =>
      resolve(s as Server),
    )
  })
  limitClients(server, config.connectionsMax, trustList(config.trustedProxies))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : config.port
  return {
    port,
    startedInMs: Date.now() - started,
    /** Node's server (tests read the limits set on it). */
    http: server,
    database,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await stopUpkeep()
      await stopSweep()
      await stopOrderSweep()
      await stopPruning()
      await mailer.stop?.()
      await database.close()
    },
  }
}

/** PGlite runs without fsync (its default): said once at start so production is not left on it by surprise. */
export const embeddedDurability =
  'Note: the embedded database (PGlite) writes without fsync: it survives a crash of the process, not a power cut. For production set DATABASE_URL=postgres://… (docs/architecture.md).'

/** A secret written once into the data folder (the admin API token, readable by the ops command; the code key). */
export function ensureSecret(file: string): string {
  if (existsSync(file)) return readFileSync(file, 'utf8').trim()
  const token = randomBytes(32).toString('hex')
  writeFileSync(file, token, { mode: privateFileMode })
  return token
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // Whatever the service or PGlite makes in the data folder is its user's alone (worker threads cannot set this).
  process.umask(0o077)
  // The service run as a program is production: React draws pages' first views in its production build (docs/configuration.md).
  process.env.NODE_ENV ??= 'production'
  const server = await startServer().catch((error: unknown) => {
    // A start that cannot happen (the data folder in use, a bad setting) is told in one line, not a stack.
    console.error(`Vitrine could not start: ${error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
  // Before the ready lines: whoever waits for them may stop the service at once.
  const stop = () => server.close().then(() => process.exit(0))
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  const on = (host: string) => `http://${host}:${server.port}/`
  console.log(`Vitrine is ready in ${server.startedInMs} ms (${server.database.kind}).`)
  console.log(`  Storefront:        ${on('localhost')}`)
  console.log(`  Second tenant:     ${on('maison.localhost')}`)
  console.log(`  Demo shopper:      demo@vitrine.test / Demo12345`)
  console.log(`  Demo shop owner:   owner@vitrine.test / Demo12345`)
  if (server.database.kind === 'pglite') console.log(embeddedDurability)
}
