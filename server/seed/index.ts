import { eq } from 'drizzle-orm'
import { asPlatform, type Db, schema } from '../db/client'
import { vacuumAnalyze } from '../db/upkeep'
import { countryRows } from './data/countries'
import { type SeedOptions, tenantSeeders } from './tenant'
import { demoTenants, type TenantProfile } from './tenants'

/**
 * Demo data on first start: runs only on an empty database (no tenant yet), so restarts
 * never seed again. Countries are shared; each tenant is written in its own transaction. The demo
 * history is written through the services, which write mail (order placed, shipped, refund
 * paid); none of it happened, so none is kept to send (with SMTP_URL set it would go out to the
 * demo's .test addresses). Then VACUUM ANALYZE: PGlite has no autovacuum, and stale statistics mislead the planner.
 */
export async function seedIfEmpty(db: Db, options: SeedOptions = { products: 3000 }) {
  const existing = await asPlatform(db, (tx) => tx.select({ id: schema.tenants.id }).from(schema.tenants).limit(1))
  if (existing.length) return false
  await asPlatform(db, (tx) => tx.insert(schema.countryRegions).values(countryRows()).onConflictDoNothing())
  for (const profile of demoTenants) await seedTenant(db, profile, options)
  await vacuumAnalyze(db)
  return true
}

async function seedTenant(db: Db, profile: TenantProfile, options: SeedOptions) {
  await asPlatform(db, async (tx) => {
    const [{ id }] = await tx
      .insert(schema.tenants)
      .values({ name: profile.name, websites: profile.websites })
      .returning({ id: schema.tenants.id })
    for (const seed of tenantSeeders) await seed(tx, id, profile, options)
    await tx.delete(schema.mailOutbox).where(eq(schema.mailOutbox.tenantId, id))
  })
}
