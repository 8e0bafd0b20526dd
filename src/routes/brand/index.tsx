import { createFileRoute } from '@tanstack/react-router'
import { catalogApi } from '../../api/catalog'
import { BrandsScreen } from '../../screens/catalog/BrandsScreen'
import { DirectoryRouteError, DirectorySkeleton } from '../../screens/catalog/DirectoryStates'

export const Route = createFileRoute('/brand/')({
  loader: () => catalogApi.brands(),
  pendingComponent: DirectorySkeleton,
  errorComponent: DirectoryRouteError,
  component: () => <BrandsScreen brands={Route.useLoaderData()} />,
})
