import { createFileRoute, useRouter } from '@tanstack/react-router'
import { searchShops } from '../../api/search'
import { integer, searchSchema, text } from '../../../contract/search'
import { ShopSearchScreen, type ShopSearchState } from '../../screens/search/ShopSearchScreen'

const shopSearch = searchSchema({ word: text, page: integer })
type ShopSearch = ReturnType<typeof shopSearch>

/** /shop/search?word=: shops by name. */
export const Route = createFileRoute('/shop/search')({
  validateSearch: shopSearch,
  loaderDeps: ({ search }: { search: ShopSearch }) => search,
  loader: ({ deps }) => (deps.word ? searchShops({ word: deps.word, page: Math.max(1, deps.page ?? 1) }) : { list: [], total: 0 }),
  pendingComponent: () => <Results state={{ status: 'loading' }} />,
  errorComponent: Failed,
  component: () => <Results state={{ status: 'ready', result: Route.useLoaderData() }} />,
})

function Results({ state }: { state: ShopSearchState }) {
  const search = Route.useSearch()
  return (
    <ShopSearchScreen
      word={search.word ?? ''}
      page={Math.max(1, search.page ?? 1)}
      state={state}
      linkToPage={(page) => ({ to: '/shop/search', search: { ...search, page } })}
    />
  )
}

function Failed() {
  const router = useRouter()
  return <Results state={{ status: 'failed', retry: () => void router.invalidate() }} />
}
