import { Button, Container, Heading, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { OrderStatus, PaymentReceiptStatus } from '../../../contract/lifecycles'
import type { PayChannel, PaySummary } from '../../../contract/order'
import type { PayOutcome } from '../../../machines/checkout/payDialog'
import { Notice, RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'
import type { CheckoutMachines } from './machines'
import { EvidencePanel, type PayActor, PayStep, usePaid } from './PayStep'

export interface PayData {
  summary: PaySummary
  channels: PayChannel[]
  orders: number[]
}

export interface PaymentPageProps {
  data: ListState<PayData>
  /** `onlyPayOrderPic=true`: "I have paid", the screenshot alone. */
  evidenceOnly: boolean
  logic: CheckoutMachines['pay']
  upload: (file: File) => Promise<string>
  onPaid: (outcome: PayOutcome) => void
}

/** Orders that can still be paid: waiting for payment, with no screenshot under review. */
export const payable = (summary: PaySummary) =>
  summary.orders.some((o) => o.status === OrderStatus.waitPay && o.auditStatus !== PaymentReceiptStatus.waiting)

/** /paymentPage/{id} (docs/behaviour.md#checkout): pay an unpaid order later, or only upload its payment screenshot. */
export function PaymentPageScreen({ data, evidenceOnly, logic, upload, onPaid }: PaymentPageProps) {
  return (
    <Container maxW={evidenceOnly ? '2xl' : '6xl'} py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap="8">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          {evidenceOnly ? <Trans>I have paid</Trans> : <Trans>Pay your order</Trans>}
        </Heading>
        {data.status === 'loading' ? (
          <Stack gap="4" aria-busy="true">
            <Skeleton h="24" />
            <Skeleton h="48" />
          </Stack>
        ) : data.status === 'failed' ? (
          <RetryNotice retry={data.retry}>
            <Trans>This order could not be loaded.</Trans>
          </RetryNotice>
        ) : !payable(data.data.summary) ? (
          <Notice
            action={
              <Button asChild variant="outline" borderRadius="none">
                <Link to="/myOrders">
                  <Trans>My orders</Trans>
                </Link>
              </Button>
            }
          >
            <Trans>This order has nothing left to pay.</Trans>
          </Notice>
        ) : (
          <PayPage data={data.data} evidenceOnly={evidenceOnly} logic={logic} upload={upload} onPaid={onPaid} />
        )}
      </Stack>
    </Container>
  )
}

function PayPage({ data, evidenceOnly, logic, upload, onPaid }: Omit<PaymentPageProps, 'data'> & { data: PayData }) {
  const actor = useActorRef(logic, { input: { summary: data.summary, channels: data.channels, orderIds: data.orders, evidenceOnly } })
  if (!evidenceOnly) return <PayStep actor={actor} upload={upload} onPaid={onPaid} />
  return <EvidencePage actor={actor} upload={upload} onPaid={onPaid} />
}

/** The pay dialog's content as a page: where to pay and the screenshot. */
export function EvidencePage({ actor, upload, onPaid }: { actor: PayActor } & Pick<PaymentPageProps, 'upload' | 'onPaid'>) {
  usePaid(actor, onPaid)
  return (
    <Stack gap="6">
      <Text color="fg.muted">
        <Trans>Upload the screenshot of your payment. The platform reviews it within 24 hours.</Trans>
      </Text>
      <EvidencePanel actor={actor} upload={upload} />
    </Stack>
  )
}
