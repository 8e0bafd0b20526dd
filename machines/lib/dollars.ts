/** US dollar amounts as the shopper types them (the wallet's currency, docs/behaviour.md#tenants-languages-and-money), and their cents. */

/** Dollars as typed: digits with at most one point and two decimals, at most 8 digits before it. */
export function amountText(typed: string): string {
  const [whole = '', ...rest] = typed.replace(/[^\d.]/g, '').split('.')
  const cents = rest.join('').slice(0, 2)
  return rest.length > 0 ? `${whole.slice(0, 8)}.${cents}` : whole.slice(0, 8)
}
export const centsOf = (text: string) => Math.round((Number(text) || 0) * 100)
/** Cents as the text of a dollar box: "500", "12.50". */
export const dollarText = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2))
