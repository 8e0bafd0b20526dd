import type * as z from 'zod/mini'
import type * as s from './schemas/wallet'
import { checkSixDigits, type FieldError, firstError } from './validation'
import { payoutType } from './wallet'

/** The wallet's form rules (docs/behaviour.md#wallet), shared by the storefront's machines and the service. */

const required = (value: string | undefined, error: FieldError): FieldError | null => ((value ?? '').trim() ? null : error)
const positive = (cents: number | undefined): FieldError | null => (Number.isInteger(cents) && (cents ?? 0) > 0 ? null : 'amountRequired')

/** Submit is enabled only with an amount above 0, a method and a screenshot, checked in that order. */
export type RechargeForm = z.output<typeof s.rechargeForm>
export const validateRecharge = (f: RechargeForm) =>
  firstError<keyof RechargeForm>([
    ['money', positive(f.money)],
    ['appId', f.appId > 0 ? null : 'payMethodRequired'],
    ['payOrderPic', required(f.payOrderPic, 'screenshotRequired')],
  ])

/** Amount (positive, at most what is available), payout address, then the 6-digit transaction password. */
export type WithdrawForm = z.output<typeof s.withdrawForm>
export const validateWithdraw = (f: WithdrawForm, availableCents?: number) =>
  firstError<keyof WithdrawForm>([
    ['amount', positive(f.amount) ?? (availableCents !== undefined && f.amount > availableCents ? 'amountTooHigh' : null)],
    ['receiveAddress', f.receiveAddress > 0 ? null : 'payoutAddressRequired'],
    ['payPassword', checkSixDigits(f.payPassword)],
  ])

/** USDT needs address, mobile, name; a bank card needs mobile, name, bank name, card number. */
export type PayoutAddressForm = z.output<typeof s.payoutAddressForm>
export function validatePayoutAddress(f: PayoutAddressForm) {
  if (f.type === payoutType.usdt)
    return firstError<keyof PayoutAddressForm>([
      ['address', required(f.address, 'usdtAddressRequired')],
      ['mobile', required(f.mobile, 'mobileRequired')],
      ['fullname', required(f.fullname, 'fullnameRequired')],
    ])
  if (f.type === payoutType.bankCard)
    return firstError<keyof PayoutAddressForm>([
      ['mobile', required(f.mobile, 'mobileRequired')],
      ['fullname', required(f.fullname, 'fullnameRequired')],
      ['bankname', required(f.bankname, 'bankNameRequired')],
      ['bankno', required(f.bankno, 'cardNumberRequired')],
    ])
  return { field: 'type' as const, error: 'payoutTypeRequired' as const }
}
