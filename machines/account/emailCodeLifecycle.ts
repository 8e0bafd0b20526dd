import { setup } from 'xstate'
import { EmailCodeStatus } from '../../contract/lifecycles'
import { declareLifecycle } from '../lib/lifecycle'

export type EmailCodeEvent = { type: 'VERIFY' } | { type: 'EXPIRE' } | { type: 'REISSUE' } | { type: 'EXHAUST' }

/**
 * An emailed verification code. Only an issued code moves: the right answer uses it (once),
 * its deadline expires it, a newer code for the same address and purpose supersedes it, and
 * the last allowed wrong answer exhausts it. Every other status is final.
 */
export const emailCodeMachine = setup({
  types: { events: {} as EmailCodeEvent },
}).createMachine({
  id: 'emailCode',
  initial: 'issued',
  states: {
    issued: {
      on: { VERIFY: 'used', EXPIRE: 'expired', REISSUE: 'superseded', EXHAUST: 'exhausted' },
    },
    used: { type: 'final' },
    expired: { type: 'final' },
    superseded: { type: 'final' },
    exhausted: { type: 'final' },
  },
})

export const emailCodeLifecycle = declareLifecycle(emailCodeMachine, EmailCodeStatus)
