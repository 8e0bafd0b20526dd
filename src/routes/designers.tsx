import { createFileRoute } from '@tanstack/react-router'
import { catalogApi } from '../api/catalog'
import { DesignersScreen } from '../screens/catalog/DesignersScreen'
import { DirectoryRouteError, DirectorySkeleton } from '../screens/catalog/DirectoryStates'

export const Route = createFileRoute('/designers')({
  loader: () => catalogApi.designers(),
  pendingComponent: DirectorySkeleton,
  errorComponent: DirectoryRouteError,
  component: () => <DesignersScreen designers={Route.useLoaderData()} />,
})
