import { formatMoney } from '../../lib/money'
import { useSession } from '../../session'

/** Refunds are paid into the wallet, which settles in US dollars (SPEC.md section 9): cents shown in USD, in the shopper's language. */
export function useUsd() {
  const lang = useSession((s) => s.lang)
  return (cents: number) => formatMoney(cents, 'USD', lang)
}
