import { createFileRoute } from '@tanstack/react-router'
import { sellerApi } from '../../api/seller'
import { useRetry } from '../../lib/listState'
import { SettingsScreen } from '../../screens/seller/SettingsScreen'
import { shopSettingsLogic, uploadShopLogo } from '../../screens/seller/settingsMachines'

export const Route = createFileRoute('/seller/settings')({
  loader: () => sellerApi.settings(),
  // The loader goes with the page's code: in the route tree it would bring the seller's client into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  staleTime: 0,
  pendingComponent: () => <SettingsScreen page={{ status: 'loading' }} logic={shopSettingsLogic} upload={uploadShopLogo} />,
  errorComponent: () => <SettingsScreen page={{ status: 'failed', retry: useRetry() }} logic={shopSettingsLogic} upload={uploadShopLogo} />,
  component: () => (
    <SettingsScreen page={{ status: 'ready', data: Route.useLoaderData() }} logic={shopSettingsLogic} upload={uploadShopLogo} />
  ),
})
