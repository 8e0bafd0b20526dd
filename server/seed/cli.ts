import { readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { pgliteDir, readConfig } from '../config'
import { openDatabase } from '../db/client'
import { openDataFolder } from '../lib/dataFolder'
import { seedIfEmpty } from '.'
import { growCatalog } from './catalog'

/**
 * `npm run seed [-- --products N] [--tenant T] [--data-dir DIR]`: migrates and seeds the
 * configured database (DATABASE_URL, else PGlite in the data folder) if it is empty; with
 * --products, adds N generated products to tenant T (default 1), e.g. for benchmarks.
 * PGlite is single-process: stop the service on that data folder first.
 */
const { values } = parseArgs({
  options: { products: { type: 'string' }, tenant: { type: 'string', default: '1' }, 'data-dir': { type: 'string' } },
})
const products = values.products === undefined ? 0 : Number(values.products)
const tenantId = Number(values.tenant)
if (!Number.isInteger(products) || products < 0 || !Number.isInteger(tenantId) || tenantId < 1) {
  console.error('Usage: npm run seed -- [--products N] [--tenant T] [--data-dir DIR]')
  process.exit(2)
}
const config = readConfig(values['data-dir'] ? { ...process.env, DATA_DIR: values['data-dir'] } : process.env)
process.umask(0o077)
openDataFolder(config.dataDir)
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir(config) }).catch((error) => {
  console.error(
    `Cannot open the database (${config.databaseUrl ? 'DATABASE_URL' : pgliteDir(config)}); is the service still running on it?`,
  )
  throw error
})
try {
  const started = performance.now()
  const seeded = await seedIfEmpty(database.db, { products: config.seedProducts, dataDir: config.dataDir, s3: config.s3 })
  console.log(
    seeded
      ? `Seeded the demo tenants (${database.kind}) in ${seconds(started)} s.`
      : 'The database already has tenants: demo data not seeded again.',
  )
  if (products) {
    const growing = performance.now()
    const added = await growCatalog(database.db, tenantId, products, (done) => process.stdout.write(`\r  ${done} / ${products} products`))
    console.log(`\rAdded ${added.products} products (${added.skus} SKUs) to tenant ${tenantId} in ${seconds(growing)} s.`)
  }
} finally {
  await database.close()
}
if (!config.databaseUrl) console.log(`Database folder ${pgliteDir(config)}: ${Math.round(folderBytes(pgliteDir(config)) / 1e6)} MB.`)

function seconds(since: number) {
  return ((performance.now() - since) / 1000).toFixed(1)
}

function folderBytes(dir: string): number {
  return readdirSync(dir, { withFileTypes: true }).reduce(
    (sum, e) => sum + (e.isDirectory() ? folderBytes(join(dir, e.name)) : statSync(join(dir, e.name)).size),
    0,
  )
}
