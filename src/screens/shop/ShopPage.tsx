import { Box, Button, Container, Flex, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { Suspense, useCallback, useMemo } from 'react'
import { pageSizes, shopSort, type Brand, type CategoryNode, type ProductCard, type ShopInfo } from '../../../contract/catalog'
import type { Page } from '../../../contract/envelope'
import type { Population } from '../../../contract/locale'
import type { favouriteToggleMachine } from '../../../machines/favourite/favouriteToggle'
import type { FilterSelection } from '../../../machines/catalog/filterDrawer'
import type { quickViewMachine } from '../../../machines/catalog/quickView'
import { DeferredList } from '../../components/DeferredList'
import type { BuyMachines } from '../../components/product/Buy'
import { lazyNamed, useLatched } from '../../components/deferred'
import { FilterDrawer, Pagination, ProductGrid } from '../../components/product'
import { SortSelect } from '../../components/product/SortSelect'
import type { ContactLogic } from '../../components/shop/ContactShop'
import { Notice, RetryNotice } from '../../components/Notice'
import type { ListState } from '../../lib/listState'
import { ShopHeader } from './ShopHeader'
import { searchOf, selectionOf, shopFilterGroups } from './shopFilters'
import { shopSorts, type ShopProductSearch, type ShopSort } from './shopSearch'
import type { QuickViewActor } from './QuickViewDialog'

export interface ShopPageData {
  shop: ShopInfo
  categories: CategoryNode[]
  brands: Brand[]
  /** The population of each top category, to tell apart the ones of the same name. */
  rootPopulation: Record<number, Population>
}

type ProductsState = ListState<Page<ProductCard>>

export interface ShopPageMachines {
  follow: typeof favouriteToggleMachine
  contact: ContactLogic
  quickView: typeof quickViewMachine
  /** The quick view's buying column: the product page's machines. */
  quickBuy: BuyMachines
}

export interface ShopPageProps {
  data: ShopPageData
  /** The loader's products, not awaited: the header and tools draw while they load. */
  products: Promise<Page<ProductCard>>
  /** Loads the products again after a failure. */
  retry: () => void
  search: ShopProductSearch
  machines: ShopPageMachines
  /** Changes what the URL says (filters, sort); the page follows. */
  onSearch: (patch: Partial<ShopProductSearch>) => void
  pageLink: (page: number) => LinkOptions
  /** Opens the filter drawer at once (stories). */
  filterOpen?: boolean
  /** The viewer owns this shop: the header offers "Manage shop". */
  owned?: boolean
}

const sortLabels: Record<ShopSort, MessageDescriptor> = {
  0: msg`Recommended`,
  1: msg`Price: low to high`,
  2: msg`Price: high to low`,
  3: msg`Latest`,
}

/** /shopProduct: the shop's header, then its pieces with filters, sort, pages and quick view. */
export function ShopPage({ data, products, retry, search, machines, onSearch, pageLink, filterOpen, owned }: ShopPageProps) {
  const { t, i18n } = useLingui()
  const quickView = useActorRef(machines.quickView)
  const groups = useMemo(() => shopFilterGroups(data, i18n), [data, i18n])
  const selected = useMemo(() => selectionOf(search, groups), [search, groups])
  const applyFilters = useCallback((selection: FilterSelection) => onSearch(searchOf(selection)), [onSearch])
  const filtered = Boolean(search.category || search.population || search.brand)
  const sortOptions = shopSorts.map((sort) => ({ value: sort === shopSort.default ? undefined : sort, label: i18n._(sortLabels[sort]) }))

  return (
    <Container maxW="8xl" pb={{ base: '12', md: '20' }}>
      <ShopHeader shop={data.shop} follow={machines.follow} contact={machines.contact} owned={owned} />
      <Flex
        as="section"
        aria-label={t`Sort and filter`}
        position="sticky"
        top={{ base: '16', xl: '20' }}
        zIndex="docked"
        bg="bg"
        gap="3"
        py="3"
        mb="6"
        align="center"
        justify="space-between"
        borderTopWidth="1px"
        borderBottomWidth="1px"
        borderColor="border.muted"
      >
        <HStack gap="4">
          <FilterDrawer groups={groups} selected={selected} onApply={applyFilters} defaultOpen={filterOpen} />
          <Text textStyle="sm" color="fg.muted" display={{ base: 'none', sm: 'block' }} aria-live="polite">
            <DeferredList promise={products} retry={retry}>
              {(list) => list.status === 'ready' && <Plural value={list.data.total} one="# piece" other="# pieces" />}
            </DeferredList>
          </Text>
        </HStack>
        <SortSelect value={search.sort} options={sortOptions} onChange={(sort) => onSearch({ sort, page: undefined })} />
      </Flex>
      <DeferredList promise={products} retry={retry}>
        {(list) => (
          <>
            <ShopProducts
              products={list}
              filtered={filtered}
              onClear={() => onSearch(searchOf({}))}
              onQuickView={(p) => quickView.send({ type: 'OPEN', productId: p.productId, shopId: p.shopId })}
            />
            {list.status === 'ready' && (
              <Pagination page={search.page ?? 1} total={list.data.total} pageSize={pageSizes.shopProducts} pageLink={pageLink} />
            )}
          </>
        )}
      </DeferredList>
      <QuickView actor={quickView} buy={machines.quickBuy} />
    </Container>
  )
}

/**
 * The dialog's code (and its focus trap) loads when a quick view is first asked for: statically
 * imported, the bundler put it in the code that every catalog page downloads first.
 */
const QuickViewDialog = lazyNamed(() => import('./QuickViewDialog'), 'QuickViewDialog')

function QuickView({ actor, buy }: { actor: QuickViewActor; buy: BuyMachines }) {
  const wanted = useLatched(useSelector(actor, (s) => !s.matches('closed')))
  if (!wanted) return null
  return (
    <Suspense fallback={null}>
      <QuickViewDialog actor={actor} buy={buy} />
    </Suspense>
  )
}

function ShopProducts({
  products,
  filtered,
  onClear,
  onQuickView,
}: {
  products: ProductsState
  filtered: boolean
  onClear: () => void
  onQuickView: (product: ProductCard) => void
}) {
  if (products.status === 'failed')
    return (
      <RetryNotice retry={products.retry}>
        <Trans>The pieces of this shop could not be loaded.</Trans>
      </RetryNotice>
    )
  const empty = filtered ? (
    <Stack gap="5" align="center">
      <Text textStyle="xl" fontFamily="heading" color="fg">
        <Trans>Nothing here matches these filters.</Trans>
      </Text>
      <Button variant="outline" borderRadius="none" onClick={onClear}>
        <Trans>Clear the filters</Trans>
      </Button>
    </Stack>
  ) : (
    <Text textStyle="xl" fontFamily="heading" color="fg">
      <Trans>This shop has no pieces on sale yet.</Trans>
    </Text>
  )
  return (
    <ProductGrid
      products={products.status === 'ready' ? products.data.list : []}
      loading={products.status === 'loading'}
      skeletons={pageSizes.shopProducts}
      columns={{ base: 2, md: 3, lg: 4, xl: 5 }}
      empty={empty}
      onQuickView={onQuickView}
    />
  )
}

/** The whole page while the shop itself loads, named from the URL when it can be. */
export function ShopPageSkeleton({ name }: { name?: string }) {
  const { t } = useLingui()
  return (
    <Container maxW="8xl" pb="20" aria-busy="true" aria-label={t`Loading the shop`}>
      <Flex gap="8" align="center" py={{ base: '8', md: '12' }}>
        <Skeleton w={{ base: '20', md: '28' }} aspectRatio="1" />
        <Stack gap="3" flex="1">
          <Skeleton h="3" w="20" />
          {name ? (
            <Text as="h1" fontFamily="heading" fontSize={{ base: '2rem', md: '2.75rem' }} lineHeight="1.05">
              {name}
            </Text>
          ) : (
            <Skeleton h="10" w="60%" />
          )}
          <Skeleton h="4" w="80%" />
        </Stack>
      </Flex>
      <Box borderTopWidth="1px" borderColor="border.muted" pt="6">
        <ProductGrid products={[]} loading skeletons={10} columns={{ base: 2, md: 3, lg: 4, xl: 5 }} />
      </Box>
    </Container>
  )
}

/** The shop could not be found or loaded. */
export function ShopPageFailed({ retry }: { retry?: () => void }) {
  return (
    <Container maxW="8xl" py={{ base: '12', md: '20' }}>
      <Notice
        action={
          <HStack gap="3">
            {retry && (
              <Button variant="outline" borderRadius="none" onClick={retry}>
                <Trans>Try again</Trans>
              </Button>
            )}
            <Button asChild borderRadius="none">
              <Link to="/shop">
                <Trans>See all shops</Trans>
              </Link>
            </Button>
          </HStack>
        }
      >
        <Trans>This shop could not be shown.</Trans>
      </Notice>
    </Container>
  )
}
