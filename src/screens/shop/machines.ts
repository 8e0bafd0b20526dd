import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { favouriteToggleMachine } from '../../../machines/favourite/favouriteToggle'
import { quickViewMachine } from '../../../machines/catalog/quickView'
import { catalogApi } from '../../api/catalog'
import { favouriteApi } from '../../api/favourite'
import { notifyFailure } from '../../components/form/notifyFailure'
import { buyMachines } from '../../components/product/buyMachines'
import { useContactMachine } from '../../components/shop/contactMachine'
import { likeOnceSignedIn } from '../../lib/guards'
import { sessionActor } from '../../session'
import type { ShopPageMachines } from './ShopPage'

const signedIn = () => Boolean(sessionActor.getSnapshot().context.token)

/** The shop page's machines, wired to the API, the session, the toaster and the router. */
export function useShopMachines(): ShopPageMachines {
  const contact = useContactMachine()
  return useMemo(() => {
    return {
      follow: favouriteToggleMachine.provide({
        actors: {
          setFavourite: fromPromise(({ input }) =>
            input.on ? favouriteApi.shopFavouriteAdd({ shopId: input.id }) : favouriteApi.shopFavouriteRemove({ shopId: input.id }),
          ),
        },
        guards: { signedIn },
        actions: { goToLogin: likeOnceSignedIn('followShop'), notifyFailure: (_, message) => notifyFailure(message) },
      }),
      contact,
      quickView: quickViewMachine.provide({
        actors: { loadProduct: fromPromise(({ input }) => catalogApi.productDetail({ id: input.productId, shopId: input.shopId })) },
      }),
      quickBuy: buyMachines,
    }
  }, [contact])
}
