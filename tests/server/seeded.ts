import { cpSync, mkdtempSync, openAsBlob, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { openDatabase } from '../../server/db/client'
import { seedIfEmpty } from '../../server/seed'

/** A small generated catalog keeps each test file's start quick; tests of the seed ask for more. */
export const defaultSeedProducts = '150'

/**
 * One migrated and seeded database for the whole run, which each test file copies instead of
 * migrating and seeding its own: a PGlite data folder tarball, or a PostgreSQL template database
 * when TEST_DATABASE_URL is set. `dataDir` holds the files the seed uploaded.
 */
export interface Seeded {
  dataDir: string
  image: string | null
  template: string | null
}

/** Migrates and seeds the run's copy (vitest's globalSetup); the returned function removes it. */
export async function prepareSeeded(admin = process.env.TEST_DATABASE_URL): Promise<{ seeded: Seeded; remove(): Promise<void> }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-seeded-'))
  const template = admin ? `vitrine_template_${process.pid}_${Date.now()}` : null
  if (template) await onServer(admin!, `CREATE DATABASE ${template}`)
  const database = await openDatabase({ databaseUrl: template ? urlOf(admin!, template) : undefined, dataDir: null })
  let image: string | null = null
  try {
    await seedIfEmpty(database.db, { products: Number(defaultSeedProducts), dataDir })
    if (!template) {
      image = join(dataDir, 'pglite.tar')
      const client = (database.db as unknown as { $client: PGlite }).$client
      writeFileSync(image, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()))
    }
  } finally {
    await database.close()
  }
  return {
    seeded: { dataDir, image, template },
    async remove() {
      if (template) await onServer(admin!, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Puts the seeded uploads into `dataDir` and answers the PGlite image to start from (null on PostgreSQL). */
export async function copySeeded(seeded: Seeded, dataDir: string): Promise<Blob | undefined> {
  cpSync(seeded.dataDir, dataDir, { recursive: true, filter: (source) => source !== seeded.image })
  return seeded.image ? openAsBlob(seeded.image) : undefined
}

/** A new database on the server of `admin`, empty or a copy of `template`, or null without a server; `drop` removes it. */
export async function freshPostgres(admin = process.env.TEST_DATABASE_URL, template?: string | null) {
  if (!admin) return null
  const name = `vitrine_test_${process.pid}_${Date.now()}_${Math.floor(Math.random() * 1e6)}`
  await onServer(admin, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`)
  return {
    url: urlOf(admin, name),
    drop: () => onServer(admin, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  }
}

async function onServer(admin: string, statement: string) {
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  try {
    await client.query(statement)
  } finally {
    await client.end()
  }
}

function urlOf(admin: string, name: string) {
  const url = new URL(admin)
  url.pathname = `/${name}`
  return url.toString()
}
