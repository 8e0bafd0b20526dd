import { eq } from 'drizzle-orm'
import { shopStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { alreadyOwnsShop, ownsShop } from './checks'
import type { ApplicationRow } from './read'

/** The shop an approved application opens (docs/behaviour.md#shop-application). */

const { shops } = schema

/**
 * Opens the applicant's shop in the application's tenant: listed in the directory, the applicant
 * its owner, its name, logo, description and address from the application, no postage, shoppers
 * may write to it, and a merchant number. One shop per owner (the unique index shops_one_per_owner
 * backs this check). Answers its id.
 */
export async function openShopFor(tx: Tx, row: ApplicationRow): Promise<number> {
  if (await ownsShop(tx, row)) throw alreadyOwnsShop()
  const [shop] = await tx
    .insert(shops)
    .values({
      tenantId: row.tenantId,
      ownerUserId: row.userId,
      shopname: row.shopName,
      logo: row.logo,
      shopDesc: row.shopDesc,
      address: row.shopAddress,
      freight: 0,
      shopComment: 1,
      status: shopStatus.open,
    })
    .returning({ id: shops.id })
  await tx
    .update(shops)
    .set({ mno: `M${String(row.tenantId).padStart(2, '0')}${String(shop.id).padStart(6, '0')}` })
    .where(eq(shops.id, shop.id))
  return shop.id
}
