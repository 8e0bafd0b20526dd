import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settingKeys } from '../../contract/api'
import { currencyCodes, languages } from '../../contract/locale'
import { linkTypes } from '../../contract/navigation'
import { readConfig } from '../../server/config'
import { asPlatform, type Db, schema } from '../../server/db/client'
import { startServer } from '../../server/main'
import { seedIfEmpty } from '../../server/seed'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const counts = (db: Db) =>
  asPlatform(db, async (tx) => {
    const tables = {
      tenants: schema.tenants,
      settings: schema.tenantSettings,
      articles: schema.articles,
      users: schema.users,
      countries: schema.countryRegions,
    }
    const entries: Record<string, number> = {}
    for (const [name, table] of Object.entries(tables)) entries[name] = (await tx.select({ n: count() }).from(table))[0].n
    return entries
  })

describe('demo seed', () => {
  it('gives both tenants every setting, the seven currencies and articles in five languages', async () => {
    const rows = await asPlatform(server.db, async (tx) => ({
      settings: await tx.select().from(schema.tenantSettings),
      currencies: await tx.select().from(schema.currencies),
      articles: await tx.select().from(schema.articles),
    }))
    for (const tenantId of [1, 2]) {
      expect(
        rows.settings
          .filter((s) => s.tenantId === tenantId)
          .map((s) => s.key)
          .sort(),
      ).toEqual([...settingKeys].sort())
      expect(
        rows.currencies
          .filter((c) => c.tenantId === tenantId)
          .map((c) => c.code)
          .sort(),
      ).toEqual([...currencyCodes].sort())
      for (const article of rows.articles.filter((a) => a.tenantId === tenantId)) {
        // An entry leading elsewhere (the Discover column) has a title and no body.
        const body = article.linkType === linkTypes.article ? [...languages].sort() : []
        expect(Object.keys(article.contents).sort(), article.code).toEqual(body)
        expect(Object.keys(article.titles).sort(), article.code).toEqual([...languages].sort())
        for (const html of Object.values(article.contents)) expect(html).not.toMatch(/lorem|\{shop\}|\{email\}/i)
      }
    }
  })

  it('leaves no mail to send: the demo history happened to nobody', async () => {
    const mails = await asPlatform(server.db, (tx) => tx.select({ to: schema.mailOutbox.to }).from(schema.mailOutbox))
    const orders = await asPlatform(server.db, (tx) => tx.select({ n: count() }).from(schema.orders))
    expect(orders[0].n).toBeGreaterThan(0)
    expect(mails).toEqual([])
  })

  it('seeds only an empty database', async () => {
    const before = await counts(server.db)
    expect(await seedIfEmpty(server.db, { products: 1 })).toBe(false)
    expect(await counts(server.db)).toEqual(before)
  })

  it('does not seed again when restarted on its data folder', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-seed-'))
    const config = readConfig({ DATA_DIR: dataDir, PORT: '0', DIST_DIR: '', OPS_TOKEN: 'x', SEED_PRODUCTS: '20' })
    try {
      const first = await startServer(config)
      const seeded = await counts(first.database.db)
      await first.close()
      const second = await startServer(config)
      expect(await counts(second.database.db)).toEqual(seeded)
      await second.close()
      // The demo shopper and the demo shop owner (server/seed/orders.ts), five shoppers who bought from
      // the owner's shop (server/seed/sales.ts), four who reviewed it (server/seed/reviews.ts), and four demo
      // applicants in each tenant (server/seed/shopApplications.ts).
      expect(seeded).toMatchObject({ tenants: 2, users: 19 })
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 300_000) // Two starts, the first seeding every tenant (20 generated products each: seedCatalog.test.ts checks a larger catalog).
})
