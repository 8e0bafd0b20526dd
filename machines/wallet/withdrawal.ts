import { assign, fromPromise, setup } from 'xstate'
import { ErrorCode } from '../../contract/codes'
import type { PayoutAddress } from '../../contract/wallet'
import { validateWithdraw, type WithdrawForm } from '../../contract/walletForms'
import { amountText, centsOf } from '../lib/dollars'
import { createFormMachine, type Refusal } from '../lib/form'

/**
 * The withdrawal dialog's fields as typed: US dollars with up to two decimals, a payout address id,
 * a 6-digit password; and the chosen address's type, which is sent with it.
 */
export interface WithdrawalFields {
  amount: string
  receiveAddress: number
  type: number
  payPassword: string
}

/** What the form is started with: the balance it may take (cents) and the payout addresses to choose from. */
export interface WithdrawalInput {
  available: number
  addresses: PayoutAddress[]
}

const digits = (value: unknown, max: number) =>
  String(value ?? '')
    .replace(/\D/g, '')
    .slice(0, max)

/** What is sent: the dollars typed, in cents ("12.50" is 1250). */
export const withdrawalRequest = (form: WithdrawalFields): WithdrawForm => ({ ...form, amount: centsOf(form.amount) })

/** The payout address chosen, with its type; none (0) unless it is one of those offered. */
function chosen(receiveAddress: unknown, addresses: PayoutAddress[]) {
  const address = addresses.find((a) => a.id === Number(receiveAddress))
  return { receiveAddress: address?.id ?? 0, type: address?.type ?? 0 }
}

/** docs/behaviour.md#wallet: the service's refusals, shown beside the field they are about; a refused password is typed again. */
function refusalOf(code: unknown): Refusal<WithdrawalFields> | null {
  if (code === ErrorCode.insufficientBalance) return { field: 'amount' }
  if (code === ErrorCode.payPasswordWrong || code === ErrorCode.payPasswordLocked || code === ErrorCode.payPasswordNotSet)
    return { field: 'payPassword', clears: ['payPassword'] }
  return null
}

/**
 * The withdrawal form on the form kit: the amount keeps digits and one point with two decimals
 * (machines/lib/dollars.ts, as the recharge's), the password 6 digits; the only payout address is chosen by itself. The named actor `submit` sends
 * `withdrawalRequest(form)` and answers the withdrawal's id (context `result`).
 */
export const withdrawalFormMachine = createFormMachine({
  id: 'withdrawalForm',
  types: {} as { result: number },
  blank: ({ addresses }: WithdrawalInput): WithdrawalFields => ({
    amount: '',
    // One address: nothing to choose.
    ...chosen(addresses.length === 1 ? addresses[0].id : 0, addresses),
    payPassword: '',
  }),
  /** docs/behaviour.md#wallet: amount above 0 and at most the available balance, a payout address, the 6-digit password. */
  validate: (form, { available }) => validateWithdraw(withdrawalRequest(form), available),
  tidy: (form, { addresses }) => ({
    amount: amountText(String(form.amount ?? '')),
    ...chosen(form.receiveAddress, addresses),
    payPassword: digits(form.payPassword, 6),
  }),
  refusal: refusalOf,
  afterSubmit: 'end',
})

/**
 * The withdrawal dialog (docs/behaviour.md#wallet): loading the payout addresses -> noAddresses
 * (a link to add one; RETRY) | loadFailed (RETRY) | ready, running the form as the child `form`
 * (tag `done` once it is sent). Calls: `loadAddresses`, and the form's `submit`, provided by the app.
 */
export const withdrawalMachine = setup({
  types: {
    context: {} as WithdrawalInput,
    events: {} as { type: 'RETRY' },
    input: {} as { available: number },
    children: {} as { form: 'form' },
  },
  actors: {
    loadAddresses: fromPromise<PayoutAddress[]>(async () => {
      throw new Error('loadAddresses is provided by the app')
    }),
    form: withdrawalFormMachine,
  },
  guards: { noAddresses: ({ context }) => context.addresses.length === 0 },
}).createMachine({
  id: 'withdrawal',
  context: ({ input }) => ({ available: input.available, addresses: [] }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        src: 'loadAddresses',
        onDone: { target: 'loaded', actions: assign({ addresses: ({ event }) => event.output }) },
        onError: 'loadFailed',
      },
    },
    loaded: { always: [{ guard: 'noAddresses', target: 'noAddresses' }, { target: 'ready' }] },
    loadFailed: { tags: 'loadFailed', on: { RETRY: 'loading' } },
    noAddresses: { tags: 'noAddresses', on: { RETRY: 'loading' } },
    // The ended form stays this state's child, so the dialog keeps showing it while it closes.
    ready: {
      invoke: { id: 'form', src: 'form', input: ({ context }) => context, onDone: '.sent' },
      initial: 'open',
      states: { open: {}, sent: { tags: 'done' } },
    },
  },
})
