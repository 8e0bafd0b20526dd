import { createFileRoute, linkOptions, useRouter } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useCallback, useEffect } from 'react'
import { integer, integers, oneOf, searchSchema, text } from '../../../contract/search'
import type { PayOutcome } from '../../../machines/checkout/payDialog'
import { uploadImage } from '../../api/file'
import { useRetry } from '../../lib/listState'
import { keepDraft, loadCheckout, placeOf, searchOf } from '../../screens/checkout/checkoutData'
import { CheckoutPlaceholder, CheckoutScreen } from '../../screens/checkout/CheckoutScreen'
import { checkoutMachines } from '../../screens/checkout/machines'

const basketSearch = searchSchema({
  step: oneOf([1, 2, 3]),
  addressId: integer,
  ano: integer,
  payType: integer,
  remark: text,
  lines: integers,
  orders: integers,
  key: text,
})

/**
 * /basket: the address bar is the checkout's place (docs/behaviour.md#checkout). The checkout's
 * moves write it, and every change of it (the move's own, Back, Forward, a link) is told to the
 * checkout, which lands on the step it can show. The loader loads the step the address bar names.
 */
export const Route = createFileRoute('/_member/basket')({
  validateSearch: basketSearch,
  loaderDeps: ({ search }) => ({ step: search.step ?? 1, orders: search.orders ?? [] }),
  loader: ({ deps }) => loadCheckout(deps.step, deps.orders),
  // The bag's machines take their lines once, when they start: never show a kept or preloaded copy.
  gcTime: 0,
  preload: false,
  // The loader goes with the page's code: in the route tree it would bring the checkout's calls into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <CheckoutPlaceholder step={Route.useSearch().step ?? 1} />,
  errorComponent: () => <CheckoutPlaceholder step={Route.useSearch().step ?? 1} retry={useRetry()} />,
  component: Basket,
})

const addressBook = linkOptions({ to: '/myaddress', search: { t: 2 } })

function Basket() {
  const search = Route.useSearch()
  const data = Route.useLoaderData()
  const navigate = Route.useNavigate()
  const router = useRouter()
  const checkout = useActorRef(
    checkoutMachines.checkout.provide({
      actions: {
        go: (_, { place, replace }) => {
          keepDraft(place)
          const next = router.buildLocation({ to: Route.fullPath, search: searchOf(place) })
          // Landing where the address bar already is writes nothing (a navigation would reload the step).
          if (next.href !== router.state.location.href) void navigate({ search: searchOf(place), replace })
        },
        addressesChanged: () => void router.invalidate({ filter: (match) => match.routeId === Route.id }),
      },
    }),
    { input: placeOf(search) },
  )
  useEffect(() => {
    checkout.send({ type: 'URL', place: placeOf(search) })
  }, [search, checkout])

  const onPaid = useCallback(
    (outcome: PayOutcome) => {
      keepDraft(null)
      const orders = search.orders
      void navigate({ to: outcome === 'balance' ? '/success/pay' : '/success/pay/virtualCurrency', search: { orders }, replace: true })
    },
    [navigate, search.orders],
  )
  return (
    <CheckoutScreen
      checkout={checkout}
      data={{ status: 'ready', data }}
      machines={checkoutMachines}
      upload={uploadImage}
      addressBook={addressBook}
      onPaid={onPaid}
    />
  )
}
