import { Box, Link as ChakraLink, SimpleGrid, Skeleton, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions, linkOptions } from '@tanstack/react-router'
import { ListingStatus } from '../../../contract/lifecycles'
import { type SellerShop as ShopSummary, sellerSort } from '../../../contract/seller'
import { RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'

const products = (search: { listing?: number; sort?: number }) => linkOptions({ to: '/seller/products', search })

/** docs/behaviour.md#seller-center: the dashboard's to-dos, each leading to the products it counts (stock ones to the list by lowest stock). */
const tiles: { key: string; label: MessageDescriptor; link: LinkOptions }[] = [
  { key: 'review', label: msg`In review`, link: products({ listing: ListingStatus.review }) },
  { key: 'rejected', label: msg`Rejected`, link: products({ listing: ListingStatus.rejected }) },
  { key: 'live', label: msg`Live`, link: products({ listing: ListingStatus.live }) },
  { key: 'soldOut', label: msg`Sold out`, link: products({ sort: sellerSort.stockLow }) },
  { key: 'lowStock', label: msg`Low stock (5 or fewer in a size)`, link: products({ sort: sellerSort.stockLow }) },
]

/** The shop's products counted by what needs the owner's eye. */
export function DashboardCounts({ summary }: { summary: ListState<ShopSummary> }) {
  const { i18n } = useLingui()
  if (summary.status === 'failed') {
    return (
      <RetryNotice retry={summary.retry}>
        <Trans>We could not count your products.</Trans>
      </RetryNotice>
    )
  }
  return (
    <SimpleGrid as="ul" columns={{ base: 2, md: 5 }} borderWidth="1px" listStyleType="none">
      {tiles.map(({ key, label, link }) => (
        <Box as="li" key={key} bg="bg" p="5">
          {summary.status === 'loading' ? (
            <Skeleton h="12" />
          ) : (
            <ChakraLink asChild display="block" _hover={{ textDecoration: 'none', color: 'fg' }}>
              <Link {...link}>
                <Text fontFamily="heading" textStyle="3xl" lineHeight="1">
                  {i18n.number(summary.data.counts[key] ?? 0)}
                </Text>
                <Text textStyle="sm" color="fg.muted" mt="2">
                  {i18n._(label)}
                </Text>
              </Link>
            </ChakraLink>
          )}
        </Box>
      ))}
    </SimpleGrid>
  )
}
