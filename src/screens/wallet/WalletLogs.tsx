import { Box, Image, Link as ChakraLink, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import type { LinkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { thumbnailUrl } from '../../../contract/uploads'
import { minusLogTypes, type BalanceLogEntry, type Recharge, type Withdrawal } from '../../../contract/wallet'
import { Notice, RetryNotice } from '../../components/Notice'
import { Pagination } from '../../components/product'
import type { ListState } from '../../lib/listState'
import { balanceLogLabel, isRemittance, rechargeStatusLabels, showsAuditTime, unknownStatus, withdrawalStatusLabels } from './labels'
import { LogTable, StatusBadge, type Column } from './LogTable'
import { useUsd } from '../../components/Usd'
import { useDateTime } from './Usd'
import { walletPageSize, type WalletLog } from './walletData'

interface Props {
  list: ListState<WalletLog>
  pageNo: number
  pageLink: (page: number) => LinkOptions
}

/** The open tab's log, page by page: loading, failed, empty or its lines. */
export function WalletLogPanel({ list, pageNo, pageLink }: Props) {
  const { t } = useLingui()
  if (list.status === 'loading')
    return (
      <Stack gap="2" role="status" aria-busy="true" aria-label={t`Loading`}>
        {Array.from({ length: 5 }, (_, i) => (
          <Skeleton key={i} height="10" />
        ))}
      </Stack>
    )
  if (list.status === 'failed')
    return (
      <RetryNotice retry={list.retry}>
        <Trans>This log could not be loaded.</Trans>
      </RetryNotice>
    )
  const log = list.data
  if (log.page.list.length === 0)
    return (
      <Notice>
        {log.tab === 'first' ? (
          <Trans>No balance changes yet.</Trans>
        ) : log.tab === 'second' ? (
          <Trans>No recharges yet.</Trans>
        ) : (
          <Trans>No withdrawals yet.</Trans>
        )}
      </Notice>
    )
  return (
    <>
      {log.tab === 'first' ? (
        <BalanceLog rows={log.page.list} />
      ) : log.tab === 'second' ? (
        <RechargeLog rows={log.page.list} />
      ) : (
        <WithdrawLog rows={log.page.list} />
      )}
      <Pagination page={pageNo} total={log.page.total} pageSize={walletPageSize} pageLink={pageLink} />
    </>
  )
}

const muted = (text: string) =>
  text ? (
    <Text as="span" color="fg.muted">
      {text}
    </Text>
  ) : (
    '—'
  )

function BalanceLog({ rows }: { rows: BalanceLogEntry[] }) {
  const { t } = useLingui()
  const usd = useUsd()
  const time = useDateTime()
  const columns: Column<BalanceLogEntry>[] = [
    {
      header: <Trans>Type</Trans>,
      cell: (r) => {
        const label = balanceLogLabel(r)
        return label ? t(label) : r.type
      },
    },
    {
      header: <Trans>Amount</Trans>,
      numeric: true,
      cell: (r) => {
        // The money sent left the balance when the withdrawal was applied for: here it leaves the frozen amount.
        if (isRemittance(r)) return muted(t`${usd(-r.frozenAmt)} from frozen`)
        // docs/behaviour.md#wallet: types 1, 2, 3 and 7 take money out.
        const minus = minusLogTypes.includes(r.type)
        return (
          <Text as="span" color={minus ? 'fg' : 'green.fg'} fontWeight="medium">
            {minus ? '−' : '+'}
            {usd(Math.abs(r.amt))}
          </Text>
        )
      },
    },
    { header: <Trans>Balance after</Trans>, numeric: true, cell: (r) => usd(r.hamt) },
    { header: <Trans>Remark</Trans>, wraps: true, cell: (r) => muted(r.remark) },
    { header: <Trans>Time</Trans>, cell: (r) => time(r.createTime) },
  ]
  return <LogTable caption={t`Balance log`} rows={rows} rowKey={(r) => r.id} columns={columns} />
}

function Screenshot({ url }: { url: string }): ReactNode {
  const { t } = useLingui()
  if (!url) return '—'
  return (
    <ChakraLink href={url} target="_blank" rel="noopener noreferrer" display="inline-block">
      <Image src={thumbnailUrl(url)} alt={t`Payment screenshot`} w="12" h="12" objectFit="cover" borderWidth="1px" loading="lazy" />
    </ChakraLink>
  )
}

function RechargeLog({ rows }: { rows: Recharge[] }) {
  const { t } = useLingui()
  const usd = useUsd()
  const time = useDateTime()
  const columns: Column<Recharge>[] = [
    {
      header: <Trans>Order no.</Trans>,
      cell: (r) => (
        <Text as="span" fontFamily="mono" textStyle="xs">
          {r.payorderno}
        </Text>
      ),
    },
    { header: <Trans>Amount</Trans>, numeric: true, cell: (r) => usd(r.price) },
    { header: <Trans>Screenshot</Trans>, cell: (r) => <Screenshot url={r.payOrderPic} /> },
    { header: <Trans>Method</Trans>, cell: (r) => r.appName || '—' },
    { header: <Trans>Status</Trans>, cell: (r) => <StatusBadge status={rechargeStatusLabels[r.auditStatus] ?? unknownStatus} /> },
    {
      header: <Trans>Reviewed</Trans>,
      cell: (r) => (showsAuditTime(r.auditStatus) && r.updateTime ? time(r.updateTime) : '—'),
    },
    { header: <Trans>Remark</Trans>, wraps: true, cell: (r) => muted(r.remark) },
    { header: <Trans>Submitted</Trans>, cell: (r) => time(r.createTime) },
  ]
  return <LogTable caption={t`Recharge log`} rows={rows} rowKey={(r) => r.id} columns={columns} />
}

function WithdrawLog({ rows }: { rows: Withdrawal[] }) {
  const { t } = useLingui()
  const usd = useUsd()
  const time = useDateTime()
  const columns: Column<Withdrawal>[] = [
    {
      header: <Trans>Order no.</Trans>,
      cell: (r) => (
        <Text as="span" fontFamily="mono" textStyle="xs">
          {r.orderNo}
        </Text>
      ),
    },
    { header: <Trans>Amount</Trans>, numeric: true, cell: (r) => usd(Math.abs(r.amt)) },
    {
      header: <Trans>Payout address</Trans>,
      wraps: true,
      cell: (r) => (
        <Box as="span" wordBreak="break-all" textStyle="xs">
          {r.receiveAddress || '—'}
        </Box>
      ),
    },
    { header: <Trans>Status</Trans>, cell: (r) => <StatusBadge status={withdrawalStatusLabels[r.sta] ?? unknownStatus} /> },
    { header: <Trans>Remark</Trans>, wraps: true, cell: (r) => muted(r.remark) },
    { header: <Trans>Time</Trans>, cell: (r) => time(r.createTime) },
  ]
  return <LogTable caption={t`Withdraw log`} rows={rows} rowKey={(r) => r.id} columns={columns} />
}
