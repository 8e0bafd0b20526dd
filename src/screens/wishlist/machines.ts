import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import { favouriteProductsMachine, favouriteShopsMachine } from '../../../machines/favourite/wishlist'
import { favouriteApi } from '../../api/favourite'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'
import { sessionActor } from '../../session'
import type { WishlistMachines } from './WishlistScreen'

/** docs/behaviour.md#errors: "collect cancelled". */
const notifyRemoved = () => toaster.create({ type: 'success', title: t`Removed from your wishlist` })

/** The wishlist tabs, wired to the API, the session's favourite count and the toaster. */
export const wishlistMachines: WishlistMachines = {
  products: favouriteProductsMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) => favouriteApi.favouriteList({ pageNo: input.pageNo, pageSize: input.pageSize })),
      remove: fromPromise(({ input }) => favouriteApi.favouriteDelete({ spuId: input.key })),
    },
    actions: {
      loaded: (_, total) => sessionActor.send({ type: 'SET_COUNTS', favoriteCount: total }),
      removed: () => {
        // The session keeps the count at 0 or more.
        sessionActor.send({ type: 'SET_COUNTS', favoriteCount: sessionActor.getSnapshot().context.favoriteCount - 1 })
        notifyRemoved()
      },
      notifyFailure: (_, message) => notifyFailure(message),
    },
  }),
  shops: favouriteShopsMachine.provide({
    actors: {
      loadPage: fromPromise(({ input }) => favouriteApi.shopFavouriteList({ pageNo: input.pageNo, pageSize: input.pageSize })),
      remove: fromPromise(({ input }) => favouriteApi.shopFavouriteRemove({ shopId: input.key })),
    },
    actions: {
      removed: () => notifyRemoved(),
      notifyFailure: (_, message) => notifyFailure(message),
    },
  }),
}
