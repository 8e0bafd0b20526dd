import { i18n } from '@lingui/core'
import { fromPromise } from 'xstate'
import {
  shopAfterSaleActionsMachine,
  afterSaleMoveFormMachine,
  moveRequest,
  type ShopAfterSaleAction,
} from '../../../machines/afterSale/shopActions'
import { sellerAfterSaleApi } from '../../api/sellerAfterSale'
import { toaster } from '../../components/toaster'
import { afterSaleMoveDone } from './afterSaleLabels'

const calls: Record<ShopAfterSaleAction, (request: ReturnType<typeof moveRequest>) => Promise<unknown>> = {
  AGREE: sellerAfterSaleApi.agree,
  REFUSE: sellerAfterSaleApi.refuse,
  RECEIVE_GOODS: sellerAfterSaleApi.receive,
  REFUSE_GOODS: sellerAfterSaleApi.refuseGoods,
  REFUND: sellerAfterSaleApi.refund,
}

/** The shop's after-sale moves wired to the service; the detail reloads after each. */
export const sellerAfterSaleActions = (reload: () => void) =>
  shopAfterSaleActionsMachine.provide({
    actors: {
      dialog: afterSaleMoveFormMachine.provide({
        actors: { submit: fromPromise(({ input }) => calls[input.form.action](moveRequest(input.form)).then(() => undefined)) },
      }),
    },
    actions: {
      changed: () => reload(),
      done: (_, action) => void toaster.create({ type: 'success', title: i18n._(afterSaleMoveDone[action]) }),
    },
  })
