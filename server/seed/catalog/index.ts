import { prng } from '../../modules/media/random'
import type { TenantSeeder } from '../tenant'
import { seedHome } from './home'
import { addProducts } from './products'
import { seedBrandsAndDesigners, seedCategories, seedProperties, seedShops } from './reference'
import { loadRefs } from './refs'

/** Products per tenant at first start (SEED_PRODUCTS overrides, e.g. for quicker test servers). */
export const seedProducts = Number(process.env.SEED_PRODUCTS ?? 3000)

/** The random stream of one tenant's catalog: the same tenant always gets the same catalog, tenants differ. */
export const tenantRandom = (tenantId: number, salt = 0) => prng(tenantId * 104_729 + salt * 7919 + 11)

/** A tenant's whole demo catalog: shops, brands, designers, categories, properties, products and the home page. */
export const seedCatalog: TenantSeeder = async (tx, tenantId) => {
  const r = tenantRandom(tenantId)
  await seedShops(tx, tenantId, r)
  await seedBrandsAndDesigners(tx, tenantId, r)
  await seedCategories(tx, tenantId, r)
  await seedProperties(tx, tenantId)
  const refs = await loadRefs(tx, tenantId)
  await addProducts(tx, refs, r, seedProducts)
  await seedHome(tx, refs, r)
}
