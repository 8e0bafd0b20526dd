import { Box, Button, Container, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { CircleCheck, Clock } from 'lucide-react'
import type { PaySummary } from '../../../contract/order'
import { RetryNotice } from '../../components/Notice'
import { Usd } from '../../components/Usd'
import type { ListState } from '../../lib/listState'
import { SummaryRow } from './CheckoutFrame'

const caps = { borderRadius: 'none', textTransform: 'uppercase', letterSpacing: 'wider', textStyle: 'sm' } as const

/**
 * /success/pay, /success/pay/virtualCurrency and /paySuccess (?orders=[ids]): what was paid, order
 * by order with its number, and what happens next. Paid by balance: each shop ships its order;
 * paid with a screenshot: the platform reviews it within 24 hours. Without orders in the address
 * (an old link), only what happens next.
 */
export function PaySuccessScreen({ kind, summary }: { kind: 'paid' | 'screenshot'; summary: ListState<PaySummary> | null }) {
  const paid = kind === 'paid'
  const count = summary?.status === 'ready' ? summary.data.orders.length : 0
  return (
    <Container maxW="2xl" py={{ base: '16', md: '24' }} px="4">
      <Stack gap="6" align="center" textAlign="center">
        <Stack color={paid ? 'green.600' : 'orange.500'} aria-hidden>
          {paid ? <CircleCheck size={48} /> : <Clock size={48} />}
        </Stack>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          {paid ? <Trans>Payment successful</Trans> : <Trans>Payment submitted</Trans>}
        </Heading>
        <Text color="fg.muted" textStyle="lg" maxW="md">
          {paid && count > 0 ? (
            <Plural
              value={count}
              one="Your order is paid. The shop now prepares and ships it; follow it in My orders."
              other="# orders are paid. Each shop now prepares and ships its order; follow them in My orders."
            />
          ) : paid ? (
            <Trans>Thank you. Your order is paid and the shop will now prepare and ship it.</Trans>
          ) : (
            <Trans>The platform reviews your payment screenshot within 24 hours. You can follow your order in My orders.</Trans>
          )}
        </Text>
        {summary && <PaidOrders summary={summary} />}
        <HStack gap="3" flexWrap="wrap" justify="center">
          <Button asChild {...caps}>
            <Link to="/myOrders">
              <Trans>My orders</Trans>
            </Link>
          </Button>
          <Button asChild variant="outline" {...caps}>
            <Link to="/">
              <Trans>Continue shopping</Trans>
            </Link>
          </Button>
        </HStack>
      </Stack>
    </Container>
  )
}

/** The orders paid: shop, number (linked to the order) and amount, then the total. */
function PaidOrders({ summary }: { summary: ListState<PaySummary> }) {
  if (summary.status === 'loading') return <Skeleton height="24" w="full" />
  if (summary.status === 'failed')
    return (
      <RetryNotice retry={summary.retry}>
        <Trans>The orders could not be loaded.</Trans>
      </RetryNotice>
    )
  return (
    <Stack gap="3" w="full" textAlign="start" borderWidth="1px" borderColor="border.muted" p="5">
      {summary.data.orders.map((o) => (
        <Flex key={o.id} justify="space-between" gap="3">
          <Stack gap="0" minW="0">
            <Text lineClamp={1}>{o.shopName}</Text>
            <Link to="/orderDetails" search={{ no: o.no }}>
              <Text as="span" textStyle="xs" fontFamily="mono" textDecoration="underline">
                {o.no}
              </Text>
            </Link>
          </Stack>
          <Usd cents={o.totalPrice} />
        </Flex>
      ))}
      <Box borderTopWidth="1px" borderColor="border.muted" pt="2">
        <SummaryRow label={<Trans>Total</Trans>} cents={summary.data.total} strong />
      </Box>
    </Stack>
  )
}
