import { createRootRoute, Navigate, Outlet } from '@tanstack/react-router'
import { useFirstPageInTransition } from '../screens/shell/firstPage'
import { Shell } from '../screens/shell/Shell'
import { loadShellData } from '../screens/shell/shellData'
import { Splash } from '../screens/shell/Splash'
import { sessionReady } from '../session'

export const Route = createRootRoute({
  // Every page waits for the tenant: requests need its id.
  beforeLoad: sessionReady,
  loader: loadShellData,
  staleTime: Infinity,
  shouldReload: false,
  pendingComponent: Splash,
  component: Root,
  notFoundComponent: () => <Navigate to="/" replace />,
})

function Root() {
  const data = Route.useLoaderData()
  if (!useFirstPageInTransition()) return <Splash />
  return (
    <Shell data={data}>
      <Outlet />
    </Shell>
  )
}
