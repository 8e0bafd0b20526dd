import { eq } from 'drizzle-orm'
import { asPlatform, type Db, schema } from '../db/client'

/** Tenant ids never change once created, so a positive answer is kept for the process. */
const known = new Set<number>()

export async function tenantExists(db: Db, id: number): Promise<boolean> {
  if (known.has(id)) return true
  const [row] = await asPlatform(db, (tx) => tx.select({ id: schema.tenants.id }).from(schema.tenants).where(eq(schema.tenants.id, id)))
  if (row) known.add(id)
  return Boolean(row)
}
