import { Box, HStack, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { Order } from '../../../contract/order'
import { orderButtons } from '../../../machines/order/orderButtons'
import { Usd } from '../../components/Usd'
import { PayCountdown } from '../../components/order/PayCountdown'
import { formatDate } from '../../lib/money'
import { orderLinks } from './links'
import { type OrderDialogRequest, OrderActionButtons, OrderItemRow, OrderStatusBadge, ReviewNotice, WithPayCountdown } from './OrderParts'

/** docs/behaviour.md#layout: the account pages' narrow layout is 768 px or less. */
const narrow = '@media screen and (max-width: 768px)'

export interface OrderCardProps {
  order: Order
  onDialog: OrderDialogRequest
  /** The payment deadline passed while shown: the page reloads. */
  onExpired: () => void
}

/** One order of /myOrders: shop, number, date, status, items, totals with freight, and its buttons. */
export function OrderCard({ order: loaded, onDialog, onExpired }: OrderCardProps) {
  const { i18n, t } = useLingui()
  return (
    <WithPayCountdown order={loaded} onExpired={onExpired}>
      {(order, remaining) => {
        const buttons = orderButtons(order)
        const no = order.no
        return (
          <Box as="article" borderWidth="1px" bg="bg" aria-label={t`Order ${no}`}>
            <HStack
              justify="space-between"
              gap="4"
              px="4"
              py="3"
              bg="bg.subtle"
              wrap="wrap"
              css={{ [narrow]: { flexDirection: 'column', alignItems: 'flex-start', gap: '2' } }}
            >
              <HStack gap="4" wrap="wrap" textStyle="sm">
                <ChakraLink asChild fontWeight="medium">
                  <Link {...orderLinks.shop(order)}>{order.shopName}</Link>
                </ChakraLink>
                <ChakraLink asChild color="fg.muted" fontVariantNumeric="tabular-nums">
                  <Link {...orderLinks.detail(order)}>
                    <Trans>No. {no}</Trans>
                  </Link>
                </ChakraLink>
                <Text color="fg.muted">{formatDate(order.createTime, i18n.locale, true)}</Text>
              </HStack>
              <OrderStatusBadge status={order.status} />
            </HStack>
            <Stack px="4" gap="0">
              {order.items.map((item, i) => (
                <Box key={item.id} borderTopWidth={i === 0 ? '0' : '1px'} borderColor="border.muted">
                  <OrderItemRow item={item} actions={buttons.items[item.id] ?? []} />
                </Box>
              ))}
            </Stack>
            <Separator />
            <Stack px="4" py="3" gap="3">
              <HStack justify="space-between" gap="4" wrap="wrap" align="flex-start">
                <Stack gap="2">
                  {remaining !== null && <PayCountdown remaining={remaining} />}
                  <ReviewNotice review={buttons.review} remark={order.auditRemark} />
                </Stack>
                <OrderTotals order={order} />
              </HStack>
              <HStack justify="space-between" gap="3" wrap="wrap">
                <ChakraLink asChild textStyle="sm" textDecoration="underline">
                  <Link {...orderLinks.detail(order)}>
                    <Trans>Order details</Trans>
                  </Link>
                </ChakraLink>
                <OrderActionButtons order={order} actions={buttons.actions} onDialog={onDialog} />
              </HStack>
            </Stack>
          </Box>
        )
      }}
    </WithPayCountdown>
  )
}

/** The total with its freight (0 is free shipping), from cents. */
function OrderTotals({ order }: { order: Order }) {
  const count = order.items.reduce((sum, item) => sum + item.count, 0)
  return (
    <Stack gap="0" textAlign="end" textStyle="sm" ms="auto">
      <Text>
        <Plural value={count} one="# item" other="# items" />
        {' · '}
        <Trans>Total</Trans>{' '}
        <Text as="strong" fontWeight="semibold">
          <Usd cents={order.totalPrice} />
        </Text>
      </Text>
      <Text color="fg.muted" textStyle="xs">
        {order.deliveryPrice === 0 ? (
          <Trans>Free shipping</Trans>
        ) : (
          <Trans>
            Including shipping <Usd cents={order.deliveryPrice} />
          </Trans>
        )}
      </Text>
    </Stack>
  )
}
