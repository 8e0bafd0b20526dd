import { t } from '@lingui/core/macro'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { addToCartMachine } from '../../../machines/cart/addToCart'
import { favouriteToggleMachine } from '../../../machines/favourite/favouriteToggle'
import { addToCart } from '../../api/cart'
import { favouriteApi } from '../../api/favourite'
import { notifyFailure } from '../../components/form/notifyFailure'
import { useContactMachine } from '../../components/shop/contactMachine'
import { askToLogIn, likeOnceSignedIn } from '../../lib/guards'
import { toaster } from '../../components/toaster'
import { runsShop } from '../../../machines/session/session'
import { sessionActor } from '../../session'
import type { ProductDetailMachines } from './ProductDetailScreen'

const signedIn = () => Boolean(sessionActor.getSnapshot().context.token)

/** The product page's machines, wired to the API, the session, the toaster and the router. */
export function useProductMachines(): ProductDetailMachines {
  const contact = useContactMachine()
  return useMemo(() => {
    return {
      contact,
      favourite: favouriteToggleMachine.provide({
        actors: {
          setFavourite: fromPromise(({ input }) =>
            input.on
              ? favouriteApi.favouriteAdd({ spuId: input.id, shopId: input.shopId ?? undefined })
              : favouriteApi.favouriteDelete({ spuId: input.id }),
          ),
        },
        guards: { signedIn },
        actions: {
          goToLogin: likeOnceSignedIn('wishlist'),
          countChanged: (_, { delta }) => {
            const favoriteCount = Math.max(0, sessionActor.getSnapshot().context.favoriteCount + delta)
            sessionActor.send({ type: 'SET_COUNTS', favoriteCount })
          },
          notifyFailure: (_, message) => notifyFailure(message),
        },
      }),
      addToCart: addToCartMachine.provide({
        actors: { addToCart: fromPromise(({ input }) => addToCart(input)) },
        guards: { signedIn, ownShop: (_, shopId) => runsShop(sessionActor.getSnapshot().context, shopId) },
        actions: {
          goToLogin: ({ context: { line }, self }) =>
            line && askToLogIn({ reason: 'addToBag', finish: () => self.send({ type: 'ADD', line }) }),
          warnSelectSpecification: () => {
            toaster.dismiss()
            toaster.create({ type: 'warning', title: t`Please select a specification` })
          },
          added: (_, cartCount) => {
            sessionActor.send({ type: 'SET_COUNTS', cartCount })
            toaster.create({ type: 'success', title: t`Added to your bag` })
          },
          notifyFailure: (_, message) => notifyFailure(message),
        },
      }),
    }
  }, [contact])
}
