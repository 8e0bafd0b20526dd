import { createFileRoute } from '@tanstack/react-router'
import { applicantsOnly } from '../lib/guards'
import { useRetry } from '../lib/listState'
import type { ApplyPageData } from '../screens/shopApply/applyData'
import { ApplyShopScreen } from '../screens/shopApply/ApplyShopScreen'
import { applyShopMachines, saveDraftNow } from '../screens/shopApply/machines'
import type { ListState } from '../lib/listState'

const logic = { ...applyShopMachines, saveOnLeave: saveDraftNow }

export const Route = createFileRoute('/applyShop')({
  beforeLoad: applicantsOnly,
  // The page's data code loads with the route, not with the shell.
  loader: async () => (await import('../screens/shopApply/applyData')).loadApplyPage(),
  // The draft changes as the applicant types: coming back loads it anew.
  staleTime: 0,
  pendingComponent: () => <ApplyShop page={{ status: 'loading' }} />,
  errorComponent: () => <ApplyShop page={{ status: 'failed', retry: useRetry() }} />,
  component: () => <ApplyShop page={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function ApplyShop({ page }: { page: ListState<ApplyPageData> }) {
  return <ApplyShopScreen page={page} logic={logic} />
}
