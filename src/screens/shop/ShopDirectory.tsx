import { Button, Container, Heading, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { pageSizes, type ShopCard as Shop } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { Pagination } from '../../components/product'
import { Notice, RetryNotice } from '../../components/Notice'
import { ShopGrid, ShopGridSkeleton } from '../../components/shop/ShopGrid'
import type { ListState } from '../../lib/listState'

export interface ShopDirectoryProps {
  list: ListState<{ shops: Page<Shop>; pageNo: number }>
  pageLink: (page: number) => LinkOptions
}

/** /shop: every shop of the marketplace, a page at a time. */
export function ShopDirectory({ list, pageLink }: ShopDirectoryProps) {
  return (
    <Container maxW="8xl" py={{ base: '10', md: '16' }}>
      <Stack gap="3" mb={{ base: '8', md: '12' }}>
        <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          <Trans>The marketplace</Trans>
        </Text>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '2.5rem', md: '3.75rem' }} lineHeight="1">
          <Trans>Shops</Trans>
        </Heading>
        {list.status === 'ready' && list.data.shops.total > 0 && (
          <Text color="fg.muted">
            <Plural value={list.data.shops.total} one="# house with its own eye." other="# houses and ateliers, each with its own eye." />
          </Text>
        )}
      </Stack>
      <DirectoryBody list={list} pageLink={pageLink} />
    </Container>
  )
}

function DirectoryBody({ list, pageLink }: ShopDirectoryProps) {
  const { t } = useLingui()
  if (list.status === 'loading') return <ShopGridSkeleton label={t`Loading shops`} />
  if (list.status === 'failed')
    return (
      <RetryNotice retry={list.retry}>
        <Trans>The shops could not be loaded.</Trans>
      </RetryNotice>
    )
  if (list.data.shops.list.length === 0)
    return (
      <Notice
        action={
          <Button asChild variant="outline" borderRadius="none">
            <Link to="/">
              <Trans>Back to the collections</Trans>
            </Link>
          </Button>
        }
      >
        <Trans>No shops are open yet.</Trans>
      </Notice>
    )
  return (
    <>
      <ShopGrid shops={list.data.shops.list} />
      <Pagination page={list.data.pageNo} total={list.data.shops.total} pageSize={pageSizes.shops} pageLink={pageLink} />
    </>
  )
}
