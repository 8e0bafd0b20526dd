import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import type { Submission } from '../../../machines/lib/form'
import { cancelFormMachine, orderDialogsMachine, shipFormMachine, trackFormMachine } from '../../../machines/seller/orderDialogs'
import { type CancelForm, carrierOf, type ShipForm, type TrackForm } from '../../../contract/sellerOrderForms'
import { sellerOrderApi } from '../../api/sellerOrder'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'

const failures = { notifyFailure: (_: unknown, message: string | null) => notifyFailure(message) }

/** The order's dialogs wired to the shop's calls for order `id`; `reload` runs the page's loader again. */
export function orderDialogs(id: number, reload: () => void) {
  return orderDialogsMachine.provide({
    actors: {
      shipForm: shipFormMachine.provide({
        actors: {
          submit: fromPromise<unknown, Submission<ShipForm>>(({ input: { form } }) =>
            sellerOrderApi.ship({ id, carrier: carrierOf(form), logisticsNo: form.logisticsNo.trim() }),
          ),
        },
        actions: failures,
      }),
      trackForm: trackFormMachine.provide({
        actors: {
          submit: fromPromise<unknown, Submission<TrackForm>>(({ input: { form } }) => sellerOrderApi.track({ id, content: form.content })),
        },
        actions: failures,
      }),
      cancelForm: cancelFormMachine.provide({
        actors: {
          submit: fromPromise<unknown, Submission<CancelForm>>(({ input: { form } }) => sellerOrderApi.cancel({ id, reason: form.reason })),
        },
        actions: failures,
      }),
    },
    actions: {
      done: (_, dialog) => {
        const titles = { ship: t`Order shipped`, track: t`Tracking update added`, cancel: t`Order cancelled and refunded` }
        toaster.create({ type: 'success', title: titles[dialog] })
        reload()
      },
    },
  })
}
