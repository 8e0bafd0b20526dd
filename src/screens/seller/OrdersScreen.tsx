import { Button, chakra, Link as ChakraLink, Flex, Heading, HStack, Image, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { Search } from 'lucide-react'
import { useState } from 'react'
import { OrderStatus } from '../../../contract/lifecycles'
import { orderTabs, type SellerOrder, type SellerOrderPage, sellerOrderLimits, tabStatus } from '../../../contract/sellerOrder'
import { Notice, RetryNotice } from '../../components/Notice'
import { Pagination } from '../../components/product/Pagination'
import { Usd } from '../../components/Usd'
import type { ListState } from '../../lib/listState'
import { formatDate } from '../../lib/money'
import { orderTabs as tabLabels } from '../../components/order/orderLabels'
import { OrderStatusBadge } from '../../components/order/OrderStatusBadge'
import { type Column, LogTable } from '../../components/LogTable'

export interface OrdersQuery {
  status?: number
  search?: string
  from?: string
  to?: string
  page: number
}

export interface OrdersScreenProps {
  list: ListState<SellerOrderPage>
  query: OrdersQuery
  /** Changes what the URL says (a tab, the search, the days: back to the first page); the page follows. */
  onQuery: (query: Omit<OrdersQuery, 'page'>) => void
  pageLink: (page: number) => LinkOptions
  /** Now, for how long an order has waited to ship (a story fixes it). */
  now?: number
}

const day = 86_400_000

/** /seller/orders: the shop's orders by status tab (with counts), searched, between two days, 20 a page (docs/behaviour.md#seller-orders). */
export function OrdersScreen({ list, query, onQuery, pageLink, now = Date.now() }: OrdersScreenProps) {
  const { t } = useLingui()
  const { page: _page, ...rest } = query
  const columns = useColumns(now)
  const filtered = Boolean(query.search || query.from || query.to || query.status !== undefined)
  return (
    <Stack gap="6">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
        <Trans>Orders</Trans>
      </Heading>
      <Tabs list={list} status={query.status} onStatus={(status) => onQuery({ ...rest, status })} />
      <Tools key={`${query.search}|${query.from}|${query.to}`} query={query} onQuery={onQuery} />
      {list.status === 'loading' && <RowsSkeleton />}
      {list.status === 'failed' && (
        <RetryNotice retry={list.retry}>
          <Trans>We could not load your orders.</Trans>
        </RetryNotice>
      )}
      {list.status === 'ready' && list.data.list.length === 0 && (
        <Notice>{filtered ? <Trans>No order matches these filters.</Trans> : <Trans>Your shop has no orders yet.</Trans>}</Notice>
      )}
      {list.status === 'ready' && list.data.list.length > 0 && (
        <Stack gap="6">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            <Plural value={list.data.total} one="# order" other="# orders" />
          </Text>
          <LogTable caption={t`Orders`} rows={list.data.list} rowKey={(o) => o.id} columns={columns} />
          <Pagination page={query.page} total={list.data.total} pageSize={sellerOrderLimits.pageSize} pageLink={pageLink} />
        </Stack>
      )}
    </Stack>
  )
}

/** The status tabs, each with its count under the search and days (none while loading). */
function Tabs({ list, status, onStatus }: { list: OrdersScreenProps['list']; status?: number; onStatus: (status?: number) => void }) {
  const { i18n, t } = useLingui()
  return (
    <HStack as="nav" aria-label={t`Order status`} gap="1" wrap="wrap" borderBottomWidth="1px">
      {orderTabs.map((tab) => {
        const code = tabStatus(tab)
        const label = tabLabels.find((l) => l.status === code)?.label
        const count = list.status === 'ready' ? list.data.counts[tab] : null
        const current = status === code
        return (
          <Button
            key={tab}
            size="sm"
            variant="ghost"
            borderRadius="none"
            borderBottomWidth="2px"
            borderColor={current ? 'fg' : 'transparent'}
            fontWeight={current ? 'semibold' : 'normal'}
            aria-pressed={current}
            onClick={() => onStatus(code)}
          >
            {label ? i18n._(label) : tab}
            {count !== null && (
              <Text as="span" color="fg.muted" fontVariantNumeric="tabular-nums">
                {count}
              </Text>
            )}
          </Button>
        )
      })}
    </HStack>
  )
}

/** The search (an order number or a shopper's email) and the days the orders were placed between. */
function Tools({ query, onQuery }: Pick<OrdersScreenProps, 'query' | 'onQuery'>) {
  const { t } = useLingui()
  const [search, setSearch] = useState(query.search ?? '')
  const [from, setFrom] = useState(query.from ?? '')
  const [to, setTo] = useState(query.to ?? '')
  return (
    <Flex
      as="form"
      role="search"
      gap="3"
      wrap="wrap"
      align="flex-end"
      onSubmit={(e) => {
        e.preventDefault()
        onQuery({ status: query.status, search: search.trim() || undefined, from: from || undefined, to: to || undefined })
      }}
    >
      <Input
        type="search"
        flex="1"
        minW="60"
        size="sm"
        borderRadius="none"
        aria-label={t`Order number or shopper email`}
        placeholder={t`Order number or shopper email`}
        maxLength={sellerOrderLimits.searchMax}
        value={search}
        onChange={(e) => setSearch(e.currentTarget.value)}
      />
      <HStack gap="2" textStyle="sm">
        <chakra.label color="fg.muted" htmlFor="orders-from">
          <Trans>From</Trans>
        </chakra.label>
        <Input
          id="orders-from"
          type="date"
          size="sm"
          borderRadius="none"
          w="auto"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <chakra.label color="fg.muted" htmlFor="orders-to">
          <Trans>To</Trans>
        </chakra.label>
        <Input
          id="orders-to"
          type="date"
          size="sm"
          borderRadius="none"
          w="auto"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
      </HStack>
      <Button type="submit" size="sm" variant="outline" borderRadius="none">
        <Search size={16} aria-hidden />
        <Trans>Search</Trans>
      </Button>
    </Flex>
  )
}

function useColumns(now: number): Column<SellerOrder>[] {
  const { i18n } = useLingui()
  return [
    {
      header: <Trans>Order</Trans>,
      cell: (o) => (
        <ChakraLink asChild fontWeight="medium" textDecoration="underline" textUnderlineOffset="3px">
          <Link to="/seller/orders/$no" params={{ no: o.no }}>
            {o.no}
          </Link>
        </ChakraLink>
      ),
    },
    { header: <Trans>Placed</Trans>, cell: (o) => formatDate(o.createTime, i18n.locale) },
    { header: <Trans>Shopper</Trans>, cell: (o) => o.email, wraps: true },
    { header: <Trans>Items</Trans>, cell: (o) => <Items order={o} />, wraps: true },
    { header: <Trans>Total</Trans>, cell: (o) => <Usd cents={o.totalPrice} />, numeric: true },
    { header: <Trans>Status</Trans>, cell: (o) => <Status order={o} now={now} />, wraps: true },
  ]
}

function Items({ order }: { order: SellerOrder }) {
  const pieces = order.items.reduce((n, item) => n + item.count, 0)
  return (
    <HStack gap="2" wrap="wrap" justify={{ base: 'flex-end', md: 'flex-start' }}>
      {order.items.slice(0, 2).map((item) => (
        <Image key={item.id} src={item.picUrl} alt="" w="8" h="10" objectFit="cover" loading="lazy" bg="bg.muted" />
      ))}
      <Text textStyle="sm" color="fg.muted">
        <Plural value={pieces} one="# piece" other="# pieces" />
      </Text>
    </HStack>
  )
}

/** The status, and how long a paid order has waited to ship. */
function Status({ order, now }: { order: SellerOrder; now: number }) {
  const days = order.payTime === null ? 0 : Math.floor((now - order.payTime) / day)
  return (
    <HStack gap="2" justify={{ base: 'flex-end', md: 'flex-start' }} wrap="wrap">
      <OrderStatusBadge status={order.status} />
      {order.status === OrderStatus.waitDelivery && days > 0 && (
        <Text textStyle="xs" color={days >= 3 ? 'red.700' : 'fg.muted'}>
          <Plural value={days} one="waiting # day" other="waiting # days" />
        </Text>
      )}
    </HStack>
  )
}

function RowsSkeleton() {
  return (
    <Stack gap="3">
      {[0, 1, 2, 3, 4].map((i) => (
        <Skeleton key={i} h="12" />
      ))}
    </Stack>
  )
}
