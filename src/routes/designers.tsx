import { createFileRoute } from '@tanstack/react-router'
import { catalogApi } from '../api/catalog'
import { useRetry } from '../lib/listState'
import { DesignersScreen } from '../screens/catalog/DesignersScreen'

export const Route = createFileRoute('/designers')({
  loader: () => catalogApi.designers(),
  pendingComponent: () => <DesignersScreen list={{ status: 'loading' }} />,
  errorComponent: () => <DesignersScreen list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <DesignersScreen list={{ status: 'ready', data: Route.useLoaderData() }} />,
})
