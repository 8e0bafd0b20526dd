import type { ListState } from '../../lib/listState'

/** A tab machine's state as the list state every list screen draws (still ready while a removal is in flight). */
export function tabList<T>(state: unknown, context: T, retry: () => void): ListState<T> {
  if (state === 'loading') return { status: 'loading' }
  if (state === 'failed') return { status: 'failed', retry }
  return { status: 'ready', data: context }
}
