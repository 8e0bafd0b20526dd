import { Box, Button, Container, Flex, Heading, HStack, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import type { LinkOptions } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { pageSizes, productSort, type FilterOptions, type ProductPage, type ProductSort } from '../../../contract/catalog'
import type { FilterSelection } from '../../../machines/catalog/filterDrawer'
import type { PriceRange } from '../../../machines/catalog/priceRange'
import { Breadcrumb, type CrumbLink } from '../../components/product/Breadcrumb'
import { FilterDrawer } from '../../components/product/FilterDrawer'
import { RenderLater } from '../../components/RenderLater'
import { Pagination } from '../../components/product/Pagination'
import { ProductGrid } from '../../components/product/ProductGrid'
import { SortSelect } from '../../components/product/SortSelect'
import { listFailure } from './listFailure'

export interface ProductListProps {
  title: string
  crumbs: CrumbLink[]
  result: ProductPage
  options: FilterOptions
  selection: FilterSelection
  /** The list's price range (USD cents); the drawer shows it in the shopper's currency. */
  price?: PriceRange
  sort: ProductSort | undefined
  page: number
  onApply: (selection: FilterSelection, price?: PriceRange) => void
  onSort: (sort: ProductSort | undefined) => void
  pageLink: (page: number) => LinkOptions
  /** Opens the filter drawer at once (stories). */
  drawerOpen?: boolean
}

/** A product list: breadcrumb, title, filter and sort bar, grid of 20, pagination. */
export function ProductListScreen(props: ProductListProps) {
  const { t } = useLingui()
  const { result } = props
  const sorts = [
    { value: undefined, label: t`Recommended` },
    { value: productSort.newGood, label: t`Newest` },
    { value: productSort.minPrice, label: t`Price: low to high` },
    { value: productSort.maxPrice, label: t`Price: high to low` },
  ]
  return (
    <ListFrame crumbs={props.crumbs} title={props.title}>
      <Bar>
        <HStack gap="4">
          <FilterDrawer
            options={props.options}
            selected={props.selection}
            price={props.price}
            onApply={props.onApply}
            defaultOpen={props.drawerOpen}
          />
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            <Plural value={result.total} one="# piece" other="# pieces" />
          </Text>
        </HStack>
        <SortSelect value={props.sort} options={sorts} onChange={props.onSort} />
      </Bar>
      <ProductGrid products={result.list} />
      {/* Below the grid: drawn right after the first paint. */}
      <RenderLater>
        <Pagination page={props.page} total={result.total} pageSize={pageSizes.products} pageLink={props.pageLink} />
      </RenderLater>
    </ListFrame>
  )
}

function ListFrame({ crumbs, title, children }: { crumbs: CrumbLink[]; title: ReactNode; children: ReactNode }) {
  return (
    <Container maxW="8xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '8' }}>
      <Stack gap={{ base: '4', md: '6' }}>
        {crumbs.length > 0 ? <Breadcrumb items={crumbs} /> : <Box h="5" />}
        <Heading as="h1" fontFamily="heading" fontWeight="normal" fontSize={{ base: '2.25rem', md: '3.5rem' }} lineHeight="1.05">
          {title}
        </Heading>
        {children}
      </Stack>
    </Container>
  )
}

function Bar({ children }: { children: ReactNode }) {
  return (
    <Flex justify="space-between" align="center" gap="4" py="3" mb={{ base: '2', md: '4' }} borderYWidth="1px" flexWrap="wrap">
      {children}
    </Flex>
  )
}

/** While the list loads: the same frame, skeleton cards. */
export function ProductListPending() {
  return (
    <ListFrame crumbs={[]} title={<Skeleton height="0.9em" width="min(22rem, 70%)" />}>
      <Bar>
        <Skeleton height="8" width="28" />
        <Skeleton height="8" width="48" />
      </Bar>
      <ProductGrid products={[]} loading skeletons={pageSizes.products / 2} />
    </ListFrame>
  )
}

/** The list could not load: say why, and offer to try again (docs/behaviour.md#catalog: failure stops the loader). */
export function ProductListError({ error, onRetry }: { error?: unknown; onRetry: () => void }) {
  const failure = listFailure(error)
  return (
    <ListFrame crumbs={[]} title={<Trans>We could not load these pieces</Trans>}>
      <Stack gap="6" py="10" align="flex-start" role="alert">
        <Text color="fg.muted" textStyle="lg">
          {failure.kind === 'offline' ? (
            <Trans>Please check your connection and try again.</Trans>
          ) : failure.kind === 'answered' && failure.message ? (
            // The service's message, already in the shopper's language.
            failure.message
          ) : (
            <Trans>Something went wrong on our side. Please try again in a moment.</Trans>
          )}
        </Text>
        <Button onClick={onRetry} borderRadius="none" px="10" textTransform="uppercase" letterSpacing="wider" textStyle="sm">
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    </ListFrame>
  )
}
