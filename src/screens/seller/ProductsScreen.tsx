import { Badge, Box, Button, Link as ChakraLink, Flex, Heading, HStack, Image, Input, Skeleton, Stack, Text } from '@chakra-ui/react'
import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { ImageOff, Plus, Search } from 'lucide-react'
import { useState } from 'react'
import type { Page } from '../../../contract/envelope'
import { ListingStatus, listedStatuses } from '../../../contract/lifecycles'
import { type SellerProductRow, type SellerSortValue, sellerLimits, sellerSort } from '../../../contract/seller'
import type { productActionsMachine } from '../../../machines/seller/productActions'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { Money } from '../../components/Money'
import { Notice, RetryNotice } from '../../components/Notice'
import { Pagination } from '../../components/product/Pagination'
import { SortSelect } from '../../components/product/SortSelect'
import type { ListState } from '../../lib/listState'
import type { Named } from './editorData'
import { actionLabels, listingFilters, listingLabels, sortLabels } from './labels'
import { rowActions } from './rowActions'
import { plain } from '../../lib/plain'

export interface ProductsQuery {
  name?: string
  listing?: number
  categoryId?: number
  sort?: SellerSortValue
  page: number
}

export interface ProductsScreenProps {
  list: ListState<Page<SellerProductRow>>
  query: ProductsQuery
  /** Changes what the URL says (search, filter, sort: back to the first page); the page follows. */
  onQuery: (query: Omit<ProductsQuery, 'page'>) => void
  pageLink: (page: number) => LinkOptions
  /** The third-level categories the filter offers, named with their parents (none while loading). */
  categories: readonly Named[]
  /** The quick actions, provided with the calls and the reload. */
  actions: typeof productActionsMachine
}

type Actor = ReturnType<typeof useActorRef<typeof productActionsMachine>>

/** /seller/products: the shop's products with search, status filter, sort, pages of 20 and quick actions (docs/behaviour.md#seller-center). */
export function ProductsScreen({ list, query, onQuery, pageLink, categories, actions }: ProductsScreenProps) {
  const actor = useActorRef(actions)
  const filtered = Boolean(query.name || query.listing || query.categoryId)
  return (
    <Stack gap="6">
      <Flex gap="3" wrap="wrap" align="center" justify="space-between">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          <Trans>Products</Trans>
        </Heading>
        <Button asChild size="sm" borderRadius="none" bg="fg" color="bg">
          <Link to="/seller/products/$id" params={{ id: 'new' }}>
            <Plus size={16} aria-hidden />
            <Trans>New product</Trans>
          </Link>
        </Button>
      </Flex>
      <Tools key={query.name ?? ''} query={query} onQuery={onQuery} categories={categories} />
      {list.status === 'loading' && <RowsSkeleton />}
      {list.status === 'failed' && (
        <RetryNotice retry={list.retry}>
          <Trans>We could not load your products.</Trans>
        </RetryNotice>
      )}
      {list.status === 'ready' && list.data.list.length === 0 && (
        <Notice>{filtered ? <Trans>No product matches these filters.</Trans> : <Trans>Your shop has no products yet.</Trans>}</Notice>
      )}
      {list.status === 'ready' && list.data.list.length > 0 && (
        <Stack gap="6">
          <Text textStyle="sm" color="fg.muted" aria-live="polite">
            <Plural value={list.data.total} one="# product" other="# products" />
          </Text>
          <Stack as="ul" gap="0" listStyleType="none" borderTopWidth="1px">
            {list.data.list.map((row) => (
              <ProductRow key={row.id} row={row} actor={actor} />
            ))}
          </Stack>
          <Pagination page={query.page} total={list.data.total} pageSize={sellerLimits.pageSize} pageLink={pageLink} />
        </Stack>
      )}
      <DeleteQuestion actor={actor} />
    </Stack>
  )
}

/** The name search, the status and category filters and the sort. */
function Tools({ query, onQuery, categories }: Pick<ProductsScreenProps, 'query' | 'onQuery' | 'categories'>) {
  const { t, i18n } = useLingui()
  const [name, setName] = useState(query.name ?? '')
  const { page: _page, ...rest } = query
  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      <HStack
        as="form"
        role="search"
        gap="2"
        flex="1"
        minW="60"
        onSubmit={(e) => {
          e.preventDefault()
          onQuery({ ...rest, name: name.trim() || undefined })
        }}
      >
        <Input
          type="search"
          aria-label={t`Search by name`}
          placeholder={t`Search by name`}
          borderRadius="none"
          size="sm"
          maxLength={sellerLimits.searchMax}
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
        />
        <Button type="submit" size="sm" variant="outline" borderRadius="none" aria-label={t`Search`}>
          <Search size={16} aria-hidden />
        </Button>
      </HStack>
      <HStack gap="4" wrap="wrap" maxW="full" minW="0">
        <SortSelect
          label={t`Status`}
          labelAlways
          value={query.listing}
          options={[{ value: undefined, label: t`All` }, ...listingFilters.map((s) => ({ value: s, label: i18n._(listingLabels[s]) }))]}
          onChange={(listing) => onQuery({ ...rest, listing })}
        />
        <SortSelect
          label={t`Category`}
          labelAlways
          value={query.categoryId}
          options={[{ value: undefined, label: t`All` }, ...categories.map((c) => ({ value: c.id, label: c.name }))]}
          onChange={(categoryId) => onQuery({ ...rest, categoryId })}
        />
        <SortSelect
          value={query.sort}
          options={Object.values(sellerSort).map((s) => ({ value: s === sellerSort.newest ? undefined : s, label: i18n._(sortLabels[s]) }))}
          onChange={(sort) => onQuery({ ...rest, sort })}
        />
      </HStack>
    </Flex>
  )
}

