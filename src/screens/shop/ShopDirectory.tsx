import { AspectRatio, Button, Container, Heading, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, linkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { pageSizes, type FavouriteShop, type ShopCard as Shop } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { Pagination } from '../../components/product'
import { Notice } from './Notice'
import { ShopCard } from './ShopCard'

/** SPEC.md: 2 columns under 990 px, 4 from 990 to 1199, 6 from 1200. */
export const shopGridColumns = { base: 2, lg: 4, xl: 6 } as const

export type ShopDirectoryState = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; shops: Page<Shop>; pageNo: number }

/** /shop: every shop of the marketplace, a page at a time. */
export function ShopDirectory({ state }: { state: ShopDirectoryState }) {
  return (
    <Container maxW="8xl" py={{ base: '10', md: '16' }}>
      <Stack gap="3" mb={{ base: '8', md: '12' }}>
        <Text textStyle="xs" letterSpacing="caps" textTransform="uppercase" color="fg.muted">
          <Trans>The marketplace</Trans>
        </Text>
        <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '2.5rem', md: '3.75rem' }} lineHeight="1">
          <Trans>Shops</Trans>
        </Heading>
        {state.status === 'ready' && state.shops.total > 0 && (
          <Text color="fg.muted">
            <Plural value={state.shops.total} one="# house with its own eye." other="# houses and ateliers, each with its own eye." />
          </Text>
        )}
      </Stack>
      <DirectoryBody state={state} />
    </Container>
  )
}

function DirectoryBody({ state }: { state: ShopDirectoryState }) {
  const { t } = useLingui()
  if (state.status === 'loading') return <ShopGridSkeleton label={t`Loading shops`} />
  if (state.status === 'failed')
    return (
      <Notice action={<Button variant="outline" borderRadius="none" onClick={state.retry}><Trans>Try again</Trans></Button>}>
        <Trans>The shops could not be loaded.</Trans>
      </Notice>
    )
  if (state.shops.list.length === 0)
    return (
      <Notice action={<Button asChild variant="outline" borderRadius="none"><Link to="/"><Trans>Back to the collections</Trans></Link></Button>}>
        <Trans>No shops are open yet.</Trans>
      </Notice>
    )
  return (
    <>
      <ShopGrid shops={state.shops.list} />
      <Pagination
        page={state.pageNo}
        total={state.shops.total}
        pageSize={pageSizes.shops}
        linkTo={(page) => linkOptions({ to: '/shop', search: { page: page > 1 ? page : undefined } })}
      />
    </>
  )
}

type Columns = Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number>>

export function ShopGrid<T extends FavouriteShop>({ shops, actionFor, columns = shopGridColumns }: { shops: T[]; actionFor?: (shop: T) => ReactNode; columns?: Columns }) {
  return (
    <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={{ base: '4', md: '6' }} rowGap={{ base: '8', md: '10' }}>
      {shops.map((shop, i) => (
        <li key={shop.id}>
          <ShopCard shop={shop} eager={i < shopGridColumns.xl} action={actionFor?.(shop)} />
        </li>
      ))}
    </SimpleGrid>
  )
}

export function ShopGridSkeleton({ label, count = 12, columns = shopGridColumns }: { label: string; count?: number; columns?: Columns }) {
  return (
    <SimpleGrid columns={columns} gap={{ base: '4', md: '6' }} rowGap={{ base: '8', md: '10' }} aria-busy="true" aria-label={label}>
      {Array.from({ length: count }, (_, i) => (
        <Stack key={i} gap="3">
          <AspectRatio ratio={1}>
            <Skeleton />
          </AspectRatio>
          <Skeleton height="5" width="70%" />
          <Skeleton height="3" width="90%" />
          <Skeleton height="3" width="40%" />
        </Stack>
      ))}
    </SimpleGrid>
  )
}
