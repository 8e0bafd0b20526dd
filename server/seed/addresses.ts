import { and, eq } from 'drizzle-orm'
import { schema } from '../db/client'
import type { TenantSeeder } from './tenant'

/** The demo shopper's address book: two addresses, the first the default, so checkout has one to ship to. */
export const seedAddresses: TenantSeeder = async (tx, tenantId, p) => {
  const shopper = p.shoppers[0]
  if (!shopper) return
  const u = schema.users
  const [user] = await tx
    .select({ id: u.id })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.email, shopper.email)))
  if (!user) return
  const owner = { tenantId, userId: user.id, firstname: shopper.firstName ?? 'Demo', surname: shopper.lastName ?? 'Shopper' }
  await tx.insert(schema.addresses).values([
    {
      ...owner,
      mobile: '+1 415 555 0132',
      email: shopper.email,
      detailAddress: '1 Market Street, Suite 300',
      countryRegion: 'US',
      province: 'US-CA',
      city: 'San Francisco',
      zipcode: '94105',
      isDefault: true,
    },
    {
      ...owner,
      mobile: '+33 1 42 68 53 00',
      detailAddress: '12 rue du Faubourg Saint-Honoré',
      countryRegion: 'FR',
      province: 'FR-IDF',
      city: 'Paris',
      zipcode: '75008',
      remark: 'Office',
    },
  ])
}
