import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Category, CategoryNode, Crumb } from '../../../contract/catalog'
import type { Language } from '../../../contract/locale'
import { schema, type Tx } from '../../db/client'
import { localized } from '../content/public'
import { orNotFound } from '../../http/errors'
import { remember } from '../../lib/memo'
import { withPieces } from './navPieces'
import type { Scope } from '../../http/scope'

const { categories: t } = schema
type Row = typeof t.$inferSelect

const toCategory = (r: Row, lang: Language): Category => ({
  id: r.id,
  name: localized(r.names, lang),
  parentId: r.parentId,
  picUrl: r.picUrl,
})

/** Nests rows under their parents; rows whose parent is not among them are roots. */
export function buildTree(rows: Row[], lang: Language): CategoryNode[] {
  const nodes = new Map(rows.map((r) => [r.id, { ...toCategory(r, lang), child: [] as CategoryNode[] }]))
  const roots: CategoryNode[] = []
  for (const r of rows) {
    const node = nodes.get(r.id)!
    const parent = nodes.get(r.parentId)
    if (parent) parent.child.push(node)
    else roots.push(node)
  }
  return roots
}

const ordered = (tx: Tx) => tx.select().from(t).$dynamic().orderBy(asc(t.level), asc(t.sort), asc(t.id))

type Where = Pick<Scope, 'tenantId' | 'lang'>

/** A population's tree, each category above the leaves with a few of its newest pieces for the navigation's sub-menus. */
export async function categoryTree(tx: Tx, { tenantId, lang }: Where, { sex }: { sex: number }): Promise<CategoryNode[]> {
  const tree = buildTree(await ordered(tx).where(and(eq(t.tenantId, tenantId), eq(t.sex, sex))), lang)
  return withPieces(tx, { tenantId, lang }, sex, tree)
}

export async function levelOne(tx: Tx, { tenantId, lang }: Where, { sex }: { sex: number }): Promise<Category[]> {
  const rows = await ordered(tx).where(and(eq(t.tenantId, tenantId), eq(t.sex, sex), eq(t.level, 1)))
  return rows.map((r) => toCategory(r, lang))
}

/** The category and its ancestors, root first; empty for an unknown id. */
export async function crumbs(tx: Tx, { tenantId, lang }: Where, { categoryId }: { categoryId: number }): Promise<Crumb[]> {
  const chain: Crumb[] = []
  let id = categoryId
  for (let depth = 0; id && depth < 5; depth++) {
    const [row] = await tx
      .select()
      .from(t)
      .where(and(eq(t.tenantId, tenantId), eq(t.id, id)))
    if (!row) break
    chain.unshift({ id: row.id, name: localized(row.names, lang) })
    id = row.parentId
  }
  return chain
}

/** The category with its children and grandchildren, or null. */
export async function categoryWithChildren(
  tx: Tx,
  { tenantId, lang }: Where,
  { categoryId }: { categoryId: number },
): Promise<CategoryNode> {
  const rows = await subtree(tx, tenantId, [categoryId])
  return orNotFound(buildTree(rows, lang).find((n) => n.id === categoryId))
}

/** The categories and every category below them (three levels at most). */
async function subtree(tx: Tx, tenantId: number, ids: number[]): Promise<Row[]> {
  const rows: Row[] = []
  let frontier = ids
  for (let depth = 0; frontier.length && depth < 3; depth++) {
    const level = await ordered(tx).where(and(eq(t.tenantId, tenantId), inArray(depth === 0 ? t.id : t.parentId, frontier)))
    rows.push(...level)
    frontier = level.map((r) => r.id)
  }
  return rows
}

/** Ids of the categories themselves and all their descendants, for product filters; remembered a minute like a list's total. */
export async function withDescendants(tx: Tx, tenantId: number, ids: number[]): Promise<number[]> {
  if (!ids.length) return []
  return remember(`descendants\u0000${tenantId}\u0000${ids.join(',')}`, async () => (await subtree(tx, tenantId, ids)).map((r) => r.id))
}

/** The tree restricted to the given (leaf) categories and their ancestors. */
export async function treeOf(tx: Tx, tenantId: number, lang: Language, leafIds: number[]): Promise<CategoryNode[]> {
  const rows = new Map<number, Row>()
  let frontier = leafIds
  for (let depth = 0; frontier.length && depth < 3; depth++) {
    const level = await tx
      .select()
      .from(t)
      .where(and(eq(t.tenantId, tenantId), inArray(t.id, frontier)))
    for (const r of level) rows.set(r.id, r)
    frontier = level.map((r) => r.parentId).filter((id) => id && !rows.has(id))
  }
  const sorted = [...rows.values()].sort((a, b) => a.level - b.level || a.sort - b.sort || a.id - b.id)
  return buildTree(sorted, lang)
}
