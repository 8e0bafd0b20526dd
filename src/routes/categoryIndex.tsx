import { createFileRoute } from '@tanstack/react-router'
import { CatalogList } from '../screens/catalog/CatalogList'
import { listSearch, type ListSearch } from '../../contract/listQuery'
import { ListRouteError } from '../screens/catalog/ListRouteError'
import { loadProductList } from '../screens/catalog/loadList'
import { ProductListPending } from '../screens/catalog/ProductListScreen'

/** /categoryIndex: product lists by category, designer, brand, new goods or discount; all state in the URL. */
export const Route = createFileRoute('/categoryIndex')({
  validateSearch: listSearch,
  loaderDeps: ({ search }: { search: ListSearch }) => search,
  loader: ({ deps }) => loadProductList(deps),
  pendingComponent: ProductListPending,
  errorComponent: ListRouteError,
  component: CategoryIndexPage,
})

function CategoryIndexPage() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CatalogList
      search={search}
      data={Route.useLoaderData()}
      onSearch={(next) => void navigate({ search: next })}
      linkToPage={(page) => ({ to: '/categoryIndex', search: { ...search, page } })}
    />
  )
}
