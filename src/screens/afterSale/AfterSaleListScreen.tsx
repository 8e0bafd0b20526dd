import { Button, Heading, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { type AfterSalePage, afterSaleLimits } from '../../../contract/afterSale'
import type { RefundFilters } from '../../../machines/afterSale/afterSaleListFilters'
import { ListSkeleton } from '../../components/ListSkeleton'
import { Notice, RetryNotice } from '../../components/Notice'
import { Pagination } from '../../components/product/Pagination'
import type { ListState } from '../../lib/listState'
import { afterSaleStatusLabels, afterSaleWayLabels } from '../../components/afterSale/labels'
import { AfterSaleListFilters } from './AfterSaleListFilters'
import { caps } from '../../components/afterSale/AfterSaleListParts'
import { AfterSaleListRows } from '../../components/afterSale/AfterSaleListRows'
import { plain } from '../../lib/plain'

export interface AfterSaleListScreenProps {
  /** Loading also covers the silent retries of a failed load; failed is what is left after them. */
  list: ListState<AfterSalePage>
  /** The applied filters, known ones only (machines/afterSaleListFilters.ts knownFilters). */
  filters: RefundFilters
  page: number
  onFilters: (filters: RefundFilters) => void
  pageLink: (page: number) => LinkOptions
}

/** /refundLists: the shopper's after-sales by mode, status and order number, 20 a page (docs/behaviour.md#after-sales). */
export function AfterSaleListScreen({ list, filters, page, onFilters, pageLink }: AfterSaleListScreenProps) {
  return (
    <Stack gap="6">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
        <Trans>After-sale orders</Trans>
      </Heading>
      <AfterSaleListFilters filters={filters} onFilters={onFilters} />
      {list.status === 'loading' && <ListSkeleton />}
      {list.status === 'failed' && (
        <RetryNotice retry={list.retry}>
          <Trans>We could not load your after-sales.</Trans>
        </RetryNotice>
      )}
      {list.status === 'ready' && list.data.list.length === 0 && <EmptyList filters={filters} onReset={() => onFilters({})} />}
      {list.status === 'ready' && list.data.list.length > 0 && (
        <Stack gap="0">
          <AfterSaleListRows rows={list.data.list} />
          <Pagination page={page} total={list.data.total} pageSize={afterSaleLimits.pageSize} pageLink={pageLink} />
        </Stack>
      )}
    </Stack>
  )
}

/** What the empty list says depends on the filter that emptied it; filtered, it offers to reset. */
function EmptyList({ filters, onReset }: { filters: RefundFilters; onReset: () => void }) {
  const { i18n } = useLingui()
  const { orderNo, status, way } = filters
  const statusLabel = status === undefined ? undefined : afterSaleStatusLabels[status]?.label
  const wayLabel = way === undefined ? undefined : afterSaleWayLabels[way]
  const stated = statusLabel ? i18n._(statusLabel) : ''
  const mode = wayLabel ? i18n._(wayLabel) : ''
  const message = orderNo ? (
    <NoOrderNumber typed={orderNo} />
  ) : stated ? (
    <Trans>No after-sales with the status “{stated}”.</Trans>
  ) : mode ? (
    <Trans>No after-sales of the mode “{mode}”.</Trans>
  ) : (
    <Trans>You have not applied for a refund yet. Refunds are applied for from the items of your orders.</Trans>
  )
  const action =
    orderNo || stated || mode ? (
      <Button {...caps} variant="outline" onClick={onReset}>
        <Trans>Reset filters</Trans>
      </Button>
    ) : (
      <Button {...caps} variant="outline" asChild>
        <Link to="/myOrders">
          <Trans>My orders</Trans>
        </Link>
      </Button>
    )
  return <Notice action={action}>{message}</Notice>
}

function NoOrderNumber({ typed }: { typed: string }) {
  const orderNo = plain(typed)
  return <Trans>No after-sales for an order number containing “{orderNo}”.</Trans>
}
