import { Checkbox, Heading, HStack, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { type LinkOptions, linkOptions } from '@tanstack/react-router'
import type { AfterSaleRecord } from '../../../contract/afterSale'
import { type SellerAfterSalePage, sellerAfterSaleLimits } from '../../../contract/sellerAfterSale'
import { ListSkeleton } from '../../components/ListSkeleton'
import { Notice, RetryNotice } from '../../components/Notice'
import { Pagination } from '../../components/product/Pagination'
import { SortSelect } from '../../components/product/SortSelect'
import type { ListState } from '../../lib/listState'
import { afterSaleStatusLabels } from '../../components/afterSale/labels'
import { AfterSaleListRows } from '../../components/afterSale/AfterSaleListRows'

export interface AfterSalesScreenProps {
  list: ListState<SellerAfterSalePage>
  /** The status shown (absent: all). */
  status?: number
  /** Only those whose next move is the shop's. */
  waiting: boolean
  page: number
  /** Changes the filters in the URL (back to the first page); the page follows. */
  onFilter: (filter: { status: number | undefined; waiting: boolean }) => void
  pageLink: (page: number) => LinkOptions
}

/** Where a row of the shop's list leads. */
export const sellerAfterSaleLink = (row: Pick<AfterSaleRecord, 'id'>) =>
  linkOptions({ to: '/seller/after-sales/$id', params: { id: String(row.id) } })

/** /seller/after-sales: the shop's after-sales by status, or those waiting for the shop, newest first, 20 a page (docs/behaviour.md#seller-after-sales). */
export function AfterSalesScreen({ list, status, waiting, page, onFilter, pageLink }: AfterSalesScreenProps) {
  const { t, i18n } = useLingui()
  const statuses = Object.entries(afterSaleStatusLabels).map(([value, { label }]) => ({ value: Number(value), label: i18n._(label) }))
  const chosen = status === undefined ? undefined : afterSaleStatusLabels[status]
  const stated = chosen ? i18n._(chosen.label) : ''
  return (
    <Stack gap="6">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
        <Trans>After-sales</Trans>
      </Heading>
      <HStack gap="3" wrap="wrap">
        <SortSelect
          label={t`Status`}
          value={status}
          options={[{ value: undefined, label: t`All statuses` }, ...statuses]}
          onChange={(chosen) => onFilter({ status: chosen, waiting })}
        />
        <Checkbox.Root checked={waiting} onCheckedChange={(e) => onFilter({ status, waiting: e.checked === true })}>
          <Checkbox.HiddenInput />
          <Checkbox.Control borderRadius="none" />
          <Checkbox.Label fontSize="sm">
            <Trans>Waiting for you</Trans>
          </Checkbox.Label>
        </Checkbox.Root>
      </HStack>
      {list.status === 'loading' && <ListSkeleton />}
      {list.status === 'failed' && (
        <RetryNotice retry={list.retry}>
          <Trans>We could not load your shop’s after-sales.</Trans>
        </RetryNotice>
      )}
      {list.status === 'ready' && list.data.list.length === 0 && (
        <Notice>
          {stated ? (
            <Trans>No after-sales with the status “{stated}”.</Trans>
          ) : waiting ? (
            <Trans>No after-sale waits for you.</Trans>
          ) : (
            <Trans>No shopper has asked your shop for a refund yet.</Trans>
          )}
        </Notice>
      )}
      {list.status === 'ready' && list.data.list.length > 0 && (
        <Stack gap="4">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            <Plural value={list.data.total} one="# after-sale" other="# after-sales" />
          </Text>
          <AfterSaleListRows rows={list.data.list} detailLink={sellerAfterSaleLink} />
          <Pagination page={page} total={list.data.total} pageSize={sellerAfterSaleLimits.pageSize} pageLink={pageLink} />
        </Stack>
      )}
    </Stack>
  )
}
