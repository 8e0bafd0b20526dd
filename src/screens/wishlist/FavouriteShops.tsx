import { Button } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useActorRef, useSelector } from '@xstate/react'
import { pageSizes } from '../../../contract/catalog'
import type { favouriteShopsMachine } from '../../../machines/favourite/wishlist'
import { Pagination } from '../../components/product'
import { ShopGrid, ShopGridSkeleton } from '../../components/shop/ShopGrid'
import { RetryNotice } from '../../components/Notice'
import { tabList } from './tabList'
import { TabEmpty } from './TabStates'

const columns = { base: 2, md: 3, xl: 4 } as const

/** The second tab: followed shops, each with an unfollow button. */
export function FavouriteShops({ logic }: { logic: typeof favouriteShopsMachine }) {
  const { t } = useLingui()
  const actor = useActorRef(logic, { input: { pageSize: pageSizes.favourites } })
  const state = useSelector(actor, (s) => s.value)
  const list = tabList(
    state,
    useSelector(actor, (s) => s.context),
    () => actor.send({ type: 'RETRY' }),
  )

  if (list.status === 'loading') return <ShopGridSkeleton label={t`Loading shops`} count={8} columns={columns} />
  if (list.status === 'failed')
    return (
      <RetryNotice retry={list.retry}>
        <Trans>The shops you follow could not be loaded.</Trans>
      </RetryNotice>
    )
  const { items, total, pageNo, removing } = list.data
  if (items.length === 0)
    return (
      <TabEmpty>
        <Trans>You do not follow any shop yet.</Trans>
      </TabEmpty>
    )
  return (
    <>
      <ShopGrid
        shops={items}
        columns={columns}
        actionFor={(shop) => (
          <Button
            size="sm"
            variant="outline"
            borderRadius="none"
            textTransform="uppercase"
            letterSpacing="wider"
            textStyle="2xs"
            aria-label={t`Unfollow ${shop.shopname}`}
            loading={removing === shop.id}
            disabled={state === 'removing'}
            onClick={() => actor.send({ type: 'REMOVE', key: shop.id })}
          >
            <Trans>Unfollow</Trans>
          </Button>
        )}
      />
      <Pagination
        page={pageNo}
        total={total}
        pageSize={pageSizes.favourites}
        onChange={(page) => actor.send({ type: 'PAGE', pageNo: page })}
      />
    </>
  )
}
