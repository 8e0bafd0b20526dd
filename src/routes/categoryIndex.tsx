import { createFileRoute } from '@tanstack/react-router'
import { listSearch } from '../../contract/listQuery'
import { useRetry, type ListState } from '../lib/listState'
import { CatalogList } from '../screens/catalog/CatalogList'
import { loadProductList, type ListData } from '../screens/catalog/loadList'

/** /categoryIndex: product lists by category, designer, brand, new goods or discount; all state in the URL. */
export const Route = createFileRoute('/categoryIndex')({
  validateSearch: listSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps }) => loadProductList(deps),
  pendingComponent: () => <CategoryIndexPage list={{ status: 'loading' }} />,
  errorComponent: ({ error }) => <CategoryIndexPage list={{ status: 'failed', retry: useRetry(), error }} />,
  component: () => <CategoryIndexPage list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function CategoryIndexPage({ list }: { list: ListState<ListData> }) {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CatalogList
      search={search}
      list={list}
      onSearch={(next) => void navigate({ search: next })}
      pageLink={(page) => ({ to: '/categoryIndex', search: { ...search, page } })}
    />
  )
}
