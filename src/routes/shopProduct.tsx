import { createFileRoute, linkOptions, redirect, useNavigate } from '@tanstack/react-router'
import { useCallback } from 'react'
import { shopApi } from '../api/shop'
import { useRetry } from '../lib/listState'
import { settle, useSettled } from '../screens/shop/settled'
import { useShopMachines } from '../screens/shop/machines'
import { loadShopPage } from '../screens/shop/shopData'
import { ShopPage, ShopPageFailed, ShopPageSkeleton, type ProductsState } from '../screens/shop/ShopPage'
import { shopProductQuery, shopProductSearch, type ShopProductSearch } from '../screens/shop/shopSearch'

export const Route = createFileRoute('/shopProduct')({
  validateSearch: shopProductSearch,
  beforeLoad: ({ search }) => {
    if (!search.no) throw redirect({ to: '/shop' })
  },
  loaderDeps: ({ search }: { search: ShopProductSearch }) => search,
  loader: async ({ deps }) => ({
    // The products are not awaited: the header shows while the grid loads.
    products: settle(shopApi.products(shopProductQuery(deps.no!, deps))),
    ...(await loadShopPage(deps.no!)),
  }),
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
  const settled = useSettled(products)
  const state: ProductsState =
    settled === null ? { status: 'loading' } : settled.ok ? { status: 'ready', data: settled.value } : { status: 'failed', retry }
  const onSearch = useCallback((patch: Partial<ShopProductSearch>) => void navigate({ search: (prev) => ({ ...prev, ...patch }) }), [navigate])
  const pageLink = (page: number) => linkOptions({ to: '/shopProduct', search: { ...search, page: page > 1 ? page : undefined } })
  return <ShopPage data={data} products={state} search={search} machines={machines} onSearch={onSearch} pageLink={pageLink} />
}

function Pending() {
  return <ShopPageSkeleton name={Route.useSearch().name} />
}
