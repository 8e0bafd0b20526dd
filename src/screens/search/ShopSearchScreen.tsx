import { Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { pageSizes, type ShopCard } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import { Pagination } from '../../components/product/Pagination'
import { ShopGrid, ShopGridSkeleton } from '../../components/shop/ShopGrid'
import type { ListState } from '../../lib/listState'
import { SearchFailed, SearchFrame } from './SearchFrame'
import { CapsLink } from '../../components/CapsLink'
import { plain } from '../../lib/plain'

/** /shop/search: shops whose name matches the words, each card opening the shop. */
export function ShopSearchScreen({
  word,
  page,
  list,
  pageLink,
}: {
  word: string
  page: number
  list: ListState<Page<ShopCard>>
  pageLink: (page: number) => LinkOptions
}) {
  const { t } = useLingui()
  const summary = list.status === 'ready' ? <Plural value={list.data.total} one="# shop" other="# shops" /> : null
  return (
    <SearchFrame eyebrow={<Trans>Shops</Trans>} word={word} summary={summary}>
      {list.status === 'failed' ? (
        <SearchFailed onRetry={list.retry} />
      ) : list.status === 'loading' ? (
        <ShopGridSkeleton label={t`Loading shops`} />
      ) : list.data.list.length === 0 ? (
        <Stack gap="3" align="center" py="20" textAlign="center" color="fg.muted">
          <Text textStyle="xl" fontFamily="heading" color="fg">
            <NoShopCalled word={word} />
          </Text>
          <CapsLink>
            <Link to="/shop">
              <Trans>Browse every shop</Trans>
            </Link>
          </CapsLink>
        </Stack>
      ) : (
        <Stack gap="0">
          <ShopGrid shops={list.data.list} />
          <Pagination page={page} total={list.data.total} pageSize={pageSizes.shops} pageLink={pageLink} />
        </Stack>
      )}
    </SearchFrame>
  )
}

function NoShopCalled({ word: typed }: { word: string }) {
  const word = plain(typed)
  return <Trans>No shop is called “{word}”.</Trans>
}
