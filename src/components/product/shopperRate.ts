import { useEffect, useState } from 'react'
import type { Rate } from '../../../machines/catalog/priceRange'
import { settingsApi } from '../../api/settings'
import { useSession } from '../../session'

const dollars: Rate = { code: 'USD', rate: 1 }

/**
 * The session's currency and the tenant's rate for it, as the service converts catalog prices;
 * a currency the tenant does not offer is served in dollars, as the service does. Asked only when
 * `wanted`; undefined until known, null when the rates cannot be had.
 */
export function useShopperRate(wanted: boolean): Rate | null | undefined {
  const code = useSession((s) => s.currencyCode)
  const [rate, setRate] = useState<Rate | null | undefined>(code === 'USD' ? dollars : undefined)
  useEffect(() => {
    if (code === 'USD') return setRate(dollars)
    if (!wanted) return
    let live = true
    settingsApi
      .currencies()
      .then((list) => list.find((c) => c.code === code && c.rate > 0))
      .then(
        (found) => live && setRate(found ? { code: found.code, rate: found.rate } : dollars),
        () => live && setRate(null),
      )
    return () => {
      live = false
    }
  }, [code, wanted])
  return rate
}
