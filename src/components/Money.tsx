import { useSession } from '../session'
import { formatMoney } from '../lib/money'

/** A price in cents, shown in the session's currency and language. */
export function Money({ cents }: { cents: number }) {
  const currencyCode = useSession((s) => s.currencyCode)
  const lang = useSession((s) => s.lang)
  return <>{formatMoney(cents, currencyCode, lang)}</>
}
