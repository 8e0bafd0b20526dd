import { createFileRoute, linkOptions } from '@tanstack/react-router'
import { pageSizes, type ShopCard } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { integer, searchSchema } from '../../../contract/search'
import { shopApi } from '../../api/shop'
import { useRetry, type ListState } from '../../lib/listState'
import { ShopDirectory } from '../../screens/shop/ShopDirectory'

const directorySearch = searchSchema({ page: integer })

export const Route = createFileRoute('/shop/')({
  validateSearch: directorySearch,
  loaderDeps: ({ search }) => ({ pageNo: Math.max(1, search.page ?? 1) }),
  loader: async ({ deps }) => ({ shops: await shopApi.shops({ pageNo: deps.pageNo, pageSize: pageSizes.shops }), pageNo: deps.pageNo }),
  pendingComponent: () => <Directory list={{ status: 'loading' }} />,
  errorComponent: () => <Directory list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Directory list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Directory({ list }: { list: ListState<{ shops: Page<ShopCard>; pageNo: number }> }) {
  return <ShopDirectory list={list} pageLink={(page) => linkOptions({ to: '/shop', search: { page: page > 1 ? page : undefined } })} />
}
