import { sql } from 'drizzle-orm'
import type { CategoryNode } from '../../../contract/catalog'
import { productStatus } from '../../../contract/status'
import { schema, type Tx } from '../../db/client'
import type { Scope } from '../../http/scope'
import { remember } from '../../lib/memo'
import { localized } from '../content/public'

const { categories, spus } = schema

/** Pieces a sub-menu shows per category (docs/behaviour.md#catalog: productSpu). */
const piecesPerNode = 3

interface PieceRow {
  leaf: number
  spuId: number
  shopId: number
  picUrl: string | null
  names: Record<string, string>
}
type Piece = NonNullable<CategoryNode['productSpu']>[number]

/**
 * The newest pieces on sale of each leaf category of a population (3 each, walked backwards on
 * the spus_category index), remembered a minute: the same for every shopper.
 */
function newestPerLeaf(tx: Tx, tenantId: number, sex: number): Promise<PieceRow[]> {
  return remember(`nav pieces\u0000${tenantId}\u0000${sex}`, async () => {
    const result = await tx.execute(sql`
      select c.id as leaf, p.id as "spuId", p.shop_id as "shopId", p.images[1] as "picUrl", p.names
      from ${categories} c cross join lateral (
        select s.id, s.shop_id, s.images, s.names from ${spus} s
        where s.tenant_id = c.tenant_id and s.category_id = c.id and s.status = ${productStatus.onSale}
        order by s.created_at desc limit ${piecesPerNode}) p
      where c.tenant_id = ${tenantId} and c.sex = ${sex} and c.level = 3
      order by c.sort, c.id`)
    return (result as unknown as { rows: PieceRow[] }).rows
  })
}

/** The first of each list, then the second of each…: a node's pieces come from as many of its children as can. */
function interleave<T>(lists: T[][], count: number): T[] {
  const out: T[] = []
  for (let i = 0; out.length < count && lists.some((l) => i < l.length); i++) {
    for (const list of lists) if (i < list.length && out.length < count) out.push(list[i])
  }
  return out
}

/** Fills productSpu of every node above the leaves: a few of the newest pieces below it. */
export async function withPieces(tx: Tx, { tenantId, lang }: Pick<Scope, 'tenantId' | 'lang'>, sex: number, roots: CategoryNode[]) {
  const byLeaf = new Map<number, Piece[]>()
  for (const r of await newestPerLeaf(tx, tenantId, sex)) {
    if (!r.picUrl) continue
    const piece = { spuId: r.spuId, shopId: r.shopId, picUrl: r.picUrl, name: localized(r.names, lang) }
    byLeaf.set(r.leaf, [...(byLeaf.get(r.leaf) ?? []), piece])
  }
  const fill = (node: CategoryNode): Piece[] => {
    if (!node.child.length) return byLeaf.get(node.id) ?? []
    const pieces = interleave(node.child.map(fill), piecesPerNode)
    if (pieces.length) node.productSpu = pieces
    return pieces
  }
  roots.forEach(fill)
  return roots
}