/** One product: thumbnail, name, listing (with a rejection's reason), price range, stock and its quick actions. */
function ProductRow({ row, actor }: { row: SellerProductRow; actor: Actor }) {
  const { t, i18n } = useLingui()
  // A draft may have no name yet: its buttons still need one to be told apart.
  const title = row.name || t`Untitled`
  const busy = useSelector(actor, (s) => s.hasTag('busy') && s.context.product?.id === row.id)
  const onSale = listedStatuses.includes(row.listing)
  return (
    <Flex as="li" gap="4" py="4" borderBottomWidth="1px" align={{ base: 'flex-start', md: 'center' }} wrap={{ base: 'wrap', md: 'nowrap' }}>
      <Box w="16" h="20" flexShrink={0} bg="bg.muted" display="flex" alignItems="center" justifyContent="center">
        {row.picUrl ? (
          <Image src={row.picUrl} alt="" w="full" h="full" objectFit="cover" loading="lazy" />
        ) : (
          <ImageOff size={20} aria-hidden color="var(--chakra-colors-fg-subtle)" />
        )}
      </Box>
      <Stack gap="1" flex="1" minW="0">
        <ChakraLink asChild fontWeight="medium" lineClamp={2} textDecoration="underline" textUnderlineOffset="3px">
          <Link to="/seller/products/$id" params={{ id: String(row.id) }}>
            {title}
          </Link>
        </ChakraLink>
        <HStack gap="2" wrap="wrap">
          <Badge
            borderRadius="none"
            variant={onSale ? 'solid' : 'outline'}
            colorPalette={row.listing === ListingStatus.rejected ? 'red' : 'gray'}
          >
            {i18n._(listingLabels[row.listing] ?? listingLabels[ListingStatus.draft])}
          </Badge>
        </HStack>
        {row.rejectReason && (
          <Text textStyle="sm" color="red.700">
            <Reason text={row.rejectReason} />
          </Text>
        )}
      </Stack>
      <Stack gap="0" textStyle="sm" minW={{ md: '36' }} textAlign={{ base: 'start', md: 'end' }} ms={{ base: '20', md: '0' }}>
        <Text>
          {row.skuCount === 0 ? (
            <Trans>No price yet</Trans>
          ) : row.minPrice === row.maxPrice ? (
            <Money cents={row.minPrice} />
          ) : (
            <>
              <Money cents={row.minPrice} /> – <Money cents={row.maxPrice} />
            </>
          )}
        </Text>
        <Text color={row.stock === 0 && onSale ? 'red.700' : 'fg.muted'}>
          {row.stock === 0 && onSale ? <Trans>Sold out</Trans> : <Plural value={row.stock} one="# in stock" other="# in stock" />}
        </Text>
      </Stack>
      <HStack gap="2" flexShrink={0} wrap="wrap" ms={{ base: '20', md: '0' }}>
        {rowActions(row).map((action) => (
          <Button
            key={action}
            size="xs"
            variant="outline"
            borderRadius="none"
            loading={busy}
            aria-label={`${i18n._(actionLabels[action])}: ${title}`}
            onClick={() => actor.send({ type: action, product: row })}
          >
            {i18n._(actionLabels[action])}
          </Button>
        ))}
      </HStack>
    </Flex>
  )
}

function DeleteQuestion({ actor }: { actor: Actor }) {
  const { t } = useLingui()
  const asked = useSelector(actor, (s) => s.hasTag('deleteAsked') || (s.hasTag('busy') && s.context.action === 'DELETE'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const name = plain(useSelector(actor, (s) => s.context.product?.name) || t`Untitled`)
  return (
    <ConfirmDialog
      open={asked}
      busy={busy}
      title={<Trans>Delete this draft?</Trans>}
      onCancel={() => actor.send({ type: 'CLOSE' })}
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
    >
      <Text>
        <Trans>“{name}” will be gone for good.</Trans>
      </Text>
    </ConfirmDialog>
  )
}

function RowsSkeleton() {
  return (
    <Stack gap="4" aria-busy="true">
      {Array.from({ length: 5 }, (_, i) => (
        <HStack key={i} gap="4">
          <Skeleton w="16" h="20" />
          <Stack flex="1" gap="2">
            <Skeleton h="4" w="60%" />
            <Skeleton h="4" w="20%" />
          </Stack>
        </HStack>
      ))}
    </Stack>
  )
}

function Reason({ text }: { text: string }) {
  const reason = plain(text)
  return <Trans>Reason: {reason}</Trans>
}
