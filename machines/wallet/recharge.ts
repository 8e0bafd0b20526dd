import { assign, fromPromise, setup } from 'xstate'
import type { RechargeOptions } from '../../contract/wallet'
import { validateRecharge, type RechargeForm } from '../../contract/walletForms'
import type { FieldProblem } from '../lib/formFields'
import { failureMessage } from '../lib/formFields'
import { amountText, centsOf, dollarText } from '../lib/dollars'

export interface RechargeContext {
  options: RechargeOptions
  form: RechargeForm
  /** The free amount as typed, in US dollars (up to 2 decimals); a chosen option writes it too. */
  amountText: string
  /** The server's message after the last failed submit. */
  failure: string | null
  /** The recharge's id once submitted. */
  rechargeId: number | null
}

export type RechargeEvent =
  | { type: 'CHOOSE_AMOUNT'; cents: number }
  | { type: 'TYPE_AMOUNT'; text: string }
  | { type: 'CHOOSE_METHOD'; appId: number }
  | { type: 'EDIT'; field: 'bankno' | 'payOrderPic'; value: string }
  | { type: 'SUBMIT' }

/** docs/behaviour.md#wallet (amount above 0, a method, a screenshot), then the recharge's largest amount. */
export function rechargeProblem({ form, options }: Pick<RechargeContext, 'form' | 'options'>): FieldProblem<keyof RechargeForm> | null {
  const problem = validateRecharge(form) as FieldProblem<keyof RechargeForm> | null
  if (problem?.field === 'money') return problem
  if (options.maxMoney > 0 && form.money > options.maxMoney) return { field: 'money', error: 'amountTooHigh' }
  return problem
}

const editing = {
  CHOOSE_AMOUNT: { actions: 'chooseAmount' },
  TYPE_AMOUNT: { actions: 'typeAmount' },
  CHOOSE_METHOD: { actions: 'chooseMethod' },
  EDIT: { actions: 'applyEdit' },
  SUBMIT: { guard: 'complete', target: 'submitting' },
} as const

/**
 * The recharge page (docs/behaviour.md#wallet): an amount (an option or typed), the platform wallet
 * paid to, the payment screenshot and the optional sender account. SUBMIT is taken only when
 * the form is complete (views disable the button with `can`); submitting -> done (output: the
 * recharge's id, for /success/recharge/{id}) | failed (editable, submit again). The call is
 * the named actor `submit`; `notifyFailure` is provided by the app.
 */
export const rechargeMachine = setup({
  types: {
    context: {} as RechargeContext,
    events: {} as RechargeEvent,
    input: {} as { options: RechargeOptions },
    output: {} as number,
  },
  actors: {
    submit: fromPromise<number, RechargeForm>(async () => {
      throw new Error('submit is provided by the app')
    }),
  },
  actions: {
    notifyFailure: (_, _message: string | null) => {},
    chooseAmount: assign(({ context, event }) =>
      event.type === 'CHOOSE_AMOUNT' ? { amountText: dollarText(event.cents), form: { ...context.form, money: event.cents } } : {},
    ),
    typeAmount: assign(({ context, event }) => {
      if (event.type !== 'TYPE_AMOUNT') return {}
      const text = amountText(event.text)
      return { amountText: text, form: { ...context.form, money: centsOf(text) } }
    }),
    chooseMethod: assign(({ context, event }) => (event.type === 'CHOOSE_METHOD' ? { form: { ...context.form, appId: event.appId } } : {})),
    applyEdit: assign(({ context, event }) => (event.type === 'EDIT' ? { form: { ...context.form, [event.field]: event.value } } : {})),
    rememberFailure: assign((_, failure: string | null) => ({ failure })),
    forget: assign({ failure: null }),
  },
  guards: {
    complete: ({ context }) => rechargeProblem(context) === null,
  },
}).createMachine({
  id: 'recharge',
  context: ({ input }) => {
    const wallets = input.options.platformWallets
    return {
      options: input.options,
      // One platform wallet: nothing to choose.
      form: { money: 0, appId: wallets.length === 1 ? wallets[0].payAppId : 0, bankno: '', payOrderPic: '' },
      amountText: '',
      failure: null,
      rechargeId: null,
    }
  },
  initial: 'editing',
  output: ({ context }) => context.rechargeId ?? 0,
  states: {
    editing: { on: editing },
    submitting: {
      tags: 'busy',
      entry: 'forget',
      invoke: {
        src: 'submit',
        input: ({ context }) => ({ ...context.form, bankno: context.form.bankno.trim() }),
        onDone: { target: 'done', actions: assign({ rechargeId: ({ event }) => event.output }) },
        onError: {
          target: 'failed',
          actions: [
            { type: 'rememberFailure', params: ({ event }) => failureMessage(event.error) },
            { type: 'notifyFailure', params: ({ event }) => failureMessage(event.error) },
          ],
        },
      },
    },
    failed: { tags: 'failed', on: editing },
    done: { type: 'final', tags: 'done' },
  },
})
