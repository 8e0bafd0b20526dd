import type { RechargeOptions } from '../../contract/wallet'
import { type RechargeForm, validateRecharge } from '../../contract/walletForms'
import { amountText, centsOf } from '../lib/dollars'
import { createFormMachine } from '../lib/form'
import type { FieldProblem } from '../lib/formFields'

/** The recharge page's fields as typed: the amount in US dollars (up to 2 decimals; a chosen option writes it too). */
export interface RechargeDraft {
  amount: string
  appId: number
  bankno: string
  payOrderPic: string
}

export interface RechargeInput {
  options: RechargeOptions
}

/** What is sent: the amount in cents, the sender account trimmed. */
export const rechargeRequest = ({ amount, appId, bankno, payOrderPic }: RechargeDraft): RechargeForm => ({
  money: centsOf(amount),
  appId,
  bankno: bankno.trim(),
  payOrderPic,
})

/** docs/behaviour.md#wallet (amount above 0, a method, a screenshot), then the recharge's largest amount. */
export function rechargeProblem(draft: RechargeDraft, options: RechargeOptions): FieldProblem<keyof RechargeDraft> | null {
  const form = rechargeRequest(draft)
  const problem = validateRecharge(form)
  if (problem?.field === 'money') return { field: 'amount', error: problem.error }
  if (options.maxMoney > 0 && form.money > options.maxMoney) return { field: 'amount', error: 'amountTooHigh' }
  return problem && { field: problem.field, error: problem.error }
}

/**
 * The recharge page (docs/behaviour.md#wallet) on the form kit: an amount (an option or typed),
 * the platform wallet paid to, the payment screenshot and the optional sender account. SUBMIT is
 * taken only when the form is complete (views disable the button with `can`); the named actor
 * `submit` sends `rechargeRequest(form)` and answers the recharge's id (context `result`, for
 * /success/recharge/{id}); a refusal keeps the form editable.
 */
export const rechargeMachine = createFormMachine({
  id: 'recharge',
  types: {} as { result: number },
  blank: ({ options }: RechargeInput): RechargeDraft => {
    const wallets = options.platformWallets
    // One platform wallet: nothing to choose.
    return { amount: '', appId: wallets.length === 1 ? wallets[0].payAppId : 0, bankno: '', payOrderPic: '' }
  },
  validate: (draft, { options }) => rechargeProblem(draft, options),
  tidy: (draft) => ({ ...draft, amount: amountText(draft.amount) }),
  submitsWhenValid: true,
  afterSubmit: 'end',
})
