import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { shopContactMachine } from '../../../machines/shop/shopContact'
import { shopApi } from '../../api/shop'
import { askToLogIn } from '../../lib/guards'
import { sessionActor } from '../../session'
import { openChat } from '../chat/openChat'
import { notifyFailure } from '../form/notifyFailure'
import type { ContactLogic } from './ContactShop'

const signedIn = () => Boolean(sessionActor.getSnapshot().context.token)

/** The contact-shop machine of the shop and product pages, wired to the API, the session, the login dialog and the chat dialog. */
export function useContactMachine(): ContactLogic {
  return useMemo(
    () =>
      shopContactMachine.provide({
        actors: { canComment: fromPromise(({ input }) => shopApi.canShopComment({ shopId: input.shopId })) },
        guards: { signedIn },
        actions: {
          goToLogin: ({ self }) => askToLogIn({ reason: 'contactShop', finish: () => self.send({ type: 'CONTACT' }) }),
          openChat: (_, shopId) => openChat({ shopId }),
          notifyFailure: (_, message) => notifyFailure(message),
        },
      }),
    [],
  )
}
