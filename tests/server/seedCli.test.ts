import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { count, eq, isNull } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { asPlatform, openDatabase, schema } from '../../server/db/client'

const run = promisify(execFile)
const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-seed-cli-'))
afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

const seed = (...args: string[]) =>
  run(process.execPath, ['--import', 'tsx', 'server/seed/cli.ts', ...args], {
    env: { ...process.env, DATABASE_URL: '', SEED_PRODUCTS: '20' },
  })

describe('npm run seed -- --products N', () => {
  it('seeds an empty data folder, then adds N products with SKUs to tenant 1 only', async () => {
    const { stdout } = await seed('--products', '30', '--data-dir', dataDir)
    expect(stdout).toContain('Seeded the demo tenants')
    expect(stdout).toMatch(/Added 30 products \(\d+ SKUs\) to tenant 1/)
    expect(stdout).toMatch(/Database folder .*: \d+ MB/)
    const again = await seed('--products', '5', '--data-dir', dataDir)
    expect(again.stdout).toContain('not seeded again')
    const database = await openDatabase({ dataDir: join(dataDir, 'pglite') })
    try {
      const products = (tenantId: number) =>
        asPlatform(database.db, (tx) => tx.select({ n: count() }).from(schema.spus).where(eq(schema.spus.tenantId, tenantId))).then(
          ([r]) => r.n,
        )
      expect([await products(1), await products(2)]).toEqual([55, 20])
      const [orphans] = await asPlatform(database.db, (tx) =>
        tx
          .select({ n: count() })
          .from(schema.spus)
          .leftJoin(schema.skus, eq(schema.skus.spuId, schema.spus.id))
          .where(isNull(schema.skus.id)),
      )
      expect(orphans.n).toBe(0)
    } finally {
      await database.close()
    }
  }, 180_000)

  it('refuses a count that is not a whole number', async () => {
    await expect(seed('--products', 'many', '--data-dir', dataDir)).rejects.toMatchObject({ code: 2 })
  })
})
