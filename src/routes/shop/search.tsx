import { createFileRoute } from '@tanstack/react-router'
import type { ShopCard } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { integer, searchSchema, text } from '../../../contract/search'
import { searchShops } from '../../api/search'
import { useRetry, type ListState } from '../../lib/listState'
import { ShopSearchScreen } from '../../screens/search/ShopSearchScreen'

const shopSearch = searchSchema({ word: text, page: integer })

/** /shop/search?word=: shops by name. */
export const Route = createFileRoute('/shop/search')({
  validateSearch: shopSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => (deps.word ? searchShops({ word: deps.word, page: Math.max(1, deps.page ?? 1) }) : { list: [], total: 0 }),
  pendingComponent: () => <Results list={{ status: 'loading' }} />,
  errorComponent: () => <Results list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Results list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Results({ list }: { list: ListState<Page<ShopCard>> }) {
  const search = Route.useSearch()
  return (
    <ShopSearchScreen
      word={search.word ?? ''}
      page={Math.max(1, search.page ?? 1)}
      list={list}
      pageLink={(page) => ({ to: '/shop/search', search: { ...search, page } })}
    />
  )
}
