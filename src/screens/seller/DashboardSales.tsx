import { Box, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import type { SellerDashboard, SellerSales } from '../../../contract/seller'
import { formatMoney } from '../../lib/money'
import { SalesChart } from './SalesChart'

const periods: { key: keyof SellerDashboard['sales']; label: MessageDescriptor }[] = [
  { key: 'today', label: msg`Today` },
  { key: 'week', label: msg`Last 7 days` },
  { key: 'month', label: msg`Last 30 days` },
]

/** The shop's sales of today, 7 and 30 days, and the month's revenue per day. */
export function DashboardSales({ dashboard }: { dashboard: SellerDashboard }) {
  const { i18n } = useLingui()
  return (
    <Stack as="section" gap="4" aria-labelledby="seller-sales">
      <Heading as="h2" id="seller-sales" textStyle="lg" fontWeight="medium">
        <Trans>Sales</Trans>
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        {periods.map(({ key, label }) => (
          <Period key={key} title={i18n._(label)} sales={dashboard.sales[key]} currencyCode={dashboard.currencyCode} />
        ))}
      </SimpleGrid>
      <Box borderWidth="1px" p={{ base: '3', md: '5' }}>
        <Text textStyle="sm" color="fg.muted" mb="3">
          <Trans>Revenue per day, last 30 days</Trans>
        </Text>
        <SalesChart days={dashboard.days} currencyCode={dashboard.currencyCode} />
      </Box>
    </Stack>
  )
}

function Period({ title, sales, currencyCode }: { title: string; sales: SellerSales; currencyCode: string }) {
  const { i18n } = useLingui()
  return (
    <Box borderWidth="1px" p="5">
      <Text textStyle="sm" color="fg.muted">
        {title}
      </Text>
      <Text fontFamily="heading" textStyle="3xl" lineHeight="1.1" mt="2">
        {formatMoney(sales.revenue, currencyCode, i18n.locale)}
      </Text>
      {currencyCode !== 'USD' && (
        <Text textStyle="xs" color="fg.muted">
          {formatMoney(sales.revenueUsd, 'USD', i18n.locale)}
        </Text>
      )}
      <Box as="dl" display="grid" gridTemplateColumns="auto auto" columnGap="4" rowGap="1" mt="4" textStyle="sm">
        <Figure label={<Trans>Orders</Trans>}>{i18n.number(sales.orders)}</Figure>
        <Figure label={<Trans>Pieces</Trans>}>{i18n.number(sales.pieces)}</Figure>
        <Figure label={<Trans>Refunds</Trans>}>
          {formatMoney(sales.refunds, currencyCode, i18n.locale)}
          {currencyCode !== 'USD' && sales.refundsUsd > 0 && ` (${formatMoney(sales.refundsUsd, 'USD', i18n.locale)})`}
        </Figure>
      </Box>
    </Box>
  )
}

function Figure({ label, children }: { label: ReactNode; children: ReactNode }) {
  return (
    <>
      <Text as="dt" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" textAlign="end">
        {children}
      </Text>
    </>
  )
}
