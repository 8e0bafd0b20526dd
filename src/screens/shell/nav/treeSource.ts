import { createContext, useContext, useEffect, useRef, useState } from 'react'
import type { CategoryNode } from '../../../../contract/catalog'
import type { Population } from '../../../../contract/locale'
import { menuTypes } from '../../../../contract/navigation'
import { getCategoryTree } from '../../../api/navigation'
import type { CategoryMenu } from './navEntries'

export type TreeLoader = (population: Population) => Promise<CategoryNode[]>

/** Where menus get category trees: the API in the app, fixtures in stories. */
export const TreeSourceContext = createContext<TreeLoader>(getCategoryTree)

export type TreeState = { status: 'idle' | 'loading' | 'failed'; nodes: CategoryNode[] } | { status: 'ready'; nodes: CategoryNode[] }

/** A population's tree, asked for only once `wanted` (the menu opened); the loader caches it. */
export function useCategoryTree(population: Population | undefined, wanted: boolean): TreeState {
  const load = useContext(TreeSourceContext)
  const [state, setState] = useState<TreeState & { of?: Population }>({ status: 'idle', nodes: [] })
  const current = useRef(population)
  current.current = population
  const settled = state.of === population && (state.status === 'ready' || state.status === 'loading')
  useEffect(() => {
    if (!wanted || !population || settled) return
    setState({ status: 'loading', nodes: [], of: population })
    load(population).then(
      (nodes) => current.current === population && setState({ status: 'ready', nodes, of: population }),
      () => current.current === population && setState({ status: 'failed', nodes: [], of: population }),
    )
  }, [wanted, population, settled, load])
  return state.of === population ? state : { status: 'idle', nodes: [] }
}

/** The nodes a category entry opens (its menu type): the population's whole tree, or its own node's when the tree has it. */
export function menuRoots(tree: CategoryNode[], { type, id }: { type: CategoryMenu; id: number }): CategoryNode[] {
  if (type === menuTypes.firstCategory) return tree
  for (const root of tree) {
    if (root.id === id) return [root]
    const child = root.child.find((c) => c.id === id)
    if (child) return [child]
  }
  return tree
}
