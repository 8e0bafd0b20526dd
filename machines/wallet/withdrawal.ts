import { assign, fromPromise, setup } from 'xstate'
import { ErrorCode } from '../../contract/codes'
import type { PayoutAddress } from '../../contract/wallet'
import { validateWithdraw, type WithdrawForm } from '../../contract/walletForms'
import { applyEdit, failureMessage, type EditEvent, type FieldProblem } from '../lib/formFields'
import type { FormContext, FormEvent } from '../lib/form'

/** The withdrawal dialog's fields as typed: whole US dollars (digits only), a payout address id, a 6-digit password. */
export interface WithdrawalFields {
  amount: string
  receiveAddress: number
  payPassword: string
}
type Field = keyof WithdrawalFields

export interface WithdrawalContext extends FormContext<WithdrawalFields> {
  /** The wallet's available balance in cents: a larger amount is refused before sending. */
  available: number
  addresses: PayoutAddress[]
  /** The field a refusal of the service is about (amount for the balance, password for the password). */
  failureField: Field | null
}

export type WithdrawalEvent = FormEvent<WithdrawalFields> | { type: 'RETRY' }

/** Up to 8 digits of dollars: their cents stay within the wire's 32-bit integer. */
const maxAmountDigits = 8
const digits = (value: unknown, max: number) =>
  String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, max)

/** docs/behaviour.md#wallet: the amount is digits only, the transaction password 6 digits; non-digits are stripped. */
function edit(form: WithdrawalFields, event: EditEvent<WithdrawalFields>): WithdrawalFields {
  if (event.field === 'amount') return { ...form, amount: digits(event.value, maxAmountDigits) }
  if (event.field === 'payPassword') return { ...form, payPassword: digits(event.value, 6) }
  return applyEdit(form, { ...event, value: Number(event.value) || 0 })
}

/** What is sent: whole dollars to cents, and the chosen payout address with its type. */
export function withdrawForm({ form, addresses }: Pick<WithdrawalContext, 'form' | 'addresses'>): WithdrawForm {
  const address = addresses.find((a) => a.id === form.receiveAddress)
  return {
    amount: form.amount ? Number(form.amount) * 100 : 0,
    type: address?.type ?? 0,
    receiveAddress: address ? address.id : 0,
    payPassword: form.payPassword,
  }
}

const problemOf = (context: WithdrawalContext) => validateWithdraw(withdrawForm(context), context.available) as FieldProblem<Field> | null

/** docs/behaviour.md#wallet: the service's refusals, shown beside the field they are about. */
function fieldOf(error: unknown): Field | null {
  const code = typeof error === 'object' && error !== null && 'code' in error ? error.code : null
  if (code === ErrorCode.insufficientBalance) return 'amount'
  if (code === ErrorCode.payPasswordWrong || code === ErrorCode.payPasswordLocked || code === ErrorCode.payPasswordNotSet)
    return 'payPassword'
  return null
}

/**
 * The withdrawal dialog (docs/behaviour.md#wallet): loading the payout addresses -> noAddresses
 * (a link to add one) | editing -> (SUBMIT) validating -> invalid | submitting -> done | failed.
 * Validation: amount above 0 and at most the available balance, a payout address, the 6-digit
 * transaction password, in that order. Calls: `loadAddresses`, `submit`; side effects:
 * `submitted`, `notifyFailure`, provided by the app. Views read tags and `can`, and the
 * `form`/`problem`/`failure` of every account form (useForm).
 */
export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalContext,
    events: {} as WithdrawalEvent,
    input: {} as { available: number },
  },
  actors: {
    loadAddresses: fromPromise<PayoutAddress[]>(async () => {
      throw new Error('loadAddresses is provided by the app')
    }),
    submit: fromPromise<number, WithdrawForm>(async () => {
      throw new Error('submit is provided by the app')
    }),
  },
  actions: {
    /** Toasts and reloads the wallet; provided by the app. */
    submitted: (_, _id: number) => {},
    notifyFailure: (_, _message: string | null) => {},
    rememberAddresses: assign(({ context }, addresses: PayoutAddress[]) => ({
      addresses,
      // One address: nothing to choose.
      form: { ...context.form, receiveAddress: addresses.length === 1 ? addresses[0].id : context.form.receiveAddress },
    })),
    applyEdit: assign(({ context, event }) => (event.type === 'EDIT' ? { form: edit(context.form, event) } : {})),
    rememberProblem: assign(({ context }) => ({ problem: problemOf(context) })),
    forget: assign({ problem: null, failure: null, failureField: null }),
    rememberFailure: assign(({ context }, error: unknown) => {
      const failureField = fieldOf(error)
      return {
        failure: failureMessage(error),
        failureField,
        // A refused password is typed again from scratch.
        form: failureField === 'payPassword' ? { ...context.form, payPassword: '' } : context.form,
      }
    }),
  },
  guards: {
    noAddresses: ({ event }) => (event as { output?: PayoutAddress[] }).output?.length === 0,
    invalid: ({ context }) => problemOf(context) !== null,
    editsProblem: ({ context, event }) => event.type === 'EDIT' && context.problem?.field === event.field,
  },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({
    form: { amount: '', receiveAddress: 0, payPassword: '' },
    available: input.available,
    addresses: [],
    input: undefined,
    result: null,
    problem: null,
    failure: null,
    failureField: null,
    captcha: null,
    regions: {},
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadAddresses',
        onDone: [
          { guard: 'noAddresses', target: 'noAddresses' },
          { target: 'editing', actions: { type: 'rememberAddresses', params: ({ event }) => event.output } },
        ],
        onError: 'loadFailed',
      },
    },
    loadFailed: { tags: 'loadFailed', on: { RETRY: 'loading' } },
    noAddresses: { tags: 'noAddresses', on: { RETRY: 'loading' } },
    editing: { on: { EDIT: { actions: 'applyEdit' }, SUBMIT: 'validating' } },
    validating: {
      entry: 'forget',
      always: [{ guard: 'invalid', target: 'invalid', actions: 'rememberProblem' }, { target: 'submitting' }],
    },
    invalid: {
      tags: 'invalid',
      on: {
        EDIT: [{ guard: 'editsProblem', target: 'editing', actions: ['applyEdit', 'forget'] }, { actions: 'applyEdit' }],
        SUBMIT: 'validating',
      },
    },
    submitting: {
      tags: 'busy',
      invoke: {
        src: 'submit',
        input: ({ context }) => withdrawForm(context),
        onDone: { target: 'done', actions: { type: 'submitted', params: ({ event }) => event.output } },
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberFailure', params: ({ event }: { event: { error: unknown } }) => event.error },
            { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
          ],
        },
      },
    },
    failed: { tags: 'failed', on: { EDIT: { target: 'editing', actions: 'applyEdit' }, SUBMIT: 'validating' } },
    done: { type: 'final', tags: 'done' },
  },
})
