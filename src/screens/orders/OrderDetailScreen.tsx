import { Box, Heading, HStack, Link as ChakraLink, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { ChevronLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { PaymentReceiptStatus } from '../../../contract/lifecycles'
import type { Order } from '../../../contract/order'
import type { orderActionsMachine } from '../../../machines/orderActions'
import { orderButtons } from '../../../machines/orderButtons'
import { Money } from '../../components/Money'
import { actorLabels } from '../../components/order/actorLabels'
import { PayCountdown } from '../../components/order/PayCountdown'
import { RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'
import { formatDate } from '../../lib/money'
import { orderStatusLabels, receiptLabels } from './labels'
import { OrderDialogs, TrackingEntries } from './OrderDialogs'
import { OrderActionButtons, OrderItemRow, OrderStatusBadge, ReviewNotice, WithPayCountdown } from './OrderParts'

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

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3" borderWidth="1px" p={{ base: '4', md: '5' }} bg="bg">
      <Heading as="h2" textStyle="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted" fontWeight="normal">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** A label and its value, on one line. */
function Row({ label, children, strong = false }: { label: ReactNode; children: ReactNode; strong?: boolean }) {
  return (
    <HStack justify="space-between" gap="4" textStyle="sm" fontWeight={strong ? 'semibold' : 'normal'}>
      <Text color={strong ? 'fg' : 'fg.muted'}>{label}</Text>
      <Text textAlign="end">{children}</Text>
    </HStack>
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
  const remark = order.userRemark
  const when = (t: number | null) => formatDate(t, i18n.locale, true)
  const paid = order.payPrice > 0
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
      <Section title={order.shopName}>
        <Stack gap="0">
          {order.items.map((item, i) => (
            <Box key={item.id} borderTopWidth={i === 0 ? '0' : '1px'} borderColor="border.muted">
              <OrderItemRow item={item} actions={buttons.items[item.id] ?? []} />
            </Box>
          ))}
        </Stack>
      </Section>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Section title={<Trans>Receiver</Trans>}>
          <Stack gap="1" textStyle="sm">
            <Text fontWeight="medium">{order.receiverName}</Text>
            <Text>{order.receiverMobile}</Text>
            <Text>{order.receiverDetailAddress}</Text>
            <Text>{[order.receiverZipcode, order.receiverCity, order.receiverAreaName].filter(Boolean).join(', ')}</Text>
            {order.userRemark && (
              <Text color="fg.muted">
                <Trans>Note: {remark}</Trans>
              </Text>
            )}
          </Stack>
        </Section>
        <Section title={<Trans>Payment</Trans>}>
          <Stack gap="2">
            <Row label={<Trans>Items</Trans>}>
              <Money cents={order.totalPrice - order.deliveryPrice} />
            </Row>
            <Row label={<Trans>Shipping</Trans>}>
              {order.deliveryPrice === 0 ? <Trans>Free</Trans> : <Money cents={order.deliveryPrice} />}
            </Row>
            <Row label={<Trans>Total</Trans>} strong>
              <Money cents={order.totalPrice} />
            </Row>
            <Row label={<Trans>Paid</Trans>}>{paid ? <Money cents={order.payPrice} /> : '—'}</Row>
            <Row label={<Trans>Pay method</Trans>}>{order.payName || '—'}</Row>
          </Stack>
        </Section>
        {order.logisticsNo !== '' && (
          <Section title={<Trans>Delivery tracking</Trans>}>
            <TrackingEntries order={order} />
          </Section>
        )}
        <Section title={<Trans>Dates</Trans>}>
          <Stack gap="2">
            <Row label={<Trans>Placed</Trans>}>{when(order.createTime)}</Row>
            {order.payTime !== null && <Row label={<Trans>Paid</Trans>}>{when(order.payTime)}</Row>}
            {order.deliveryTime !== null && <Row label={<Trans>Shipped</Trans>}>{when(order.deliveryTime)}</Row>}
            {order.receiveTime !== null && <Row label={<Trans>Received</Trans>}>{when(order.receiveTime)}</Row>}
            {order.cancelTime !== null && <Row label={<Trans>Cancelled</Trans>}>{when(order.cancelTime)}</Row>}
          </Stack>
        </Section>
      </SimpleGrid>
      {order.moves.length > 0 && (
        <Section title={<Trans>History</Trans>}>
          <Timeline moves={order.moves} />
        </Section>
      )}
    </Stack>
  )
}

/** Every move of the order, newest first: what it became, who moved it, when, and why. */
function Timeline({ moves }: { moves: Order['moves'] }) {
  const { i18n } = useLingui()
  const rows = [...moves].reverse()
  return (
    <Stack as="ol" gap="3" listStyleType="none" ps="0">
      {rows.map((move, i) => {
        const receipt = move.auditStatus !== PaymentReceiptStatus.noPayReceipt && move.auditStatus !== PaymentReceiptStatus.pass
        const what = receipt ? receiptLabels[move.auditStatus] : orderStatusLabels[move.status]?.label
        const who = actorLabels[move.actor]
        return (
          <Stack as="li" key={`${move.createTime}-${i}`} gap="0" textStyle="sm">
            <HStack gap="2" wrap="wrap">
              <Text fontWeight="medium">{what ? i18n._(what) : move.status}</Text>
              <Text color="fg.muted">· {who ? i18n._(who) : move.actor}</Text>
            </HStack>
            <Text textStyle="xs" color="fg.muted">
              {formatDate(move.createTime, i18n.locale, true)}
            </Text>
            {move.remark && <Text color="fg.muted">{move.remark}</Text>}
          </Stack>
        )
      })}
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
