import { Badge, Box, Button, Flex, Heading, HStack, Link, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Link as RouterLink } from '@tanstack/react-router'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { type ReactNode, useCallback, useState } from 'react'
import { type Earnings, type EarningsKind, type EarningsLine, earningsKinds } from '../../../contract/earnings'
import { earningsFiltersMachine, filteredLines } from '../../../machines/seller/earningsFilters'
import type { withdrawalMachine } from '../../../machines/wallet/withdrawal'
import { RetryNotice } from '../../components/Notice'
import { SelectField } from '../../components/SelectField'
import { tableCss } from '../../components/tableCss'
import { Usd } from '../../components/Usd'
import { SetPayPasswordDialog } from '../../components/wallet/SetPayPasswordDialog'
import type { ListState } from '../../lib/listState'
import { formatDate } from '../../lib/money'
import { useSession } from '../../session'
import { WithdrawalDialog } from '../../components/wallet/WithdrawalDialog'

export interface EarningsPage {
  earnings: Earnings
  /** Withdrawing needs a transaction password; without one the owner is asked to set it first. */
  payPasswordSet: boolean
}

export interface EarningsScreenProps {
  page: ListState<EarningsPage>
  /** The wallet's withdrawal dialog machine, its calls provided. */
  withdrawal: typeof withdrawalMachine
  /** Where an order number leads: the shop's order. */
  /** A withdrawal went through: the page reloads. */
  onChanged: () => void
}

const caps = { textStyle: 'xs', textTransform: 'uppercase', letterSpacing: 'wider', color: 'fg.muted' } as const

/** /seller/earnings (docs/behaviour.md#settlement): available and pending money, the settlement lines, totals per month, withdraw. */
export function EarningsScreen({ page, withdrawal, onChanged }: EarningsScreenProps) {
  return (
    <Stack gap="8">
      <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
        <Trans>Earnings</Trans>
      </Heading>
      {page.status === 'loading' && <Skeleton height="40" />}
      {page.status === 'failed' && (
        <RetryNotice retry={page.retry}>
          <Trans>We could not load your earnings.</Trans>
        </RetryNotice>
      )}
      {page.status === 'ready' && <EarningsLoaded page={page.data} withdrawal={withdrawal} onChanged={onChanged} />}
    </Stack>
  )
}

type Loaded = Omit<EarningsScreenProps, 'page'> & { page: EarningsPage }

function EarningsLoaded({ page, withdrawal, onChanged }: Loaded) {
  const { earnings } = page
  const [open, setOpen] = useState<'withdraw' | 'setPayPassword' | null>(null)
  const close = () => setOpen(null)
  const withdrawn = useCallback(() => {
    setOpen(null)
    onChanged()
  }, [onChanged])
  return (
    <>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Summary label={<Trans>Available</Trans>} cents={earnings.available} testId="earnings-available">
          {earnings.frozen > 0 && (
            <Text textStyle="sm" color="fg.muted">
              <Trans>
                Frozen for withdrawals under review: <Usd cents={earnings.frozen} />
              </Trans>
            </Text>
          )}
          <Button
            alignSelf="flex-start"
            variant="outline"
            size="sm"
            disabled={earnings.available <= 0}
            onClick={() => setOpen(page.payPasswordSet ? 'withdraw' : 'setPayPassword')}
          >
            <Trans>Withdraw</Trans>
          </Button>
        </Summary>
        <Summary label={<Trans>Pending</Trans>} cents={earnings.pending} testId="earnings-pending">
          <Text textStyle="sm" color="fg.muted">
            <Trans>Paid to you once each order’s return window is over.</Trans>
          </Text>
        </Summary>
      </SimpleGrid>
      <PendingOrders earnings={earnings} />
      <MonthTotals earnings={earnings} />
      <Lines lines={earnings.settlements} months={earnings.months.map((m) => m.month)} />
      <WithdrawalDialog open={open === 'withdraw'} onClose={close} logic={withdrawal} available={earnings.available} onDone={withdrawn} />
      <SetPayPasswordDialog open={open === 'setPayPassword'} onClose={close} />
    </>
  )
}

function Summary({ label, cents, testId, children }: { label: ReactNode; cents: number; testId: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="2" borderWidth="1px" borderColor="border.muted" bg="bg.subtle" p={{ base: '5', md: '6' }}>
      <Text {...caps}>{label}</Text>
      <Text textStyle="3xl" fontVariantNumeric="tabular-nums" data-testid={testId}>
        <Usd cents={cents} />
      </Text>
      {children}
    </Stack>
  )
}

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <Stack as="section" gap="3">
      <Heading as="h2" textStyle="lg" fontWeight="medium">
        {title}
      </Heading>
      {children}
    </Stack>
  )
}

