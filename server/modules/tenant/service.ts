import { eq, sql } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'

/**
 * The tenant whose websites list the host, with its port first and then without it; else the
 * tenant of the shop whose own domain the host is (a shop's domain opens its marketplace).
 */
export async function tenantByWebsite(tx: Tx, { website }: { website: string }) {
  const host = website
    .trim()
    .toLowerCase()
    .replace(/^https?:\/\//, '')
    .replace(/\/.*$/, '')
  const bare = host.replace(/:\d+$/, '')
  const rows = await tx
    .select({ id: schema.tenants.id, name: schema.tenants.name, websites: schema.tenants.websites })
    .from(schema.tenants)
    .where(sql`${schema.tenants.websites} && ${sql.param([host, bare])}::text[]`)
  const exact = rows.find((r) => r.websites.includes(host)) ?? rows[0]
  if (exact) return { id: exact.id, name: exact.name }
  return tenantOfShopDomain(tx, bare)
}

async function tenantOfShopDomain(tx: Tx, host: string) {
  const [row] = await tx
    .select({ id: schema.tenants.id, name: schema.tenants.name })
    .from(schema.shops)
    .innerJoin(schema.tenants, eq(schema.tenants.id, schema.shops.tenantId))
    .where(eq(schema.shops.domain, host))
    .limit(1)
  return row ?? null
}
