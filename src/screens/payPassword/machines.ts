import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import { type PayPasswordMode, payPasswordMode } from '../../../contract/payPassword'
import { codeCountdownMachine } from '../../../machines/lib/codeCountdown'
import { type TransactionPasswordSubmit, transactionPasswordMachine } from '../../../machines/payPassword/transactionPassword'
import { payPasswordApi } from '../../api/payPassword'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'

const calls = {
  [payPasswordMode.set]: payPasswordApi.setPayPassWord,
  [payPasswordMode.change]: payPasswordApi.updatePayPassWord,
  [payPasswordMode.reset]: payPasswordApi.forgetPayPassWord,
}

function successText(mode: PayPasswordMode) {
  if (mode === payPasswordMode.set) return t`Your transaction password is set`
  if (mode === payPasswordMode.change) return t`Your transaction password has been changed`
  return t`Your transaction password has been reset`
}

/**
 * The /transactionPassword machine wired to the API and the toaster; after a set or a reset,
 * `leave` goes back where the shopper came from (a change stays on the page).
 */
export function transactionPasswordLogic(leave: () => void) {
  return transactionPasswordMachine.provide({
    actors: {
      submit: fromPromise<void, TransactionPasswordSubmit>(async ({ input }) => void (await calls[input.mode](input.form))),
      checkCode: fromPromise(async ({ input }) => void (await payPasswordApi.checkemailPayPassWord(input))),
      codeCountdown: codeCountdownMachine.provide({
        actors: {
          sendCode: fromPromise(async ({ input }) => void (await payPasswordApi.sendForgetPayPasswordEmail({ mailbox: input.email }))),
        },
        actions: { notifyFailure: (_, message) => notifyFailure(message) },
      }),
    },
    actions: {
      notifyFailure: (_, message) => notifyFailure(message),
      submitted: (_, { mode }) => {
        toaster.create({ type: 'success', title: successText(mode) })
        if (mode !== payPasswordMode.change) leave()
      },
    },
  })
}
