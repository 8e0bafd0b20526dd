import type { Submission } from '../../../machines/lib/form'
import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import {
  payoutAddressDeleteMachine,
  payoutAddressDialogMachine,
  payoutAddressFormMachine,
  type PayoutAddressValues,
} from '../../../machines/payout/payoutAddressForm'
import { payoutApi, savePayoutAddress } from '../../api/payout'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'
import type { PayoutAddressMachines } from './PayoutAddressScreen'

const notifySuccess = (title: string) => toaster.create({ type: 'success', title })
const failures = { notifyFailure: (_: unknown, message: string | null) => notifyFailure(message) }

/** The payout address machines, wired to the API and the toaster; `reload` runs the page's loader again. */
export function payoutMachines(reload: () => void): PayoutAddressMachines {
  return {
    dialog: payoutAddressDialogMachine.provide({
      actors: {
        form: payoutAddressFormMachine.provide({
          actors: { submit: fromPromise<unknown, Submission<PayoutAddressValues>>(({ input }) => savePayoutAddress(input.form)) },
          actions: failures,
        }),
      },
      actions: {
        saved: (_, form) => {
          notifySuccess(form.id ? t`Payout address saved` : t`Payout address added`)
          reload()
        },
      },
    }),
    remove: payoutAddressDeleteMachine.provide({
      actors: { remove: fromPromise(({ input }) => payoutApi.deletePayoutAddress({ id: input.id })) },
      actions: {
        ...failures,
        deleted: () => {
          notifySuccess(t`Payout address deleted`)
          reload()
        },
      },
    }),
  }
}
