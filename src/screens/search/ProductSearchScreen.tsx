import { HStack, Link as ChakraLink, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { pageSizes, productSort, type ProductPage, type ProductSort } from '../../../contract/catalog'
import type { Population } from '../../../contract/locale'
import { Pagination } from '../../components/product/Pagination'
import { ProductGrid } from '../../components/product/ProductGrid'
import { SortSelect } from '../../components/product/SortSelect'
import type { ListState } from '../../lib/listState'
import { populationLabel, topBarOrder } from '../../lib/populations'
import { SearchFailed, SearchFrame } from './SearchFrame'
import { CapsLink } from '../../components/CapsLink'
import { plain } from '../../lib/plain'

export interface ProductSearchProps {
  word: string
  population?: Population
  page: number
  sort?: ProductSort
  list: ListState<ProductPage>
  onSort: (sort: ProductSort | undefined) => void
  /** The same search in another population. */
  populationLink: (population: Population) => LinkOptions
  pageLink: (page: number) => LinkOptions
}

/** /product/search: the pieces matching the words in one population, 20 a page, sortable. */
export function ProductSearchScreen({ word, population, page, sort, list, onSort, populationLink, pageLink }: ProductSearchProps) {
  const { t } = useLingui()
  const sorts = [
    { value: undefined, label: t`Best match` },
    { value: productSort.newGood, label: t`Newest` },
    { value: productSort.minPrice, label: t`Price: low to high` },
    { value: productSort.maxPrice, label: t`Price: high to low` },
  ]
  const summary = list.status === 'ready' ? <Plural value={list.data.total} one="# piece" other="# pieces" /> : null
  return (
    <SearchFrame
      eyebrow={<Trans>Search results</Trans>}
      word={word}
      summary={summary}
      tools={
        <HStack gap="6" flexWrap="wrap">
          <HStack as="nav" aria-label={t`Search in`} gap="4" textStyle="xs" letterSpacing="caps" textTransform="uppercase">
            {topBarOrder.map((p) => (
              <ChakraLink key={p} asChild borderBottomWidth="1px" borderColor={p === population ? 'fg' : 'transparent'} pb="0.5">
                <Link {...populationLink(p)} aria-current={p === population ? 'page' : undefined}>
                  {t(populationLabel[p])}
                </Link>
              </ChakraLink>
            ))}
          </HStack>
          <SortSelect value={sort} options={sorts} onChange={onSort} />
        </HStack>
      }
    >
      {list.status === 'failed' ? (
        <SearchFailed onRetry={list.retry} />
      ) : (
        <Stack gap="0">
          <ProductGrid
            products={list.status === 'ready' ? list.data.list : []}
            loading={list.status === 'loading'}
            empty={<NoMatch word={word} />}
          />
          {list.status === 'ready' && <Pagination page={page} total={list.data.total} pageSize={pageSizes.products} pageLink={pageLink} />}
        </Stack>
      )}
    </SearchFrame>
  )
}

function NoMatch({ word: typed }: { word: string }) {
  const word = plain(typed)
  return (
    <Stack gap="3" align="center">
      <Text textStyle="xl" fontFamily="heading" color="fg">
        <Trans>Nothing matches “{word}” yet.</Trans>
      </Text>
      <Text>
        <Trans>Try fewer or other words, or another population.</Trans>
      </Text>
      <CapsLink mt="2">
        <Link to="/categoryIndex" search={{ type: 'newGoods' }}>
          <Trans>See what is new</Trans>
        </Link>
      </CapsLink>
    </Stack>
  )
}
