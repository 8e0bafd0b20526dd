import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { favouriteToggleMachine } from '../../../machines/favouriteToggle'
import { quickViewMachine } from '../../../machines/quickView'
import { shopContactMachine } from '../../../machines/shopContact'
import { catalogApi } from '../../api/catalog'
import { shopApi } from '../../api/shop'
import { notifyFailure } from '../../components/form/notifyFailure'
import { sessionActor } from '../../session'
import type { ShopPageMachines } from './ShopPage'

const signedIn = () => Boolean(sessionActor.getSnapshot().context.token)

/** The shop page's machines, wired to the API, the session, the toaster and the router. */
export function useShopMachines(): ShopPageMachines {
  const router = useRouter()
  return useMemo(() => {
    // Guests come back to this very page (filters and all) after logging in.
    const goToLogin = () => void router.navigate({ to: '/login', search: { redirect: router.state.location.href } })
    return {
      follow: favouriteToggleMachine.provide({
        actors: { setFavourite: fromPromise(({ input }) => (input.on ? shopApi.follow(input.id) : shopApi.unfollow(input.id))) },
        guards: { signedIn },
        actions: { goToLogin, notifyFailure: (_, message) => notifyFailure(message) },
      }),
      contact: shopContactMachine.provide({
        actors: { canComment: fromPromise(({ input }) => shopApi.canComment(input.shopId)) },
        guards: { signedIn },
        actions: {
          goToLogin,
          // The shop chat comes with the messaging issue; /leaveMessage does not declare its search yet.
          openChat: (_, shopId) => router.history.push(`/leaveMessage?shopId=${shopId}`),
          notifyFailure: (_, message) => notifyFailure(message),
        },
      }),
      quickView: quickViewMachine.provide({
        actors: { loadProduct: fromPromise(({ input }) => catalogApi.detail(input.productId, input.shopId)) },
      }),
    }
  }, [router])
}
