import { createFileRoute, linkOptions, redirect, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { catalogApi } from '../api/catalog'
import { useRetry } from '../lib/listState'
import { useShopMachines } from '../screens/shop/machines'
import { loadShopPage } from '../screens/shop/shopData'
import { ShopPage, ShopPageFailed, ShopPageSkeleton } from '../screens/shop/ShopPage'
import { shopProductQuery, shopProductSearch, type ShopProductSearch } from '../screens/shop/shopSearch'
import { useOpenShop } from '../session'

export const Route = createFileRoute('/shopProduct')({
  validateSearch: shopProductSearch,
  beforeLoad: ({ search }) => {
    if (!search.no) throw redirect({ to: '/shop' })
  },
  loaderDeps: ({ search }) => search,
  loader: async ({ deps }) => {
    // The products are not awaited: the header shows while the grid loads (the page reads them with use()).
    const products = catalogApi.shopProducts(shopProductQuery(deps.no!, deps))
    // Handled here too, so a failure before the page reads them is not reported as unhandled.
    products.catch(() => {})
    return { products, ...(await loadShopPage(deps.no!)) }
  },
  pendingComponent: Pending,
  errorComponent: () => <ShopPageFailed retry={useRetry()} />,
  component: Shop,
})

function Shop() {
  const { products, ...data } = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const retry = useRetry()
  const machines = useShopMachines()
  const owned = useOpenShop()?.id === search.no
  const onSearch = useCallback(
    (patch: Partial<ShopProductSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) }),
    [navigate],
  )
  const pageLink = (page: number) => linkOptions({ to: '/shopProduct', search: { ...search, page: page > 1 ? page : undefined } })
  return (
    <ShopPage
      data={data}
      products={products}
      retry={retry}
      search={search}
      machines={machines}
      onSearch={onSearch}
      pageLink={pageLink}
      owned={owned}
    />
  )
}

function Pending() {
  return <ShopPageSkeleton name={Route.useSearch().name} />
}
