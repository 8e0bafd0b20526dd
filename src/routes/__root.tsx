import { createRootRouteWithContext, Navigate, Outlet } from '@tanstack/react-router'
import { lazyNamed } from '../components/deferred'
import { useFirstPageInTransition } from '../screens/shell/firstPage'
import { Shell } from '../screens/shell/Shell'
import { loadShellData } from '../screens/shell/shellData'
import { SlowLoad } from '../screens/shell/SlowLoad'
import { Splash } from '../screens/shell/Splash'
import type { RouterContext } from '../lib/guards'
import { sessionReady } from '../session'

export const Route = createRootRouteWithContext<RouterContext>()({
  // Every page waits for the tenant: requests need its id.
  beforeLoad: ({ context }) => sessionReady(context.session),
  loader: loadShellData,
  staleTime: Infinity,
  shouldReload: false,
  pendingComponent: Splash,
  component: Root,
  notFoundComponent: () => <Navigate to="/" replace />,
})

// The login dialog is not needed to paint a page: its code loads when it is first opened.
const LoginDialogHost = lazyNamed(() => import('../screens/account/LoginDialog'), 'LoginDialogHost')
const signIn = (tab: 'login' | 'register') => void import('../screens/account/loginDialog').then((m) => m.openLoginDialog(tab))

function Root() {
  const data = Route.useLoaderData()
  if (!useFirstPageInTransition()) return <Splash />
  return (
    <Shell data={data} signIn={signIn} loginDialogs={<LoginDialogHost />}>
      <Outlet />
      <SlowLoad />
    </Shell>
  )
}
