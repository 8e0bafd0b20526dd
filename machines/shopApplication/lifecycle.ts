import { setup } from 'xstate'
import { ShopApplicationStatus } from '../../contract/lifecycles'
import { declareLifecycle } from '../lib/lifecycle'

export type ShopApplicationEvent =
  /** The applicant submits the application (a draft, or a failed one corrected). */
  | { type: 'SUBMIT' }
  /** The platform approves it: the shop is created and the applicant becomes its owner, in the same transaction. */
  | { type: 'APPROVE' }
  /** The platform rejects it with a reason. */
  | { type: 'REJECT' }

/**
 * A merchant application (docs/behaviour.md#shop-application). A
 * draft is kept while the applicant fills the form; submitted, it waits for the platform with every
 * field locked; the platform approves it (final: the shop exists) or rejects it with a reason, after
 * which the applicant may correct the fields and submit again.
 */
export const shopApplicationStatusMachine = setup({
  types: { events: {} as ShopApplicationEvent },
}).createMachine({
  id: 'shopApplicationStatus',
  initial: 'none',
  states: {
    none: { on: { SUBMIT: 'waiting' } },
    waiting: { on: { APPROVE: 'passed', REJECT: 'failed' } },
    failed: { on: { SUBMIT: 'waiting' } },
    passed: { type: 'final' },
  },
})

export const shopApplicationLifecycle = declareLifecycle(shopApplicationStatusMachine, ShopApplicationStatus)

/** Statuses in which the applicant may edit the fields (docs/behaviour.md#shop-application: locked unless 0 or 3). */
export const editableApplication: readonly number[] = [ShopApplicationStatus.none, ShopApplicationStatus.failed]
