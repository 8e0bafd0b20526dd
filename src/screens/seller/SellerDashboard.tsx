import { Heading, LinkBox, LinkOverlay, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { MessageSquare, Shirt, Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { shopEntry } from '../../lib/accountLinks'
import type { SellerDashboard as Dashboard, SellerShop as ShopSummary } from '../../../contract/seller'
import { type ListState, partOf } from '../../lib/listState'
import { DashboardCounts } from './DashboardCounts'
import { DashboardSales } from './DashboardSales'
import { DashboardToDo } from './DashboardToDo'
import type { SellerShop } from './SellerLayout'
import { sellerMenu } from './sellerMenu'

const linkOf = (key: 'products' | 'messages') => sellerMenu.find((entry) => entry.key === key)!.link!

/** What the dashboard shows: the shop's products counted, and its to-dos and sales. */
export type DashboardData = { counts: ShopSummary; dashboard: Dashboard }

/**
 * The seller center's first page: the shop's name, what waits for its owner, its products counted by
 * what needs them, its sales, and where to go from here.
 */
export function SellerDashboard({ shop, summary, now }: { shop: SellerShop; summary: ListState<DashboardData>; now?: number }) {
  const dashboard = partOf(summary, 'dashboard')
  return (
    <Stack gap="8">
      <Stack gap="2">
        <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          <Trans>Dashboard</Trans>
        </Text>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }} lineHeight="1.1">
          {shop.shopname}
        </Heading>
      </Stack>
      {dashboard.status === 'ready' ? <DashboardToDo dashboard={dashboard.data} now={now} /> : <Skeleton h="28" />}
      <DashboardCounts summary={partOf(summary, 'counts')} />
      {dashboard.status === 'ready' && <DashboardSales dashboard={dashboard.data} />}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <DashboardCard icon={<Shirt size={20} aria-hidden />} link={linkOf('products')} title={<Trans>Products</Trans>}>
          <Trans>Your pieces, their listing, price and stock.</Trans>
        </DashboardCard>
        <DashboardCard icon={<Store size={20} aria-hidden />} link={shopEntry(shop, true).link} title={<Trans>Your shop page</Trans>}>
          <Trans>See your shop as shoppers see it.</Trans>
        </DashboardCard>
        <DashboardCard icon={<MessageSquare size={20} aria-hidden />} link={linkOf('messages')} title={<Trans>Messages</Trans>}>
          <Trans>Answer shoppers' questions about your pieces.</Trans>
        </DashboardCard>
      </SimpleGrid>
    </Stack>
  )
}

interface CardProps {
  icon: ReactNode
  link: LinkOptions
  title: ReactNode
  children: ReactNode
}

function DashboardCard({ icon, link, title, children }: CardProps) {
  return (
    <LinkBox as="article" borderWidth="1px" borderColor="border" p="6" _hover={{ borderColor: 'fg', bg: 'brand.50' }}>
      <Stack gap="3">
        {icon}
        <Heading as="h2" textStyle="md" fontWeight="medium">
          <LinkOverlay asChild>
            <Link {...link}>{title}</Link>
          </LinkOverlay>
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {children}
        </Text>
      </Stack>
    </LinkBox>
  )
}
