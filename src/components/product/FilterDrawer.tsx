import { Suspense, useState } from 'react'
import type { FilterOptions } from '../../../contract/catalog'
import type { FilterSelection } from '../../../machines/catalog/filterDrawer'
import type { PriceRange } from '../../../machines/catalog/priceRange'
import { lazyNamed, preloadOnIntent } from '../deferred'
import { FilterButton } from './FilterButton'
import { filterCount, type FilterGroup } from './filterGroups'

export interface FilterDrawerProps {
  /** The result set's filter options (categories, brands, designers, properties). */
  options?: FilterOptions
  /** Ready-made groups instead of (or besides) `options`, e.g. a shop's populations. */
  groups?: FilterGroup[]
  /** What the list currently shows. */
  selected: FilterSelection
  /** The list's price range (USD cents): given, the drawer shows price inputs in the shopper's currency. */
  price?: PriceRange
  /** The applied choices, and the price range when the drawer has price inputs. */
  onApply: (selection: FilterSelection, price?: PriceRange) => void
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
  const button = <FilterButton count={filterCount(props.selected, props.price)} onClick={() => setWanted(true)} {...panelIntent} />
  if (!wanted) return button
  return (
    <Suspense fallback={button}>
      <FilterDrawerPanel {...props} defaultOpen />
    </Suspense>
  )
}
