import { Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { pageSizes, type ShopCard } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { Pagination } from '../../components/product/Pagination'
import { ShopGrid, ShopGridSkeleton } from '../shop/ShopDirectory'
import { SearchFailed, SearchFrame } from './SearchFrame'

export type ShopSearchState = { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; result: Page<ShopCard> }

/** /shop/search: shops whose name matches the words, each card opening the shop. */
export function ShopSearchScreen({ word, page, state, linkToPage }: { word: string; page: number; state: ShopSearchState; linkToPage: (page: number) => LinkOptions }) {
  const { t } = useLingui()
  const summary = state.status === 'ready' ? <Plural value={state.result.total} one="# shop" other="# shops" /> : null
  return (
    <SearchFrame eyebrow={<Trans>Shops</Trans>} word={word} summary={summary}>
      {state.status === 'failed' ? (
        <SearchFailed onRetry={state.retry} />
      ) : state.status === 'loading' ? (
        <ShopGridSkeleton label={t`Loading shops`} />
      ) : state.result.list.length === 0 ? (
        <Stack gap="3" align="center" py="20" textAlign="center" color="fg.muted">
          <Text textStyle="xl" fontFamily="heading" color="fg">
            <Trans>No shop is called “{word}”.</Trans>
          </Text>
          <ChakraLink asChild textStyle="xs" letterSpacing="caps" textTransform="uppercase" textDecoration="underline" textUnderlineOffset="4px">
            <Link to="/shop">
              <Trans>Browse every shop</Trans>
            </Link>
          </ChakraLink>
        </Stack>
      ) : (
        <Stack gap="0">
          <ShopGrid shops={state.result.list} />
          <Pagination page={page} total={state.result.total} pageSize={pageSizes.shops} linkTo={linkToPage} />
        </Stack>
      )}
    </SearchFrame>
  )
}
