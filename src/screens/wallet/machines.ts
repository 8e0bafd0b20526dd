import { t } from '@lingui/core/macro'
import { fromPromise } from 'xstate'
import { rechargeMachine, rechargeRequest } from '../../../machines/wallet/recharge'
import { withdrawalFormMachine, withdrawalMachine, withdrawalRequest } from '../../../machines/wallet/withdrawal'
import { payoutApi } from '../../api/payout'
import { walletApi } from '../../api/wallet'
import { notifyFailure } from '../../components/form/notifyFailure'
import { toaster } from '../../components/toaster'

const failures = { notifyFailure: (_: unknown, message: string | null) => notifyFailure(message) }

/** The wallet's machines, wired to the API and the toaster. */
export const walletMachines = {
  withdrawal: withdrawalMachine.provide({
    actors: {
      loadAddresses: fromPromise(() => payoutApi.payoutAddressList()),
      form: withdrawalFormMachine.provide({
        actors: { submit: fromPromise(({ input }) => walletApi.withdraw(withdrawalRequest(input.form))) },
        actions: {
          ...failures,
          submitted: () => toaster.create({ type: 'success', title: t`Withdrawal requested. The platform reviews it within 24 hours.` }),
        },
      }),
    },
  }),
  recharge: rechargeMachine.provide({
    actors: { submit: fromPromise(({ input }) => walletApi.recharge(rechargeRequest(input.form))) },
    actions: failures,
  }),
}
