import { Grid, Skeleton, Stack } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { LinkOptions } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import type { PayOutcome } from '../../../machines/checkout/payDialog'
import { RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'
import { AddressStep, type CheckoutActor } from './AddressStep'
import { CartSkeleton, CartStep } from './CartStep'
import type { CheckoutData } from './checkoutData'
import { CheckoutFrame } from './CheckoutFrame'
import type { CheckoutMachines } from './machines'
import { PayStep } from './PayStep'

export interface CheckoutScreenProps {
  checkout: CheckoutActor
  data: ListState<CheckoutData>
  machines: Pick<CheckoutMachines, 'cart' | 'address' | 'pay'>
  upload: (file: File) => Promise<string>
  addressBook: LinkOptions
  onPaid: (outcome: PayOutcome) => void
}

/** /basket: the step the checkout is at, drawn from the data loaded for it (a skeleton while the step's data arrive). */
export function CheckoutScreen({ checkout, data, machines, upload, addressBook, onPaid }: CheckoutScreenProps) {
  const step = useSelector(checkout, (s) => (s.hasTag('step3') ? 3 : s.hasTag('step2') ? 2 : 1))
  return (
    <CheckoutFrame step={step}>
      {data.status === 'failed' ? (
        <CheckoutFailed retry={data.retry} />
      ) : data.status === 'loading' || data.data.step !== step ? (
        <StepSkeleton step={step} />
      ) : data.data.step === 3 ? (
        <PayStepOf key={data.data.orders.join()} data={data.data} logic={machines.pay} upload={upload} onPaid={onPaid} />
      ) : data.data.step === 2 ? (
        <AddressStep
          actor={checkout}
          data={{ ...data.data, cart: data.data.cart.list }}
          addressLogic={machines.address}
          addressBook={addressBook}
        />
      ) : (
        <CartStepOf checkout={checkout} data={data.data} logic={machines.cart} />
      )}
    </CheckoutFrame>
  )
}

/** /basket while the step the address bar asks for loads, or when it cannot be had. */
export function CheckoutPlaceholder({ step, retry }: { step: 1 | 2 | 3; retry?: () => void }) {
  return <CheckoutFrame step={step}>{retry ? <CheckoutFailed retry={retry} /> : <StepSkeleton step={step} />}</CheckoutFrame>
}

function CheckoutFailed({ retry }: { retry: () => void }) {
  return (
    <RetryNotice retry={retry}>
      <Trans>Your checkout could not be loaded.</Trans>
    </RetryNotice>
  )
}

function CartStepOf({
  checkout,
  data,
  logic,
}: {
  checkout: CheckoutActor
  data: Extract<CheckoutData, { step: 1 | 2 }>
  logic: CheckoutMachines['cart']
}) {
  const selected = useSelector(checkout, (s) => s.context.lines)
  const actor = useActorRef(logic, { input: { cart: data.cart, selected } })
  return <CartStep actor={actor} onSettled={(lines) => checkout.send({ type: 'SETTLED', lines })} />
}

function PayStepOf({
  data,
  logic,
  upload,
  onPaid,
}: { data: Extract<CheckoutData, { step: 3 }>; logic: CheckoutMachines['pay'] } & Pick<CheckoutScreenProps, 'upload' | 'onPaid'>) {
  const actor = useActorRef(logic, { input: { summary: data.summary, channels: data.channels, orderIds: data.orders } })
  return <PayStep actor={actor} upload={upload} onPaid={onPaid} />
}

function StepSkeleton({ step }: { step: number }) {
  if (step === 1) return <CartSkeleton />
  return (
    <Grid templateColumns={{ base: '1fr', lg: '1fr 340px' }} gap="10" aria-busy="true">
      <Stack gap="4">
        <Skeleton h="8" w="48" />
        <Skeleton h="32" />
        <Skeleton h="24" />
      </Stack>
      <Skeleton h="64" />
    </Grid>
  )
}
