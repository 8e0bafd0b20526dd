import type { CategoryNode } from '../../contract/catalog'
import { sexOf, type Population } from '../../contract/locale'
import { catalogApi } from './catalog'

const trees = new Map<Population, Promise<CategoryNode[]>>()

/**
 * A population's category tree (docs/behaviour.md#catalog: kept per population in the store). Asked once per
 * page load; a failure is forgotten so the next look tries again.
 */
export function getCategoryTree(population: Population): Promise<CategoryNode[]> {
  let tree = trees.get(population)
  if (!tree) {
    tree = catalogApi.categoryTree({ sex: sexOf[population] })
    tree.catch(() => trees.delete(population))
    trees.set(population, tree)
  }
  return tree
}
