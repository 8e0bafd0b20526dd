import { pgliteDir, readConfig } from '../config'
import { openDatabase } from '../db/client'
import { seedIfEmpty } from '.'

/** `npm run seed`: migrates and seeds the configured database if it is empty. */
const config = readConfig()
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: pgliteDir(config) })
try {
  const seeded = await seedIfEmpty(database.db)
  console.log(seeded ? `Seeded the demo tenants (${database.kind}).` : 'The database already has tenants: nothing seeded.')
} finally {
  await database.close()
}
