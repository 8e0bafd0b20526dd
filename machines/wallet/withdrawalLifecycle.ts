import { setup } from 'xstate'
import { WithdrawalStatus } from '../../contract/lifecycles'
import { declareLifecycle } from '../lib/lifecycle'

export type WithdrawalEvent = { type: 'APPROVE' } | { type: 'REJECT' } | { type: 'REMIT' }

/**
 * A withdrawal (docs/behaviour.md#wallet, sta). It is created awaiting review with its amount frozen
 * (applying, an earlier step some clients show, moves the same way). The platform approves it
 * (success: the money stays frozen until sent) or rejects it (failed: unfrozen back into the
 * balance); an approved withdrawal is then remitted (the frozen money leaves the wallet).
 */
export const withdrawalStatusMachine = setup({
  types: { events: {} as WithdrawalEvent },
}).createMachine({
  id: 'withdrawalStatus',
  initial: 'awaitingReview',
  states: {
    awaitingReview: { on: { APPROVE: 'success', REJECT: 'failed' } },
    applying: { on: { APPROVE: 'success', REJECT: 'failed' } },
    success: { on: { REMIT: 'remitted' } },
    failed: { type: 'final' },
    remitted: { type: 'final' },
  },
})

export const withdrawalLifecycle = declareLifecycle(withdrawalStatusMachine, WithdrawalStatus)
