import { type PayoutAddress, payoutType } from './wallet'

/** docs/behaviour.md#payout-addresses: payout addresses are listed 10 to a page. */
export const payoutAddressPageSize = 10

/**
 * How a payout address is shown where its full number must not be: the storefront's list and
 * the text a withdrawal keeps of it (server/modules/payout). Language-neutral on purpose.
 */

/** The last four characters behind stars; of a number shorter than 8, only its last two. */
export function maskedCardNumber(bankno: string): string {
  const digits = bankno.replace(/\s+/g, '')
  const shown = digits.length >= 8 ? 4 : Math.min(2, digits.length)
  return `****${digits.slice(digits.length - shown)}`
}

/** A USDT address shortened to its first and last four characters. */
export const shortUsdtAddress = (address: string): string => (address.length > 12 ? `${address.slice(0, 4)}…${address.slice(-4)}` : address)

/** e.g. "USDT · T9yD…Bf5G" or "Bank · HSBC ****1234". */
export function payoutAddressText(row: Pick<PayoutAddress, 'type' | 'bankname' | 'bankno' | 'address'>): string {
  if (row.type === payoutType.usdt) return `USDT · ${shortUsdtAddress(row.address)}`
  return ['Bank ·', row.bankname, maskedCardNumber(row.bankno)].filter(Boolean).join(' ')
}
