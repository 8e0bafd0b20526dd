import { and, asc, count, eq, gt, sql, type SQL } from 'drizzle-orm'
import type { Brand, Designer } from '../../../contract/catalog'
import { schema, type Tx } from '../../db/client'
import { remember } from '../../lib/memo'
import { localized } from '../content/public'
import { onSale } from './cards'
import type { Scope } from '../../http/scope'

const { spus, brands, designers } = schema

/**
 * Brands with their number of products on sale (remembered a minute: it counts the catalog).
 * With a population or a shop, only brands that have products there; otherwise every brand.
 */
export async function brandList(tx: Tx, scope: Scope, only: { sex?: number; shopId?: number }): Promise<Brand[]> {
  const narrowed = only.sex !== undefined || only.shopId !== undefined
  return remember(`brands\u0000${scope.tenantId}\u0000${only.sex}\u0000${only.shopId}`, () =>
    tx
      .select({ id: brands.id, name: brands.name, logo: brands.logo, description: brands.description, productCount: count(spus.id) })
      .from(brands)
      .leftJoin(spus, and(eq(spus.brandId, brands.id), productsIn(scope, only)))
      .where(eq(brands.tenantId, scope.tenantId))
      .groupBy(brands.id)
      .having(narrowed ? gt(count(spus.id), 0) : undefined)
      .orderBy(asc(brands.sort), asc(brands.name), asc(brands.id)),
  )
}

/** Designers with their biography in the shopper's language (remembered in all of them). */
export async function designerList(tx: Tx, scope: Scope, only: { sex?: number }): Promise<Designer[]> {
  const rows = await remember(`designers\u0000${scope.tenantId}\u0000${only.sex}`, () =>
    tx
      .select({
        id: designers.id,
        name: designers.name,
        avatar: designers.avatar,
        description: designers.description,
        descriptions: designers.descriptions,
        productCount: count(spus.id),
      })
      .from(designers)
      .leftJoin(spus, and(eq(spus.designerId, designers.id), productsIn(scope, only)))
      .where(eq(designers.tenantId, scope.tenantId))
      .groupBy(designers.id)
      .having(only.sex !== undefined ? gt(count(spus.id), 0) : undefined)
      .orderBy(asc(designers.sort), asc(designers.name), asc(designers.id)),
  )
  return rows.map(({ descriptions, ...d }) => ({ ...d, description: localized(descriptions, scope.lang) || d.description }))
}

function productsIn(scope: Scope, only: { sex?: number; shopId?: number }): SQL {
  return (
    and(onSale(scope), only.sex ? eq(spus.sex, only.sex) : undefined, only.shopId ? eq(spus.shopId, only.shopId) : undefined) ?? sql`true`
  )
}
