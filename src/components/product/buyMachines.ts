import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import { addToCartMachine } from '../../../machines/cart/addToCart'
import { favouriteToggleMachine } from '../../../machines/favourite/favouriteToggle'
import { runsShop } from '../../../machines/session/session'
import { addToCart } from '../../api/cart'
import { favouriteApi } from '../../api/favourite'
import { askToLogIn, likeOnceSignedIn } from '../../lib/guards'
import { sessionActor } from '../../session'
import { notifyFailure } from '../form/notifyFailure'
import { toaster } from '../toaster'
import type { BuyMachines } from './Buy'

const signedIn = () => Boolean(sessionActor.getSnapshot().context.token)

/**
 * The buying column's machines (the product page's and the quick view's), wired to the API, the
 * session, the toaster and the login dialog: a guest's heart or "Add to bag" is finished once they log in.
 */
export const buyMachines: BuyMachines = {
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
