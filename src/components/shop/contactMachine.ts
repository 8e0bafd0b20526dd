import { useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { fromPromise } from 'xstate'
import { shopContactMachine } from '../../../machines/shopContact'
import { shopApi } from '../../api/shop'
import { useGoToLogin } from '../../lib/guards'
import { sessionActor } from '../../session'
import { notifyFailure } from '../form/notifyFailure'
import type { ContactLogic } from './ContactShop'

const signedIn = () => Boolean(sessionActor.getSnapshot().context.token)

/** The contact-shop machine of the shop and product pages, wired to the API, the session and the router. */
export function useContactMachine(): ContactLogic {
  const router = useRouter()
  const goToLogin = useGoToLogin()
  return useMemo(
    () =>
      shopContactMachine.provide({
        actors: { canComment: fromPromise(({ input }) => shopApi.canComment(input.shopId)) },
        guards: { signedIn },
        actions: {
          goToLogin,
          // The shop chat comes with the messaging issue; /leaveMessage does not declare its search yet.
          openChat: (_, shopId) => router.history.push(`/leaveMessage?shopId=${shopId}`),
          notifyFailure: (_, message) => notifyFailure(message),
        },
      }),
    [router, goToLogin],
  )
}
