import { fromPromise } from 'xstate'
import { orderActionsMachine } from '../../../machines/order/orderActions'
import { orderApi } from '../../api/order'
import { notifyFailure } from '../../components/form/notifyFailure'

/** The orders pages' dialogs wired to the service; after a move (or a refusal) the page reloads. */
export const orderActions = (reload: () => void) =>
  orderActionsMachine.provide({
    actors: {
      cancel: fromPromise(({ input }) => orderApi.cancel({ id: input.id })),
      confirmReceipt: fromPromise(({ input }) => orderApi.confirmReceipt({ id: input.id })),
      loadOrder: fromPromise(({ input }) => orderApi.orderDetail({ no: input.no })),
    },
    actions: {
      changed: () => reload(),
      notifyFailure: (_, message) => notifyFailure(message),
    },
  })
