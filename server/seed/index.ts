import { asPlatform, type Db, schema } from '../db/client'

/** Demo data on first start: runs only on an empty database. */
export async function seedIfEmpty(db: Db) {
  const existing = await asPlatform(db, (tx) => tx.select({ id: schema.tenants.id }).from(schema.tenants).limit(1))
  if (existing.length) return false
  await asPlatform(db, async (tx) => {
    await tx.insert(schema.tenants).values([
      { name: 'Vitrine', websites: ['localhost', '127.0.0.1'] },
      { name: 'Maison', websites: ['maison.localhost'] },
    ])
  })
  return true
}
