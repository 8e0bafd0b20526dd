import { formatMoney } from '../lib/money'
import { useSession } from '../session'

/**
 * Money that settles in US dollars (docs/behaviour.md#tenants-languages-and-money): the bag, orders and their payment, refunds
 * and the wallet, stored and sent as USD cents, shown in USD in the shopper's language. (Catalog
 * prices come converted into the shopper's currency: those are `Money`.)
 */
export function useUsd() {
  const lang = useSession((s) => s.lang)
  return (cents: number) => formatMoney(cents, 'USD', lang)
}

export function Usd({ cents }: { cents: number }) {
  return <>{useUsd()(cents)}</>
}
