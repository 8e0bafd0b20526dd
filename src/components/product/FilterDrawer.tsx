import { Suspense, useState } from 'react'
import type { FilterOptions } from '../../../contract/catalog'
import type { FilterSelection } from '../../../machines/catalog/filterDrawer'
import { lazyNamed, preloadOnIntent } from '../deferred'
import { FilterButton } from './FilterButton'
import { selectedCount, type FilterGroup } from './filterGroups'

export interface FilterDrawerProps {
  /** The result set's filter options (categories, brands, designers, properties). */
  options?: FilterOptions
  /** Ready-made groups instead of (or besides) `options`, e.g. a shop's populations. */
  groups?: FilterGroup[]
  /** What the list currently shows. */
  selected: FilterSelection
  onApply: (selection: FilterSelection) => void
  /** Opens at once (stories). */
  defaultOpen?: boolean
}

const FilterDrawerPanel = lazyNamed(() => import('./FilterDrawerPanel'), 'FilterDrawerPanel')
const panelIntent = preloadOnIntent(FilterDrawerPanel.preload)

/**
 * The filter button and its 400 px drawer of grouped checkboxes. The drawer (its code, machine
 * and dialog) comes when first asked for: a list's first render draws the button only.
 */
export function FilterDrawer(props: FilterDrawerProps) {
  const [wanted, setWanted] = useState(Boolean(props.defaultOpen))
  const button = <FilterButton count={selectedCount(props.selected)} onClick={() => setWanted(true)} {...panelIntent} />
  if (!wanted) return button
  return (
    <Suspense fallback={button}>
      <FilterDrawerPanel {...props} defaultOpen />
    </Suspense>
  )
}
