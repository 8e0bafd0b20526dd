import { createFileRoute, useRouter } from '@tanstack/react-router'
import { shopApi } from '../../api/shop'
import { integer, searchSchema } from '../../../contract/search'
import { ShopDirectory } from '../../screens/shop/ShopDirectory'

const directorySearch = searchSchema({ page: integer })

export const Route = createFileRoute('/shop/')({
  validateSearch: directorySearch,
  loaderDeps: ({ search }: { search: ReturnType<typeof directorySearch> }) => ({ pageNo: Math.max(1, search.page ?? 1) }),
  loader: async ({ deps }) => ({ shops: await shopApi.directory(deps.pageNo), pageNo: deps.pageNo }),
  pendingComponent: () => <ShopDirectory state={{ status: 'loading' }} />,
  errorComponent: Failed,
  component: Directory,
})

function Directory() {
  const { shops, pageNo } = Route.useLoaderData()
  return <ShopDirectory state={{ status: 'ready', shops, pageNo }} />
}

function Failed() {
  const router = useRouter()
  return <ShopDirectory state={{ status: 'failed', retry: () => void router.invalidate() }} />
}
