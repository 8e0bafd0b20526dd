import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { X } from 'lucide-react'
import { pageSizes, type FavouriteProduct, type ProductCard as Product } from '../../../contract/catalog'
import type { favouriteProductsMachine } from '../../../machines/favourite/wishlist'
import { Pagination, ProductCard, ProductGrid } from '../../components/product'
import { RetryNotice } from '../../components/Notice'
import { tabList } from './tabList'
import { TabEmpty } from './TabStates'

const columns = { base: 2, md: 3, xl: 4 } as const

/** A favourite as a product card: it links to the detail page and shows the filled heart. */
const asCard = (f: FavouriteProduct): Product => ({
  productId: f.spuId,
  shopId: f.shopId,
  producctName: f.spuName,
  brandName: f.brandName,
  brandId: f.brandId,
  imglist: f.picUrl ? [f.picUrl] : [],
  price: f.price,
  marketPrice: f.marketPrice,
  collectflag: 1,
  newFlag: false,
  discountFlag: false,
})

/** The first tab: favourite pieces, each with its properties and a remove button. */
export function FavouriteProducts({ logic }: { logic: typeof favouriteProductsMachine }) {
  const { t } = useLingui()
  const actor = useActorRef(logic, { input: { pageSize: pageSizes.favourites } })
  const state = useSelector(actor, (s) => s.value)
  const list = tabList(
    state,
    useSelector(actor, (s) => s.context),
    () => actor.send({ type: 'RETRY' }),
  )

  if (list.status === 'loading') return <ProductGrid products={[]} loading skeletons={8} columns={columns} />
  if (list.status === 'failed')
    return (
      <RetryNotice retry={list.retry}>
        <Trans>Your favourite pieces could not be loaded.</Trans>
      </RetryNotice>
    )
  const { items, total, pageNo, removing } = list.data
  if (items.length === 0)
    return (
      <TabEmpty>
        <Trans>No favourite pieces yet. Tap the heart on a piece to keep it here.</Trans>
      </TabEmpty>
    )
  return (
    <>
      <SimpleGrid as="ul" listStyleType="none" columns={columns} gap={{ base: '4', md: '6' }} rowGap={{ base: '8', md: '12' }}>
        {items.map((item, i) => (
          <Stack as="li" key={item.spuId} gap="2" opacity={removing === item.spuId ? 0.5 : 1} transition="opacity 0.3s">
            <ProductCard product={asCard(item)} eager={i < 4} />
            {item.properties && (
              <Text textStyle="xs" color="fg.muted" lineClamp={1}>
                {item.properties}
              </Text>
            )}
            <Button
              size="xs"
              variant="ghost"
              alignSelf="flex-start"
              px="0"
              color="fg.muted"
              _hover={{ color: 'fg', bg: 'transparent', textDecoration: 'underline' }}
              aria-label={t`Remove ${item.spuName} from the wishlist`}
              loading={removing === item.spuId}
              disabled={state === 'removing'}
              onClick={() => actor.send({ type: 'REMOVE', key: item.spuId })}
            >
              <X size={12} aria-hidden />
              <Trans>Remove</Trans>
            </Button>
          </Stack>
        ))}
      </SimpleGrid>
      <Pagination
        page={pageNo}
        total={total}
        pageSize={pageSizes.favourites}
        onChange={(page) => actor.send({ type: 'PAGE', pageNo: page })}
      />
    </>
  )
}
