import { Box, Button, Link as ChakraLink, Heading, HStack, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Global } from '@emotion/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronLeft, Printer } from 'lucide-react'
import { PaymentReceiptStatus } from '../../../contract/lifecycles'
import type { SellerOrder } from '../../../contract/sellerOrder'
import { DetailRow, DetailSection } from '../../components/DetailSection'
import { RetryNotice } from '../../components/Notice'
import { MoveTimeline, shopActorLabels } from '../../components/order/MoveTimeline'
import { OrderTotals, ReceiverLines } from '../../components/order/OrderSummary'
import { Usd } from '../../components/Usd'
import type { ListState } from '../../lib/listState'
import { formatDate } from '../../lib/money'
import { orderMoveLabel, receiptLabels } from '../../components/order/orderLabels'
import { TrackingEntries } from '../../components/order/TrackingEntries'
import { OrderStatusBadge } from '../../components/order/OrderStatusBadge'
import { OrderDialogs, type OrderDialogsActor } from './OrderDialogs'
import { PackingSlip } from './PackingSlip'
import { shopOrderMoves } from './shopOrderMoves'

export interface OrderScreenProps {
  detail: ListState<SellerOrder>
  /** The order's dialogs, wired to its calls (none while loading). */
  dialogs?: OrderDialogsActor
  /** Prints the page (its print stylesheet shows the packing slip only). */
  print?: () => void
}

/** /seller/orders/{no}: one order of the shop's, with the moves its lifecycle allows the shop and a printable packing slip. */
export function OrderScreen({ detail, dialogs, print = () => window.print() }: OrderScreenProps) {
  return (
    <Stack gap="6">
      <ChakraLink asChild textStyle="sm" color="fg.muted" alignSelf="flex-start">
        <Link to="/seller/orders">
          <ChevronLeft size={14} aria-hidden />
          <Trans>All orders</Trans>
        </Link>
      </ChakraLink>
      {detail.status === 'loading' && <Skeleton h="64" />}
      {detail.status === 'failed' && (
        <RetryNotice retry={detail.retry}>
          <Trans>We could not load this order.</Trans>
        </RetryNotice>
      )}
      {detail.status === 'ready' && dialogs && <Order order={detail.data} dialogs={dialogs} print={print} />}
    </Stack>
  )
}

/** In print, only the packing slip: every other part of the page is hidden. */
const printOnlySlip = {
  '@media print': {
    'body *': { visibility: 'hidden' },
    '[data-packing-slip], [data-packing-slip] *': { visibility: 'visible' },
    '[data-packing-slip]': { display: 'block !important', position: 'absolute', insetInlineStart: 0, top: 0, width: '100%' },
  },
} as const

function Order({ order, dialogs: actor, print }: { order: SellerOrder; dialogs: OrderDialogsActor; print: () => void }) {
  const moves = shopOrderMoves(order)
  const no = order.no
  return (
    <Stack gap="6">
      <Global styles={printOnlySlip} />
      <Stack gap="3">
        <HStack gap="4" wrap="wrap" justify="space-between">
          <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '2xl', md: '3xl' }}>
            <Trans>Order {no}</Trans>
          </Heading>
          <OrderStatusBadge status={order.status} />
        </HStack>
        <Actions moves={moves} actor={actor} print={print} />
      </Stack>
      <DetailSection title={<Trans>Items</Trans>}>
        <Stack gap="0">
          {order.items.map((item, i) => (
            <HStack key={item.id} gap="4" py="3" borderTopWidth={i === 0 ? '0' : '1px'} borderColor="border.muted" align="flex-start">
              <Image src={item.picUrl} alt="" w="16" h="20" objectFit="cover" bg="bg.muted" flexShrink={0} />
              <Stack gap="0.5" flex="1" minW="0" textStyle="sm">
                <Text color="fg.muted" textStyle="xs" textTransform="uppercase" letterSpacing="wider">
                  {item.brandName}
                </Text>
                <Text fontWeight="medium">{item.spuName}</Text>
                <Text color="fg.muted">{item.properties}</Text>
              </Stack>
              <Stack gap="0.5" textStyle="sm" textAlign="end">
                <Usd cents={item.price} />
                <Text color="fg.muted">× {item.count}</Text>
              </Stack>
            </HStack>
          ))}
        </Stack>
      </DetailSection>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
        <Receiver order={order} />
        <Payment order={order} />
        {order.logisticsNo !== '' && (
          <DetailSection title={<Trans>Delivery tracking</Trans>}>
            <TrackingEntries order={order} />
          </DetailSection>
        )}
        {order.moves.length > 0 && (
          <DetailSection title={<Trans>History</Trans>}>
            <MoveTimeline moves={order.moves} label={orderMoveLabel} actors={shopActorLabels} />
          </DetailSection>
        )}
      </SimpleGrid>
      <PackingSlip order={order} />
      <OrderDialogs actor={actor} no={no} />
    </Stack>
  )
}

function Actions({ moves, actor, print }: { moves: ReturnType<typeof shopOrderMoves>; actor: OrderDialogsActor; print: () => void }) {
  const look = { size: 'sm', borderRadius: 'none' } as const
  return (
    <HStack gap="2" wrap="wrap">
      {moves.ship && (
        <Button {...look} bg="fg" color="bg" onClick={() => actor.send({ type: 'SHIP' })}>
          <Trans>Ship</Trans>
        </Button>
      )}
      {moves.track && (
        <Button {...look} variant="outline" onClick={() => actor.send({ type: 'TRACK' })}>
          <Trans>Add a tracking update</Trans>
        </Button>
      )}
      {moves.cancel && (
        <Button {...look} variant="outline" colorPalette="red" onClick={() => actor.send({ type: 'CANCEL' })}>
          <Trans>Cancel order</Trans>
        </Button>
      )}
      <Button {...look} variant="ghost" onClick={print}>
        <Printer size={16} aria-hidden />
        <Trans>Print packing slip</Trans>
      </Button>
    </HStack>
  )
}

function Receiver({ order }: { order: SellerOrder }) {
  const remark = order.userRemark
  return (
    <DetailSection title={<Trans>Receiver</Trans>}>
      <Stack gap="1" textStyle="sm">
        <ReceiverLines order={order} />
        <Text color="fg.muted">{order.email}</Text>
        {remark && (
          <Box borderInlineStartWidth="2px" ps="3" mt="2">
            <Text color="fg.muted" textStyle="xs">
              <Trans>Shopper’s note</Trans>
            </Text>
            <Text>{remark}</Text>
          </Box>
        )}
      </Stack>
    </DetailSection>
  )
}

function Payment({ order }: { order: SellerOrder }) {
  const { i18n } = useLingui()
  const receipt = receiptLabels[order.auditStatus]
  return (
    <DetailSection title={<Trans>Payment</Trans>}>
      <Stack gap="2">
        <OrderTotals order={order} />
        {order.auditStatus !== PaymentReceiptStatus.noPayReceipt && receipt && (
          <DetailRow label={<Trans>Payment receipt</Trans>}>{i18n._(receipt)}</DetailRow>
        )}
        <DetailRow label={<Trans>Placed</Trans>}>{formatDate(order.createTime, i18n.locale, true)}</DetailRow>
        {order.payTime !== null && <DetailRow label={<Trans>Paid on</Trans>}>{formatDate(order.payTime, i18n.locale, true)}</DetailRow>}
      </Stack>
    </DetailSection>
  )
}
