import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import { type PayPasswordMode, payPasswordMode } from '../../../contract/payPassword'
import type { PayPasswordForm } from '../../../contract/payPasswordForm'
import { codeSending } from '../../components/form/codeSending'
import type { Submission } from '../../../machines/lib/form'
import { payPasswordFormsWith, transactionPasswordMachine } from '../../../machines/payPassword/transactionPassword'
import { payPasswordApi } from '../../api/payPassword'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'

const calling = (call: (form: PayPasswordForm) => Promise<unknown>) =>
  fromPromise<void, Submission<PayPasswordForm>>(async ({ input }) => void (await call(input.form)))

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
    actors: payPasswordFormsWith({
      calls: {
        setForm: calling(payPasswordApi.setPayPassWord),
        changeForm: calling(payPasswordApi.updatePayPassWord),
        codeForm: calling(({ mailbox, yzcode }) => payPasswordApi.checkemailPayPassWord({ mailbox, yzcode })),
        resetForm: calling(payPasswordApi.forgetPayPassWord),
      },
      codeCountdown: codeSending((mailbox) => payPasswordApi.sendForgetPayPasswordEmail({ mailbox })),
      notifyFailure,
    }),
    actions: {
      submitted: (_, { mode }) => {
        toaster.create({ type: 'success', title: successText(mode) })
        if (mode !== payPasswordMode.change) leave()
      },
    },
  })
}
