import { Button, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { RefundableItem } from '../../../contract/afterSale'
import { type RefundAvailability, refundAvailability } from '../../../machines/afterSale/afterSaleForm'
import { Notice, RetryNotice } from '../../components/Notice'
import { ItemHeading } from '../../components/order/ItemHeading'
import type { ListState } from '../../lib/listState'
import { AfterSaleApplyForm } from './AfterSaleApplyForm'
import type { AfterSaleFormLogic } from './AfterSaleApplyParts'
import { useUsd } from '../../components/Usd'

export interface AfterSaleApplyScreenProps {
  item: ListState<RefundableItem>
  logic: AfterSaleFormLogic
  /** Applied: the refund list, in place of this page. */
  onDone: () => void
}

/** /refund?orderItemId=: the item, then the application or why there can be none (docs/behaviour.md#after-sales). */
export function AfterSaleApplyScreen(props: AfterSaleApplyScreenProps) {
  return (
    <AfterSaleApplyFrame>
      <Content {...props} />
    </AfterSaleApplyFrame>
  )
}

function Content({ item, logic, onDone }: AfterSaleApplyScreenProps) {
  if (item.status === 'loading') {
    return (
      <Stack gap="4" aria-busy="true">
        <Skeleton height="32" />
        <Skeleton height="64" />
      </Stack>
    )
  }
  if (item.status === 'failed') {
    return (
      <RetryNotice retry={item.retry}>
        <Trans>The item could not be loaded.</Trans>
      </RetryNotice>
    )
  }
  const availability = refundAvailability(item.data)
  return (
    <>
      <RefundItemSummary item={item.data} />
      {availability === 'available' ? (
        <AfterSaleApplyForm key={item.data.orderItemId} item={item.data} logic={logic} onDone={onDone} />
      ) : (
        <NotRefundable item={item.data} why={availability} />
      )}
    </>
  )
}

export function AfterSaleApplyFrame({ children }: { children: ReactNode }) {
  return (
    <Stack gap="8" maxW="3xl">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
        <Trans>Apply for a refund</Trans>
      </Heading>
      {children}
    </Stack>
  )
}

function Fact({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <Stack gap="0">
      <Text as="dt" textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
        {label}
      </Text>
      <Text as="dd">{children}</Text>
    </Stack>
  )
}

/** The refundable item of docs/behaviour.md#after-sales: picture, brand, name, properties, count and unit price, and what is left to refund. */
export function RefundItemSummary({ item }: { item: RefundableItem }) {
  const usd = useUsd()
  const { orderNo, shopName } = item
  return (
    <Stack as="section" gap="4" p={{ base: '4', md: '6' }} borderWidth="1px" borderColor="border.muted">
      <ItemHeading item={item}>
        <Text textStyle="sm" color="fg.muted">
          <Trans>
            Order {orderNo} from {shopName}
          </Trans>
        </Text>
      </ItemHeading>
      <HStack as="dl" gap={{ base: '4', md: '10' }} flexWrap="wrap" align="flex-start">
        <Fact label={<Trans>Ordered</Trans>}>{item.count}</Fact>
        <Fact label={<Trans>Unit price</Trans>}>{usd(item.price)}</Fact>
        <Fact label={<Trans>Paid</Trans>}>{usd(item.price * item.count)}</Fact>
        <Fact label={<Trans>Left to refund</Trans>}>
          {item.surplusCount} · {usd(item.surplusPrice)}
        </Fact>
      </HStack>
    </Stack>
  )
}

function OrderLink({ orderNo }: { orderNo: string }) {
  return (
    <Button asChild variant="outline" borderRadius="none">
      <Link to="/orderDetails" search={{ no: orderNo }}>
        <Trans>Order details</Trans>
      </Link>
    </Button>
  )
}

/** Why this item cannot be applied for now, and where to look instead. */
function NotRefundable({ item, why }: { item: RefundableItem; why: Exclude<RefundAvailability, 'available'> }) {
  const { orderNo, openAfterSaleId } = item
  const message = {
    open: <Trans>This item already has an after-sale application in progress. It must end before you apply again.</Trans>,
    nothingLeft: <Trans>Everything paid for this item has already been refunded.</Trans>,
    orderStatus: <Trans>Order {orderNo} cannot be refunded now: refunds are for orders that have shipped or are completed.</Trans>,
  }[why]
  return (
    <Notice
      action={
        <HStack gap="3" flexWrap="wrap" justify="center">
          {why === 'open' && openAfterSaleId !== null && (
            <Button asChild borderRadius="none">
              <Link to="/refundDetail" search={{ afterSalesId: openAfterSaleId }}>
                <Trans>View the after-sale</Trans>
              </Link>
            </Button>
          )}
          {why === 'nothingLeft' && (
            <Button asChild borderRadius="none">
              <Link to="/refundLists">
                <Trans>After-sale orders</Trans>
              </Link>
            </Button>
          )}
          <OrderLink orderNo={orderNo} />
        </HStack>
      }
    >
      {message}
    </Notice>
  )
}
