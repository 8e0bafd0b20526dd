import { createFileRoute } from '@tanstack/react-router'
import { productSort, type ProductPage } from '../../../contract/catalog'
import { populations } from '../../../contract/locale'
import { searchProducts } from '../../api/search'
import { integer, oneOf, searchSchema, text } from '../../../contract/search'
import { useRetry, type ListState } from '../../lib/listState'
import { ProductSearchScreen } from '../../screens/search/ProductSearchScreen'

const productSearch = searchSchema({ population: oneOf(populations), word: text, page: integer, sort: oneOf(Object.values(productSort)) })

/** /product/search?population=&word=: products matching the words, with page and sort in the URL too. */
export const Route = createFileRoute('/product/search')({
  validateSearch: productSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) =>
    deps.word
      ? searchProducts({ word: deps.word, population: deps.population, page: Math.max(1, deps.page ?? 1), sort: deps.sort })
      : { list: [], total: 0 },
  pendingComponent: () => <Results list={{ status: 'loading' }} />,
  errorComponent: () => <Results list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Results list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Results({ list }: { list: ListState<ProductPage> }) {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ProductSearchScreen
      word={search.word ?? ''}
      population={search.population}
      page={Math.max(1, search.page ?? 1)}
      sort={search.sort}
      list={list}
      onSort={(sort) => void navigate({ search: { ...search, sort, page: undefined } })}
      populationLink={(population) => ({ to: '/product/search', search: { ...search, population, page: 1 } })}
      pageLink={(page) => ({ to: '/product/search', search: { ...search, page } })}
    />
  )
}
