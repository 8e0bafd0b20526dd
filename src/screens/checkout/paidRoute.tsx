import type { PaySummary } from '../../../contract/order'
import { checkoutApi } from '../../api/checkout'
import { useRetry } from '../../lib/listState'
import { PaySuccessScreen } from './PaySuccessScreen'

/** The orders just paid (?orders=[ids]) as they are now; nothing for an address without them (an old link). */
export const loadPaid = (orders: number[] | undefined) => (orders ? checkoutApi.paySummary({ ids: orders }) : null)

/** The page after paying, for its route's loading, failed and ready states. */
export function PaidPage({ kind, data }: { kind: 'paid' | 'screenshot'; data: 'loading' | 'failed' | PaySummary | null }) {
  const retry = useRetry()
  const summary =
    data === 'loading'
      ? ({ status: 'loading' } as const)
      : data === 'failed'
        ? ({ status: 'failed', retry } as const)
        : data && ({ status: 'ready', data } as const)
  return <PaySuccessScreen kind={kind} summary={summary} />
}
