import type { CategoryNode } from '../../../contract/catalog'
import { populations, sexOf } from '../../../contract/locale'
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
  const [product, options, designers, ...trees] = await Promise.all([
    id === undefined ? blankSellerProduct : sellerApi.productGet({ id }),
    sellerApi.productOptions(),
    catalogApi.designers({}),
    ...populations.map(getCategoryTree),
  ])
  const bySex = Object.fromEntries(populations.map((population, i) => [sexOf[population], trees[i]]))
  return { product, options, designers: designers.map(({ id, name }) => ({ id, name })), trees: bySex }
}

/** A category of the third level, named with its parents ("Women / Tops / Shirts"), as the select lists them. */
export function leafCategories(tree: readonly CategoryNode[], path: readonly string[] = []): Named[] {
  return tree.flatMap((node) =>
    node.child.length === 0 && path.length === 2
      ? [{ id: node.id, name: [...path, node.name].join(' / ') }]
      : leafCategories(node.child, [...path, node.name]),
  )
}
