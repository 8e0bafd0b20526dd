import { Box, Button, Heading, HStack, Input, Skeleton, Stack, Tabs } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { useActorRef } from '@xstate/react'
import { Search } from 'lucide-react'
import { useState } from 'react'
import { OrderStatus, type OrderStatusValue } from '../../../contract/lifecycles'
import { orderLimits, type OrderPage } from '../../../contract/order'
import { type PageSizeOption, pageSizeOptions } from '../../../contract/search'
import type { orderActionsMachine } from '../../../machines/order/orderActions'
import { Notice, RetryNotice } from '../../components/Notice'
import { Pagination } from '../../components/product/Pagination'
import { SortSelect } from '../../components/product/SortSelect'
import type { ListState } from '../../lib/listState'
import { orderTabs } from '../../components/order/orderLabels'
import { OrderCard } from './OrderCard'
import { OrderDialogs } from './OrderDialogs'
import { caps } from './OrderParts'

export interface OrderFilters {
  year?: number
  search?: string
  /** One of the generic options; orderLimits.pageSize when absent. */
  pageSize?: PageSizeOption
}

export interface OrdersScreenProps {
  list: ListState<OrderPage>
  /** The tab: an OrderStatus, or undefined for all. */
  status: OrderStatusValue | undefined
  filters: OrderFilters
  page: number
  /** The year filter runs from orderLimits.firstYear to this one. */
  thisYear: number
  onStatus: (status: OrderStatusValue | undefined) => void
  onFilters: (filters: OrderFilters) => void
  pageLink: (page: number) => LinkOptions
  /** The cancel / confirm receipt / tracking dialogs, provided with the calls and the reload. */
  actions: typeof orderActionsMachine
  /** An order's payment deadline passed on screen: the list reloads. */
  onExpired: () => void
}

const tabValue = (status: OrderStatusValue | undefined) => (status === undefined ? 'all' : String(status))

