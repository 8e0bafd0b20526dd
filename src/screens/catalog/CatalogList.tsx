import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import type { LinkOptions } from '@tanstack/react-router'
import type { CrumbLink } from '../../components/product/Breadcrumb'
import { currentPage, type ListSearch } from '../../../contract/listQuery'
import { listTitle } from '../../../contract/listTitle'
import { applySelection, selectionOf } from './listQuery'
import type { ListState } from '../../lib/listState'
import type { ListData } from './loadList'
import { ProductListError, ProductListPending, ProductListScreen } from './ProductListScreen'
import { navigationCodes } from '../../../contract/navigation'

const typeTitles = {
  newGoods: msg`New in`,
  discount: msg`Sale`,
  designer: msg`Designers`,
  brand: msg`Brands`,
  category: msg`All pieces`,
}

/** The page title, by the rule the page head follows. */
const titleOf = (search: ListSearch, data: ListData, i18n: I18n) =>
  listTitle(search, data, { resultsFor: (word) => i18n._(msg`Results for “${word}”`), ofType: (type) => i18n._(typeTitles[type]) })

function crumbsOf(search: ListSearch, data: ListData, title: string, i18n: I18n): CrumbLink[] {
  const categories = data.crumbs.map((c) => ({
    label: c.name,
    link: { to: '/categoryIndex', search: { type: 'category', categoryId: c.id, navigation: navigationCodes.category } } as LinkOptions,
  }))
  if (search.type === 'brand' || search.navigation === navigationCodes.brand)
    return [{ label: i18n._(msg`Brands`), link: { to: '/brand' } }, { label: title }]
  if (search.type === 'designer' || search.navigation === navigationCodes.designer)
    return [{ label: i18n._(msg`Designers`), link: { to: '/designers' } }, { label: title }]
  if (categories.length) return [...categories.slice(0, -1), { label: categories.at(-1)!.label }]
  return [{ label: title }]
}

export interface CatalogListProps {
  search: ListSearch
  list: ListState<ListData>
  onSearch: (next: ListSearch) => void
  pageLink: (page: number) => LinkOptions
}

/** A product list route's screen: title, crumbs and filters from the URL and the loaded data. */
export function CatalogList({ list, ...props }: CatalogListProps) {
  if (list.status === 'loading') return <ProductListPending />
  if (list.status === 'failed') return <ProductListError error={list.error} onRetry={list.retry} />
  return <LoadedList {...props} data={list.data} />
}

function LoadedList({ search, data, onSearch, pageLink }: Omit<CatalogListProps, 'list'> & { data: ListData }) {
  const { i18n } = useLingui()
  const title = titleOf(search, data, i18n)
  return (
    <ProductListScreen
      title={title}
      crumbs={crumbsOf(search, data, title, i18n)}
      result={data.result}
      options={data.options}
      selection={selectionOf(search, data.options)}
      sort={search.sort}
      page={currentPage(search)}
      price={{ minPrice: search.minPrice, maxPrice: search.maxPrice }}
      onApply={(selection, price) => onSearch(applySelection(search, selection, price))}
      onSort={(sort) => onSearch({ ...search, sort, page: undefined })}
      pageLink={pageLink}
    />
  )
}
