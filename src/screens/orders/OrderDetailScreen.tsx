import { Box, Heading, HStack, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { ChevronLeft } from 'lucide-react'
import type { Order } from '../../../contract/order'
import type { orderActionsMachine } from '../../../machines/order/orderActions'
import { orderButtons } from '../../../machines/order/orderButtons'
import { DetailRow, DetailSection } from '../../components/DetailSection'
import { MoveTimeline } from '../../components/order/MoveTimeline'
import { OrderTotals, ReceiverLines } from '../../components/order/OrderSummary'
import { PayCountdown } from '../../components/order/PayCountdown'
import { RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'
import { formatDate } from '../../lib/money'
import { orderMoveLabel } from '../../components/order/orderLabels'
import { OrderDialogs, TrackingEntries } from './OrderDialogs'
import { OrderActionButtons, OrderItemRow, OrderStatusBadge, ReviewNotice, WithPayCountdown } from './OrderParts'
import { plain } from '../../lib/plain'

export interface OrderDetailScreenProps {
  detail: ListState<Order>
  actions: typeof orderActionsMachine
  onExpired: () => void
}

/** /orderDetails?no=: one order with its countdown or review, items, receiver, totals, payment, tracking, timeline and dates. */
export function OrderDetailScreen({ detail, actions, onExpired }: OrderDetailScreenProps) {
  const dialogs = useActorRef(actions)
  return (
    <Stack gap="6">
      <ChakraLink asChild textStyle="sm" color="fg.muted" alignSelf="flex-start">
        <Link to="/myOrders">
          <ChevronLeft size={14} aria-hidden />
          <Trans>All orders</Trans>
        </Link>
      </ChakraLink>
      {detail.status === 'loading' && <DetailSkeleton />}
      {detail.status === 'failed' && (
        <RetryNotice retry={detail.retry}>
          <Trans>We could not load this order.</Trans>
        </RetryNotice>
      )}
      {detail.status === 'ready' && (
        <WithPayCountdown order={detail.data} onExpired={onExpired}>
          {(order, remaining) => (
            <OrderDetail order={order} remaining={remaining} onDialog={(type, o) => dialogs.send({ type, order: o })} />
          )}
        </WithPayCountdown>
      )}
      <OrderDialogs actions={dialogs} />
    </Stack>
  )
}

function OrderDetail({
  order,
  remaining,
  onDialog,
}: {
  order: Order
  remaining: number | null
  onDialog: Parameters<typeof OrderActionButtons>[0]['onDialog']
}) {
  const { i18n } = useLingui()
  const buttons = orderButtons(order)
  const no = order.no
  const remark = plain(order.userRemark)
  const when = (t: number | null) => formatDate(t, i18n.locale, true)
  return (
    <Stack gap="6">
      <Stack gap="3">
        <HStack gap="4" wrap="wrap" justify="space-between">
          <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }}>
            <Trans>Order {no}</Trans>
          </Heading>
          <OrderStatusBadge status={order.status} />
        </HStack>
        {remaining !== null && <PayCountdown remaining={remaining} />}
        <ReviewNotice review={buttons.review} remark={order.auditRemark} />
        <OrderActionButtons order={order} actions={buttons.actions} onDialog={onDialog} />
      </Stack>
      <DetailSection title={order.shopName}>
        <Stack gap="0">
          {order.items.map((item, i) => (
            <Box key={item.id} borderTopWidth={i === 0 ? '0' : '1px'} borderColor="border.muted">
              <OrderItemRow item={item} actions={buttons.items[item.id] ?? []} />
            </Box>
          ))}
        </Stack>
      </DetailSection>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <DetailSection title={<Trans>Receiver</Trans>}>
          <Stack gap="1" textStyle="sm">
            <ReceiverLines order={order} />
            {order.userRemark && (
              <Text color="fg.muted">
                <Trans>Note: {remark}</Trans>
              </Text>
            )}
          </Stack>
        </DetailSection>
        <DetailSection title={<Trans>Payment</Trans>}>
          <Stack gap="2">
            <OrderTotals order={order} />
          </Stack>
        </DetailSection>
        {order.logisticsNo !== '' && (
          <DetailSection title={<Trans>Delivery tracking</Trans>}>
            <TrackingEntries order={order} />
          </DetailSection>
        )}
        <DetailSection title={<Trans>Dates</Trans>}>
          <Stack gap="2">
            <DetailRow label={<Trans>Placed</Trans>}>{when(order.createTime)}</DetailRow>
            {order.payTime !== null && <DetailRow label={<Trans>Paid</Trans>}>{when(order.payTime)}</DetailRow>}
            {order.deliveryTime !== null && <DetailRow label={<Trans>Shipped</Trans>}>{when(order.deliveryTime)}</DetailRow>}
            {order.receiveTime !== null && <DetailRow label={<Trans>Received</Trans>}>{when(order.receiveTime)}</DetailRow>}
            {order.cancelTime !== null && <DetailRow label={<Trans>Cancelled</Trans>}>{when(order.cancelTime)}</DetailRow>}
          </Stack>
        </DetailSection>
      </SimpleGrid>
      {order.moves.length > 0 && (
        <DetailSection title={<Trans>History</Trans>}>
          <MoveTimeline moves={order.moves} label={orderMoveLabel} />
        </DetailSection>
      )}
    </Stack>
  )
}

function DetailSkeleton() {
  return (
    <Stack gap="6" aria-busy="true">
      <Skeleton h="10" w="60%" />
      <Skeleton h="40" />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Skeleton h="32" />
        <Skeleton h="32" />
      </SimpleGrid>
    </Stack>
  )
}