/** A plain table (tableCss: Chakra's Table recipe stays out of the first download): text columns, then amounts aligned to the end. */
function PlainTable({ columns, amounts, children }: { columns: ReactNode[]; amounts: ReactNode[]; children: ReactNode }) {
  return (
    <Box overflowX="auto">
      <Box as="table" css={tableCss}>
        <thead>
          <tr>
            {columns.map((label, i) => (
              <th key={`c${i}`} style={{ textAlign: 'start' }}>
                {label}
              </th>
            ))}
            {amounts.map((label, i) => (
              <th key={`a${i}`} style={{ textAlign: 'end' }}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </Box>
    </Box>
  )
}

function MoneyCell({ cents }: { cents: number }) {
  return (
    <Box as="td" textAlign="end" fontVariantNumeric="tabular-nums" whiteSpace="nowrap">
      <Usd cents={cents} />
    </Box>
  )
}

function PendingOrders({ earnings }: { earnings: Earnings }) {
  const lang = useSession((s) => s.lang)
  return (
    <Section title={<Trans>Pending settlement</Trans>}>
      {earnings.pendingOrders.length === 0 ? (
        <Text color="fg.muted">
          <Trans>Nothing is pending: every completed order has settled.</Trans>
        </Text>
      ) : (
        <PlainTable columns={[<Trans key="o">Order</Trans>, <Trans key="s">Settles on</Trans>]} amounts={[<Trans key="a">Amount</Trans>]}>
          {earnings.pendingOrders.map((order) => (
            <tr key={order.orderId}>
              <td>
                <OrderLink no={order.no} />
              </td>
              <td>
                <HStack gap="2" wrap="wrap">
                  <Text>{formatDate(order.settlesAt, lang)}</Text>
                  {order.held && (
                    <Badge colorPalette="orange">
                      <Trans>Held: after-sale open</Trans>
                    </Badge>
                  )}
                </HStack>
              </td>
              <MoneyCell cents={order.amount} />
            </tr>
          ))}
        </PlainTable>
      )}
    </Section>
  )
}

function monthName(month: string, lang: string) {
  return new Intl.DateTimeFormat(lang, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${month}-01T00:00:00Z`))
}

function MonthTotals({ earnings }: { earnings: Earnings }) {
  const lang = useSession((s) => s.lang)
  if (earnings.months.length === 0) return null
  return (
    <Section title={<Trans>Totals per month</Trans>}>
      <PlainTable
        columns={[<Trans key="m">Month</Trans>]}
        amounts={[<Trans key="c">Collected</Trans>, <Trans key="t">Taken back</Trans>, <Trans key="n">Net</Trans>]}
      >
        {earnings.months.map((m) => (
          <tr key={m.month}>
            <td>{monthName(m.month, lang)}</td>
            <MoneyCell cents={m.collected} />
            <MoneyCell cents={m.takenBack} />
            <MoneyCell cents={m.collected - m.takenBack} />
          </tr>
        ))}
      </PlainTable>
    </Section>
  )
}

function Lines({ lines, months }: { lines: EarningsLine[]; months: string[] }) {
  const { t } = useLingui()
  const lang = useSession((s) => s.lang)
  const filters = useActorRef(earningsFiltersMachine)
  const chosen = useSelector(filters, (s) => s.context)
  const filtered = useSelector(filters, (s) => s.hasTag('filtered'))
  const kindLabel = (kind: EarningsKind) => (kind === 'collection' ? t`Collection` : t`Taken back (refund)`)
  const shown = filteredLines(lines, chosen)
  return (
    <Section title={<Trans>Settlements</Trans>}>
      <Flex gap="3" wrap="wrap" align="flex-end">
        <Box width={{ base: 'full', sm: '56' }}>
          <SelectField
            label={<Trans>Month</Trans>}
            placeholder={t`Every month`}
            value={chosen.month ?? ''}
            options={months.map((month) => ({ value: month, label: monthName(month, lang) }))}
            onChange={(month) => filters.send({ type: 'MONTH', month: month || null })}
          />
        </Box>
        <Box width={{ base: 'full', sm: '56' }}>
          <SelectField
            label={<Trans>Kind</Trans>}
            placeholder={t`Every kind`}
            value={chosen.kind ?? ''}
            options={earningsKinds.map((kind) => ({ value: kind, label: kindLabel(kind) }))}
            onChange={(value) => filters.send({ type: 'KIND', kind: earningsKinds.find((k) => k === value) ?? null })}
          />
        </Box>
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => filters.send({ type: 'CLEAR' })}>
            <Trans>Show all</Trans>
          </Button>
        )}
      </Flex>
      {shown.length === 0 ? (
        <Text color="fg.muted">{filtered ? <Trans>No settlement matches these filters.</Trans> : <Trans>No settlement yet.</Trans>}</Text>
      ) : (
        <Stack as="ul" gap="0" listStyleType="none" aria-label={t`Settlements`}>
          {shown.map((line) => (
            <Flex
              as="li"
              key={line.id}
              gap="3"
              py="3"
              borderBottomWidth="1px"
              borderColor="border.muted"
              justify="space-between"
              wrap="wrap"
            >
              <Box>
                <Text>
                  {kindLabel(line.kind)} · <OrderLink no={line.orderNo} />
                </Text>
                <Text textStyle="sm" color="fg.muted">
                  {formatDate(line.createTime, lang, true)}
                </Text>
              </Box>
              <Text fontVariantNumeric="tabular-nums" color={line.amount < 0 ? 'fg.error' : undefined}>
                {line.amount > 0 ? '+' : ''}
                <Usd cents={line.amount} />
              </Text>
            </Flex>
          ))}
        </Stack>
      )}
    </Section>
  )
}

/** The order's page in the seller center. */
function OrderLink({ no }: { no: string }) {
  return (
    <Link asChild>
      <RouterLink to="/seller/orders/$no" params={{ no }}>
        {no}
      </RouterLink>
    </Link>
  )
}
