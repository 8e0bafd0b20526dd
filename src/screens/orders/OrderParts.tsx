import { Button, HStack, Image, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { Fragment, type ReactNode, useRef } from 'react'
import type { Order, OrderItem } from '../../../contract/order'
import { expiredOrder, type ItemAction, type OrderAction, orderButtons, type ReviewState } from '../../../machines/order/orderButtons'
import { orderCountdownMachine, secondsToPay } from '../../../machines/order/orderCountdown'
import { Usd } from '../../components/Usd'
import { orderLinks } from './links'

export { OrderStatusBadge } from '../../components/order/OrderStatusBadge'

export const caps = { textTransform: 'uppercase', letterSpacing: 'wider', textStyle: 'xs', borderRadius: 'none' } as const

/** What the dialog buttons (cancel, confirm receipt, tracking) ask of the page's dialogs machine. */
export type OrderDialogRequest = (type: 'CANCEL' | 'CONFIRM_RECEIPT' | 'TRACK', order: Order) => void

/**
 * Renders `children` with the order as it stands now: while its payment countdown runs, the time
 * left; once the deadline passes, the order as cancelled (and `onExpired` reloads it).
 */
export function WithPayCountdown({ order, onExpired, children }: CountdownProps) {
  return orderButtons(order).countdown ? (
    <Counting key={order.no} order={order} onExpired={onExpired}>
      {children}
    </Counting>
  ) : (
    children(order, null)
  )
}

interface CountdownProps {
  order: Order
  onExpired: () => void
  children: (order: Order, remaining: number | null) => ReactNode
}

function Counting({ order, onExpired, children }: CountdownProps) {
  const latest = useRef(onExpired)
  latest.current = onExpired
  const countdown = useActorRef(orderCountdownMachine.provide({ actions: { expired: () => latest.current() } }), {
    input: { seconds: secondsToPay(order) },
  })
  const remaining = useSelector(countdown, (s) => s.context.remaining)
  const expired = useSelector(countdown, (s) => s.hasTag('expired'))
  return children(expired ? expiredOrder(order) : order, expired ? null : remaining)
}

/** The payment screenshot's review: under review (no buttons meanwhile), or rejected with the platform's remark. */
export function ReviewNotice({ review, remark }: { review: ReviewState; remark: string }) {
  if (review === 'waiting')
    return (
      <Text textStyle="sm" color="blue.700" role="status">
        <Trans>Paid, awaiting review. The platform checks payments within 24 hours.</Trans>
      </Text>
    )
  if (review === 'rejected')
    return (
      <Stack gap="1" textStyle="sm" color="red.700" role="status">
        <Text fontWeight="medium">
          <Trans>Payment receipt rejected</Trans>
        </Text>
        {remark && <Text>{remark}</Text>}
      </Stack>
    )
  return null
}

const primary: readonly OrderAction[] = ['payNow', 'confirmReceipt', 'evaluate']

/** The order's buttons (machines/order/orderButtons.ts decides which). */
export function OrderActionButtons({ order, actions, onDialog }: { order: Order; actions: OrderAction[]; onDialog: OrderDialogRequest }) {
  if (actions.length === 0) return null
  const look = (action: OrderAction) => ({ ...caps, size: 'sm', variant: primary.includes(action) ? 'solid' : 'outline' }) as const
  const button = (action: OrderAction): ReactNode => {
    switch (action) {
      case 'cancel':
        return (
          <Button {...look(action)} onClick={() => onDialog('CANCEL', order)}>
            <Trans>Cancel order</Trans>
          </Button>
        )
      case 'confirmReceipt':
        return (
          <Button {...look(action)} onClick={() => onDialog('CONFIRM_RECEIPT', order)}>
            <Trans>Confirm receipt</Trans>
          </Button>
        )
      case 'tracking':
        return (
          <Button {...look(action)} onClick={() => onDialog('TRACK', order)}>
            <Trans>Delivery tracking</Trans>
          </Button>
        )
      case 'uploadProof':
        return (
          <Button {...look(action)} asChild>
            <Link {...orderLinks.uploadProof(order)}>
              <Trans>I have paid</Trans>
            </Link>
          </Button>
        )
      case 'payNow':
        return (
          <Button {...look(action)} asChild>
            <Link {...orderLinks.payNow(order)}>
              <Trans>Pay now</Trans>
            </Link>
          </Button>
        )
      case 'evaluate':
        return (
          <Button {...look(action)} asChild>
            <Link {...orderLinks.evaluate(order)}>
              <Trans>Evaluate</Trans>
            </Link>
          </Button>
        )
      case 'viewEvaluation':
        return (
          <Button {...look(action)} asChild>
            <Link {...orderLinks.viewEvaluation(order)}>
              <Trans>View evaluation</Trans>
            </Link>
          </Button>
        )
    }
  }
  return (
    <HStack gap="2" wrap="wrap" justify="flex-end">
      {actions.map((action) => (
        <Fragment key={action}>{button(action)}</Fragment>
      ))}
    </HStack>
  )
}

function ItemButtons({ item, actions }: { item: OrderItem; actions: ItemAction[] }) {
  if (actions.length === 0) return null
  return (
    <HStack gap="2" wrap="wrap">
      {actions.includes('applyRefund') && (
        <Button {...caps} size="xs" variant="outline" asChild>
          <Link {...orderLinks.applyRefund(item)}>
            <Trans>Apply for refund</Trans>
          </Link>
        </Button>
      )}
      {actions.includes('viewAfterSale') && item.afterSaleId !== null && (
        <Button {...caps} size="xs" variant="ghost" asChild>
          <Link {...orderLinks.viewAfterSale(item.afterSaleId)}>
            <Trans>View after-sale</Trans>
          </Link>
        </Button>
      )}
    </HStack>
  )
}

/** One item: picture, brand, name, properties, count and unit price; its after-sale buttons. */
export function OrderItemRow({ item, actions }: { item: OrderItem; actions: ItemAction[] }) {
  const count = item.count
  return (
    <HStack gap="4" align="flex-start" py="3">
      <Image src={item.picUrl} alt={item.spuName} w="16" h="20" objectFit="cover" bg="bg.muted" flexShrink={0} loading="lazy" />
      <Stack gap="1" flex="1" minW="0">
        <Text textStyle="xs" textTransform="uppercase" letterSpacing="wider" color="fg.muted">
          {item.brandName}
        </Text>
        <Text textStyle="sm" lineClamp={2}>
          {item.spuName}
        </Text>
        {item.properties && (
          <Text textStyle="xs" color="fg.muted">
            {item.properties}
          </Text>
        )}
        <ItemButtons item={item} actions={actions} />
      </Stack>
      <Stack gap="1" textAlign="end" flexShrink={0} textStyle="sm">
        <Text>
          <Usd cents={item.price} />
        </Text>
        <Text color="fg.muted" textStyle="xs">
          <Trans>× {count}</Trans>
        </Text>
      </Stack>
    </HStack>
  )
}
