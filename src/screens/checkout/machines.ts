import { fromPromise } from 'xstate'
import { cartMachine } from '../../../machines/cart/cart'
import { checkoutAddressMachine, checkoutMachine } from '../../../machines/checkout/checkout'
import { payMachine } from '../../../machines/checkout/payDialog'
import { cartApi, updateCartCounts } from '../../api/cart'
import { checkoutApi } from '../../api/checkout'
import { notifyFailure } from '../../components/form/notifyFailure'
import { sessionActor } from '../../session'

const failures = { notifyFailure: (_: unknown, message: string | null) => notifyFailure(message) }
/** The header's bag count follows every change (docs/behaviour.md#checkout: cartCount). */
const countChanged = (_: unknown, cartCount: number) => sessionActor.send({ type: 'SET_COUNTS', cartCount })

/** The checkout's machines, wired to the API, the session and the toaster; the route provides where they lead. */
export const checkoutMachines = {
  cart: cartMachine.provide({
    actors: {
      load: fromPromise(() => cartApi.cartList()),
      updateCounts: fromPromise(({ input }) => updateCartCounts(input)),
      remove: fromPromise(({ input }) => cartApi.cartDelete({ ids: input })),
      settleCheck: fromPromise(() => cartApi.settleCheck()),
    },
    actions: { ...failures, countChanged },
  }),
  checkout: checkoutMachine.provide({
    actors: {
      createOrders: fromPromise(async ({ input }) => {
        const { tradeOrderIdList } = await checkoutApi.createOrders(input)
        // The bought lines left the bag.
        cartApi.cartCount().then(
          (n) => countChanged(null, n),
          () => {},
        )
        return tradeOrderIdList
      }),
    },
    actions: failures,
  }),
  address: checkoutAddressMachine.provide({
    actors: { submit: fromPromise(({ input }) => checkoutApi.checkoutAddress(input.form)) },
    actions: failures,
  }),
  pay: payMachine.provide({
    actors: {
      changePayType: fromPromise(({ input }) => checkoutApi.changePayType(input)),
      pay: fromPromise(({ input }) => checkoutApi.pay(input)),
    },
    actions: failures,
  }),
}

export type CheckoutMachines = typeof checkoutMachines
