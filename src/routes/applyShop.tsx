import { createFileRoute } from '@tanstack/react-router'
import { useEffect } from 'react'
import { ShopApplicationStatus } from '../../contract/lifecycles'
import { applicantsOnly } from '../lib/guards'
import { useRetry } from '../lib/listState'
import { type ApplyPageData, loadApplyPage } from '../screens/shopApplication/applyData'
import { ShopApplicationScreen } from '../screens/shopApplication/ShopApplicationScreen'
import { shopApplicationMachines, saveDraftNow } from '../screens/shopApplication/machines'
import type { ListState } from '../lib/listState'
import { shopChanged } from '../session'

const logic = { ...shopApplicationMachines, saveOnLeave: saveDraftNow }

export const Route = createFileRoute('/applyShop')({
  beforeLoad: applicantsOnly,
  loader: loadApplyPage,
  // The loader goes with the page's code: in the route tree it would bring the application's calls into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  // The draft changes as the applicant types: coming back loads it anew.
  staleTime: 0,
  pendingComponent: () => <ApplyShop page={{ status: 'loading' }} />,
  errorComponent: () => <ApplyShop page={{ status: 'failed', retry: useRetry() }} />,
  component: () => <ApplyShop page={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function ApplyShop({ page }: { page: ListState<ApplyPageData> }) {
  const passed = page.status === 'ready' && page.data.application.sta === ShopApplicationStatus.passed
  // Approved since the session last asked: it learns of the new shop, so the menus offer "My shop".
  useEffect(() => {
    if (passed) shopChanged()
  }, [passed])
  return <ShopApplicationScreen page={page} logic={logic} />
}
