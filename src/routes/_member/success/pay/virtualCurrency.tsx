import { createFileRoute } from '@tanstack/react-router'
import { integers, searchSchema } from '../../../../../contract/search'
import { loadPaid, PaidPage } from '../../../../screens/checkout/paidRoute'

export const Route = createFileRoute('/_member/success/pay/virtualCurrency')({
  validateSearch: searchSchema({ orders: integers }),
  loaderDeps: ({ search }: { search: { orders?: number[] } }) => ({ orders: search.orders }),
  loader: ({ deps }) => loadPaid(deps.orders),
  // The loader goes with the page's code: in the route tree it would bring the checkout's calls into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <PaidPage kind="screenshot" data="loading" />,
  errorComponent: () => <PaidPage kind="screenshot" data="failed" />,
  component: () => <PaidPage kind="screenshot" data={Route.useLoaderData()} />,
})