/** /myOrders: the shopper's orders by status tab, order number and year, as cards with their buttons (docs/behaviour.md#orders). */
export function OrdersScreen({
  list,
  status,
  filters,
  page,
  thisYear,
  onStatus,
  onFilters,
  pageLink,
  actions,
  onExpired,
}: OrdersScreenProps) {
  const { i18n } = useLingui()
  const dialogs = useActorRef(actions)
  return (
    <Stack gap="6">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
        <Trans>My orders</Trans>
      </Heading>
      <Tabs.Root
        value={tabValue(status)}
        onValueChange={(e) => onStatus(orderTabs.find((tab) => tabValue(tab.status) === e.value)?.status)}
        variant="line"
      >
        <Box overflowX="auto">
          <Tabs.List minW="max-content">
            {orderTabs.map((tab) => (
              <Tabs.Trigger
                key={tabValue(tab.status)}
                value={tabValue(tab.status)}
                textTransform="uppercase"
                letterSpacing="wider"
                textStyle="xs"
              >
                {i18n._(tab.label)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Box>
        {orderTabs.map((tab) => (
          <Tabs.Content key={tabValue(tab.status)} value={tabValue(tab.status)} pt="6">
            {tab.status === status && (
              <Stack gap="6">
                <FilterBar
                  key={`${filters.search ?? ''}|${filters.year ?? ''}|${filters.pageSize ?? ''}`}
                  filters={filters}
                  thisYear={thisYear}
                  onFilters={onFilters}
                />
                {list.status === 'loading' && <OrdersSkeleton />}
                {list.status === 'failed' && (
                  <RetryNotice retry={list.retry}>
                    <Trans>We could not load your orders.</Trans>
                  </RetryNotice>
                )}
                {list.status === 'ready' && list.data.list.length === 0 && (
                  <EmptyOrders status={status} filtered={!!(filters.search || filters.year)} />
                )}
                {list.status === 'ready' && list.data.list.length > 0 && (
                  <Stack gap="4">
                    {list.data.list.map((order) => (
                      <OrderCard
                        key={order.id}
                        order={order}
                        onDialog={(type, o) => dialogs.send({ type, order: o })}
                        onExpired={onExpired}
                      />
                    ))}
                    <Pagination
                      page={page}
                      total={list.data.total}
                      pageSize={filters.pageSize ?? orderLimits.pageSize}
                      pageLink={pageLink}
                    />
                  </Stack>
                )}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <OrderDialogs actions={dialogs} />
    </Stack>
  )
}

/** The order-number search, the year list (docs/behaviour.md#orders: from 2020) and the page size. */
function FilterBar({ filters, thisYear, onFilters }: { filters: OrderFilters; thisYear: number; onFilters: (f: OrderFilters) => void }) {
  const { t } = useLingui()
  const [text, setText] = useState(filters.search ?? '')
  const years = Array.from({ length: Math.max(1, thisYear - orderLimits.firstYear + 1) }, (_, i) => thisYear - i)
  return (
    <HStack
      as="form"
      role="search"
      gap="3"
      wrap="wrap"
      onSubmit={(e) => {
        e.preventDefault()
        onFilters({ ...filters, search: text.trim() || undefined })
      }}
    >
      <HStack gap="0" flex="1" minW="60">
        <Input
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          placeholder={t`Order number`}
          aria-label={t`Order number`}
          maxLength={40}
          borderRadius="none"
          size="sm"
        />
        <Button type="submit" {...caps} size="sm" aria-label={t`Search orders`}>
          <Search size={14} aria-hidden />
          <Trans>Search</Trans>
        </Button>
      </HStack>
      <SortSelect
        label={t`Year`}
        value={filters.year}
        options={[{ value: undefined, label: t`All years` }, ...years.map((year) => ({ value: year, label: String(year) }))]}
        onChange={(year) => onFilters({ ...filters, year })}
      />
      <SortSelect
        label={t`Per page`}
        value={filters.pageSize ?? orderLimits.pageSize}
        options={pageSizeOptions.map((size) => ({ value: size, label: String(size) }))}
        onChange={(pageSize) => onFilters({ ...filters, pageSize })}
      />
    </HStack>
  )
}

function EmptyOrders({ status, filtered }: { status: OrderStatusValue | undefined; filtered: boolean }) {
  const message = filtered ? (
    <Trans>No orders match this search.</Trans>
  ) : status === OrderStatus.waitPay ? (
    <Trans>No orders are waiting for payment.</Trans>
  ) : status === OrderStatus.waitDelivery ? (
    <Trans>No orders are waiting to be shipped.</Trans>
  ) : status === OrderStatus.waitReceipt ? (
    <Trans>No parcels on their way.</Trans>
  ) : status === OrderStatus.orderOver ? (
    <Trans>No completed orders yet.</Trans>
  ) : status === OrderStatus.refunded ? (
    <Trans>No refunded orders.</Trans>
  ) : status === OrderStatus.cancelled ? (
    <Trans>No cancelled orders.</Trans>
  ) : (
    <Trans>You have not placed an order yet.</Trans>
  )
  return (
    <Notice
      action={
        <Button {...caps} variant="outline" asChild>
          <Link to="/">
            <Trans>Continue shopping</Trans>
          </Link>
        </Button>
      }
    >
      {message}
    </Notice>
  )
}

function OrdersSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      {Array.from({ length: 3 }, (_, i) => (
        <Stack key={i} gap="3" borderWidth="1px" p="4">
          <Skeleton h="5" w="60%" />
          <HStack gap="4">
            <Skeleton w="16" h="20" />
            <Stack flex="1" gap="2">
              <Skeleton h="4" w="40%" />
              <Skeleton h="4" w="70%" />
            </Stack>
          </HStack>
          <Skeleton h="8" w="40%" ms="auto" />
        </Stack>
      ))}
    </Stack>
  )
}
