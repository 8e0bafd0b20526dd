import type { CategoryNode } from '../../../contract/catalog'
import { type Population, populations, sexOf } from '../../../contract/locale'
import { blankSellerProduct, type SellerOptions, type SellerProduct } from '../../../contract/seller'
import { catalogApi } from '../../api/catalog'
import { getCategoryTree } from '../../api/navigation'
import { sellerApi } from '../../api/seller'

export interface Named {
  id: number
  name: string
}

/** What the product editor picks from, and the product it starts with (blank for a new one). */
export interface EditorData {
  product: SellerProduct
  options: SellerOptions
  /** The tenant's category tree of each population, by its sex code. */
  trees: Record<number, CategoryNode[]>
  designers: Named[]
}

/** A new product's page, kept when its first draft is saved and the page moves to the product's address. */
const handedOver = new Map<number, EditorData>()

/** The page a new product's editor runs on, for the load of its own address (`id`) to answer: the editor goes on as it is. */
export function handOver(id: number, data: EditorData) {
  handedOver.set(id, data)
}

/** The editor's page: the product (`id`) or a blank one, the seller's options, the three trees and the designers. */
export async function loadEditor(id?: number): Promise<EditorData> {
  const kept = id === undefined ? undefined : handedOver.get(id)
  if (kept && id !== undefined) {
    handedOver.delete(id)
    return kept
  }
  const [product, options, designers, trees] = await Promise.all([
    id === undefined ? blankSellerProduct : sellerApi.productGet({ id }),
    sellerApi.productOptions(),
    catalogApi.designers({}),
    categoryTrees(),
  ])
  return { product, options, designers: designers.map(({ id, name }) => ({ id, name })), trees }
}

/** The tenant's category tree of each population, by its sex code. */
export async function categoryTrees(): Promise<Record<number, CategoryNode[]>> {
  const trees = await Promise.all(populations.map(getCategoryTree))
  return Object.fromEntries(populations.map((population, i) => [sexOf[population], trees[i]]))
}

/** Every third-level category of every population, named from the population down ("Women / Tops / Shirts / Oxford"). */
export function allLeafCategories(trees: Record<number, CategoryNode[]>, populationName: (population: Population) => string): Named[] {
  return populations.flatMap((population) => leafCategories(trees[sexOf[population]] ?? [], [populationName(population)], 3))
}

/** A category of the third level, named with its parents ("Women / Tops / Shirts"), as the select lists them. */
export function leafCategories(tree: readonly CategoryNode[], path: readonly string[] = [], depth = 2): Named[] {
  return tree.flatMap((node) =>
    node.child.length === 0 && path.length === depth
      ? [{ id: node.id, name: [...path, node.name].join(' / ') }]
      : leafCategories(node.child, [...path, node.name], depth),
  )
}
