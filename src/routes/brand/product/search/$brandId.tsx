import { createFileRoute } from '@tanstack/react-router'
import { integer, searchSchema } from '../../../../../contract/search'
import { CatalogList } from '../../../../screens/catalog/CatalogList'
import { listSearchShape, type ListSearch } from '../../../../../contract/listQuery'
import { useRetry, type ListState } from '../../../../lib/listState'
import { loadProductList, type ListData } from '../../../../screens/catalog/loadList'
import { navigationCodes } from '../../../../../contract/navigation'

const { brandId: _, type: __, navigation: ___, ...filters } = listSearchShape
const brandSearch = searchSchema(filters)
const brandList = (brandId: string, search: ListSearch): ListSearch => ({
  ...search,
  type: 'brand',
  navigation: navigationCodes.brand,
  brandId: integer(brandId),
})

/** /brand/product/search/{brandId}: one brand's pieces, the same list as /categoryIndex. */
export const Route = createFileRoute('/brand/product/search/$brandId')({
  validateSearch: brandSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ deps, params }) => loadProductList(brandList(params.brandId, deps)),
  pendingComponent: () => <BrandProductsPage list={{ status: 'loading' }} />,
  errorComponent: ({ error }) => <BrandProductsPage list={{ status: 'failed', retry: useRetry(), error }} />,
  component: () => <BrandProductsPage list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function BrandProductsPage({ list }: { list: ListState<ListData> }) {
  const { brandId } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <CatalogList
      search={brandList(brandId, search)}
      list={list}
      onSearch={({ type: _t, navigation: _n, brandId: _b, ...next }) => void navigate({ search: next })}
      pageLink={(page) => ({ to: '/brand/product/search/$brandId', params: { brandId }, search: { ...search, page } })}
    />
  )
}
