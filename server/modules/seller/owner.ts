import { and, asc, eq, getTableColumns, type SQLWrapper, sql } from 'drizzle-orm'
import { shopStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import { prebuilt } from '../../db/prebuilt'
import { notFound, orNotFound } from '../../http/errors'
import { reviewColumn, reviewOf } from './review'

/**
 * The one owner guard of the seller center (docs/behaviour.md#seller-center): the caller's shop in
 * this tenant, open. A shopper without a shop, the owner of a closed shop, and anyone asking for
 * another shop's product all get the same "not found"; RLS keeps other tenants out beneath it.
 */

const { shops, spus, skus } = schema

export type Member = { tenantId: number; userId: number }
export type OwnShop = { id: number; tenantId: number; shopname: string; logo: string }
/** What the checks of a save need of the shop. */
export type Shop = Pick<OwnShop, 'id' | 'tenantId'>
export type ProductRow = typeof spus.$inferSelect
export type SkuRow = typeof skus.$inferSelect

export async function ownShop(tx: Tx, member: Member): Promise<OwnShop> {
  const [shop] = await tx
    .select({ id: shops.id, tenantId: shops.tenantId, shopname: shops.shopname, logo: shops.logo })
    .from(shops)
    .where(openShopOf(member))
  return orNotFound(shop)
}

/** A member's values, or placeholders for them in a prebuilt statement. */
type MemberRef = { [K in keyof Member]: Member[K] | SQLWrapper }

/** The id of the member's open shop, as a subquery (null when they have none). */
export const ownShopId = (member: MemberRef) => sql`(select ${shops.id} from ${shops} where ${openShopOf(member)})`

/** The open shop the member runs in their tenant (a condition on `shops`). */
export const openShopOf = ({ tenantId, userId }: MemberRef) =>
  and(eq(shops.tenantId, tenantId), eq(shops.ownerUserId, userId), eq(shops.status, shopStatus.open))

/** The shop's product `id` as it stands (no lock: reads). */
export async function ownProduct(tx: Tx, shop: OwnShop, id: number): Promise<ProductRow> {
  const [row] = await tx
    .select()
    .from(spus)
    .where(and(eq(spus.id, id), eq(spus.tenantId, shop.tenantId), eq(spus.shopId, shop.id)))
  return orNotFound(row)
}

/**
 * Locks a product for a change, in the order the checkout and the order sweep take their locks
 * (its SKUs by id, then the product), so a save racing a sale waits instead of deadlocking.
 * `owner` narrows to the product of the member's open shop in the same statement (anyone
 * else, and the owner of a closed shop: not found, nothing locked); without it (the platform) any
 * product of any tenant. Answers the row and its SKUs (in id order) as locked, and whether the
 * tenant's listings need review (read with the row: most moves ask).
 */
export async function lockProduct(tx: Tx, id: number, owner?: Member): Promise<{ row: ProductRow; skus: SkuRow[]; review: boolean }> {
  const lock = owner ? ownersLock : platformsLock
  const [found] = await lock(tx, { id, tenantId: owner?.tenantId ?? 0, userId: owner?.userId ?? 0 })
  if (!found) throw notFound()
  return { row: found.row, skus: found.skus, review: reviewOf(found.review) }
}

/** The columns of a SKU row (`locked`, the CTE below) as one JSON object in the shape Drizzle answers (they are all numbers or arrays of them, which JSON keeps). */
const skuObject = sql.raw(
  `json_build_object(${Object.entries(getTableColumns(skus))
    .map(([key, column]) => `'${key}', l.${column.name}`)
    .join(', ')})`,
)

/**
 * lockProduct's statement, built once; `owned`: narrowed to the product of the member's open shop
 * (the values tenantId and userId). One statement, the two locks in the usual order: the product's
 * SKUs are locked by the CTE its uncorrelated subquery reads, which runs before the row itself is
 * locked (the lock of the selected rows is the last step of the plan).
 */
function lockStatement(owned: boolean) {
  const member = { tenantId: sql.placeholder('tenantId'), userId: sql.placeholder('userId') }
  const where = and(
    eq(spus.id, sql.placeholder('id')),
    owned ? and(eq(spus.tenantId, member.tenantId), eq(spus.shopId, ownShopId(member))) : undefined,
  )
  return prebuilt((qb) => {
    const locked = qb.$with('locked').as(
      qb
        .select(getTableColumns(skus))
        .from(skus)
        .innerJoin(spus, and(eq(spus.id, skus.spuId), eq(spus.tenantId, skus.tenantId)))
        .where(where)
        .orderBy(asc(skus.id))
        .for('update', { of: skus }),
    )
    const lockedSkus = sql<SkuRow[]>`(select coalesce(json_agg(${skuObject} order by l.id), '[]') from ${locked} l)`
    return qb
      .with(locked)
      .select({ row: getTableColumns(spus), review: reviewColumn(spus.tenantId), skus: lockedSkus })
      .from(spus)
      .where(where)
      .for('update', { of: spus })
  })
}

const ownersLock = lockStatement(true)
const platformsLock = lockStatement(false)

/** The product's SKUs, in id order (by tenant and product: the skus_spu index's two columns). */
export const skusOf = (tx: Tx, { id, tenantId }: { id: number; tenantId: number }) =>
  tx
    .select()
    .from(skus)
    .where(and(eq(skus.tenantId, tenantId), eq(skus.spuId, id)))
    .orderBy(asc(skus.id))
