import type { I18n } from '@lingui/core'
import { fromPromise } from 'xstate'
import { duplicateOf, type ProductAction, productActionsMachine } from '../../../machines/seller/productActions'
import { sellerApi } from '../../api/seller'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'
import { actionDone } from './labels'

const calls: Record<ProductAction, (id: number) => Promise<unknown>> = {
  UNLIST: (id) => sellerApi.productUnlist({ id }),
  RELIST: (id) => sellerApi.productRelist({ id }),
  DELETE: (id) => sellerApi.productDelete({ id }),
  // docs/behaviour.md#seller-center: a copy is what get answers, saved without its id.
  DUPLICATE: async (id) => sellerApi.productSave(duplicateOf(await sellerApi.productGet({ id }))),
}

/** The products list's quick actions wired to the service; after each (or a refusal) the list reloads. */
export const productActions = (reload: () => void, i18n: I18n) =>
  productActionsMachine.provide({
    actors: { act: fromPromise(({ input }) => calls[input.action](input.id)) },
    actions: {
      changed: () => reload(),
      done: (_, action) => void toaster.create({ type: 'success', title: i18n._(actionDone[action]) }),
      notifyFailure: (_, message) => notifyFailure(message),
    },
  })
