import { createFileRoute } from '@tanstack/react-router'
import { catalogApi } from '../../api/catalog'
import { useRetry } from '../../lib/listState'
import { BrandsScreen } from '../../screens/catalog/BrandsScreen'

export const Route = createFileRoute('/brand/')({
  loader: () => catalogApi.brands(),
  pendingComponent: () => <BrandsScreen list={{ status: 'loading' }} />,
  errorComponent: () => <BrandsScreen list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <BrandsScreen list={{ status: 'ready', data: Route.useLoaderData() }} />,
})
