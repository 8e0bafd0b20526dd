import { fromPromise } from 'xstate'
import { afterSaleActionsMachine } from '../../../machines/afterSale/afterSaleActions'
import { afterSaleApi } from '../../api/afterSale'
import { notifyFailure } from '../../components/form/notifyFailure'

/** The refund detail's actions wired to the service; after a move (or a refusal) the page reloads. */
export const afterSaleActions = (reload: () => void) =>
  afterSaleActionsMachine.provide({
    actors: {
      cancelAfterSale: fromPromise(({ input }) => afterSaleApi.cancel({ id: input.id })),
      sendReturnDelivery: fromPromise(({ input }) => afterSaleApi.delivery({ id: input.id, logisticsNo: input.logisticsNo })),
    },
    actions: {
      changed: () => reload(),
      notifyFailure: (_, message) => notifyFailure(message),
    },
  })
