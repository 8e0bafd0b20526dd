import { eq, sql } from 'drizzle-orm'
import { asPlatform, type Db, schema } from '../../db/client'
import { vacuumAnalyze } from '../../db/upkeep'
import { prng } from '../../modules/media/random'
import type { TenantSeeder } from '../tenant'
import { seedHome } from './home'
import { addProducts } from './products'
import { seedBrandsAndDesigners, seedCategories, seedProperties, seedShops } from './reference'
import { loadRefs } from './refs'

/** The random stream of one tenant's catalog: the same tenant always gets the same catalog, tenants differ. */
export const tenantRandom = (tenantId: number, salt = 0) => prng(tenantId * 104_729 + salt * 7919 + 11)

/** A tenant's whole demo catalog: shops, brands, designers, categories, properties, products and the home page. */
export const seedCatalog: TenantSeeder = async (tx, tenantId, _profile, options) => {
  const r = tenantRandom(tenantId)
  await seedShops(tx, tenantId, r)
  await seedBrandsAndDesigners(tx, tenantId, r)
  await seedCategories(tx, tenantId, r)
  await seedProperties(tx, tenantId)
  const refs = await loadRefs(tx, tenantId)
  await addProducts(tx, refs, r, options.products)
  await seedHome(tx, refs, r)
}

/**
 * `npm run seed -- --products N`: N more generated products for a seeded tenant, committed
 * every 10,000 so a large catalog does not sit in one transaction. Returns what was written.
 */
export async function growCatalog(db: Db, tenantId: number, count: number, progress: (done: number) => void = () => {}) {
  const step = 10_000
  let skus = 0
  for (let done = 0; done < count; done += step) {
    const n = Math.min(step, count - done)
    skus += await asPlatform(db, async (tx) => {
      const [{ existing }] = await tx
        .select({ existing: sql<number>`count(*)::int` })
        .from(schema.spus)
        .where(eq(schema.spus.tenantId, tenantId))
      const refs = await loadRefs(tx, tenantId)
      return (await addProducts(tx, refs, tenantRandom(tenantId, existing + 1), n)).skus
    })
    progress(done + n)
  }
  await vacuumAnalyze(db)
  return { products: count, skus }
}
