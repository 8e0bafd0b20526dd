import { createFileRoute, useRouter } from '@tanstack/react-router'
import { productSort } from '../../../contract/catalog'
import { populations } from '../../../contract/locale'
import { searchProducts } from '../../api/search'
import { integer, oneOf, searchSchema, text } from '../../../contract/search'
import { ProductSearchScreen, type ProductSearchState } from '../../screens/search/ProductSearchScreen'

const productSearch = searchSchema({ population: oneOf(populations), word: text, page: integer, sort: oneOf(Object.values(productSort)) })
type ProductSearch = ReturnType<typeof productSearch>

/** /product/search?population=&word=: products matching the words, with page and sort in the URL too. */
export const Route = createFileRoute('/product/search')({
  validateSearch: productSearch,
  loaderDeps: ({ search }: { search: ProductSearch }) => search,
  loader: ({ deps }) =>
    deps.word ? searchProducts({ word: deps.word, population: deps.population, page: Math.max(1, deps.page ?? 1), sort: deps.sort }) : { list: [], total: 0 },
  pendingComponent: () => <Results state={{ status: 'loading' }} />,
  errorComponent: Failed,
  component: () => <Results state={{ status: 'ready', result: Route.useLoaderData() }} />,
})

function Results({ state }: { state: ProductSearchState }) {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ProductSearchScreen
      word={search.word ?? ''}
      population={search.population}
      page={Math.max(1, search.page ?? 1)}
      sort={search.sort}
      state={state}
      onSort={(sort) => void navigate({ search: { ...search, sort, page: undefined } })}
      linkTo={(change) => ({ to: '/product/search', search: { ...search, ...change } })}
    />
  )
}

function Failed() {
  const router = useRouter()
  return <Results state={{ status: 'failed', retry: () => void router.invalidate() }} />
}
