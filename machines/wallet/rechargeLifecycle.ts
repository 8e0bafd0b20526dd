import { setup } from 'xstate'
import { RechargeStatus } from '../../contract/lifecycles'
import { declareLifecycle } from '../lib/lifecycle'

export type RechargeEvent = { type: 'APPROVE' } | { type: 'REJECT' }

/**
 * A recharge (docs/behaviour.md#wallet, auditStatus). The shopper submits it as waiting; the platform
 * approves it (pass: the wallet is credited, once) or rejects it. unAudit is an older name for
 * a recharge not yet looked at and moves like waiting. pass and rejected are final.
 */
export const rechargeStatusMachine = setup({
  types: { events: {} as RechargeEvent },
}).createMachine({
  id: 'rechargeStatus',
  initial: 'waiting',
  states: {
    waiting: { on: { APPROVE: 'pass', REJECT: 'rejected' } },
    unAudit: { on: { APPROVE: 'pass', REJECT: 'rejected' } },
    pass: { type: 'final' },
    rejected: { type: 'final' },
  },
})

export const rechargeLifecycle = declareLifecycle(rechargeStatusMachine, RechargeStatus)
