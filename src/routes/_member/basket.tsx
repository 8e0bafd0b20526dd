import { createFileRoute, linkOptions, useNavigate } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { useCallback, useEffect, useRef } from 'react'
import { integer, integers, oneOf, searchSchema, text } from '../../../contract/search'
import type { CheckoutPlace } from '../../../machines/checkout/checkout'
import type { PayOutcome } from '../../../machines/checkout/payDialog'
import { uploadImage } from '../../api/file'
import { keepDraft, loadCheckout, placeOf, searchOf } from '../../screens/checkout/checkoutData'
import { CheckoutScreen } from '../../screens/checkout/CheckoutScreen'
import { checkoutMachines } from '../../screens/checkout/machines'
import { useLoaded } from '../../screens/checkout/useLoaded'

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

export const Route = createFileRoute('/_member/basket')({
  validateSearch: basketSearch,
  component: Basket,
})

const addressBook = linkOptions({ to: '/myaddress', search: { t: 2 } })
const sameSearch = (a: object, b: object) => JSON.stringify(a) === JSON.stringify(b)

function Basket() {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const step = search.step ?? 1
  const orders = (search.orders ?? []).join()
  const { state: data, reload } = useLoaded(`${step}|${orders}`, () => loadCheckout(step, search.orders ?? []))
  const shown = useRef(search)
  shown.current = search
  const go = useCallback(
    ({ place, replace }: { place: CheckoutPlace; replace: boolean }) => {
      keepDraft(place)
      const next = searchOf(place)
      const now = shown.current
      // The address book's `ano` becomes the chosen addressId.
      if (now.ano !== undefined || !sameSearch(next, searchOf(placeOf(now) as CheckoutPlace))) void navigate({ search: next, replace })
    },
    [navigate],
  )
  const checkout = useActorRef(
    checkoutMachines.checkout.provide({
      actions: {
        go: (_, to) => go(to),
        addressesChanged: reload,
      },
    }),
    { input: placeOf(search) },
  )
  // Back and Forward move the address bar first: the checkout follows when it is not already there.
  const place = placeOf(search)
  const placeKey = JSON.stringify(place)
  useEffect(() => {
    const at = checkout.getSnapshot()
    const step = at.hasTag('step3') ? 3 : at.hasTag('step2') ? 2 : 1
    const mine = searchOf({ ...at.context, step })
    if (!sameSearch(mine, searchOf(JSON.parse(placeKey) as CheckoutPlace))) checkout.send({ type: 'URL', place: JSON.parse(placeKey) })
  }, [placeKey, checkout])

  const onPaid = useCallback(
    (outcome: PayOutcome) => {
      keepDraft(null)
      void navigate({ to: outcome === 'balance' ? '/success/pay' : '/success/pay/virtualCurrency', replace: true })
    },
    [navigate],
  )
  return (
    <CheckoutScreen
      checkout={checkout}
      data={data}
      machines={checkoutMachines}
      upload={uploadImage}
      addressBook={addressBook}
      onPaid={onPaid}
    />
  )
}
