import { useCallback, useEffect, useRef, useState } from 'react'
import type { ListState } from '../../lib/listState'

/**
 * The data of a checkout page, loaded by the page itself rather than by a route loader: a loader
 * stays in the route tree, which ships with the shell, and the checkout's calls would go with it.
 * Loads again when `key` changes or on `reload` (the last answer stays on screen meanwhile, unless
 * the key changed).
 */
export function useLoaded<T>(key: string, load: () => Promise<T>): { state: ListState<T>; reload: () => void } {
  const [round, setRound] = useState(0)
  const [state, setState] = useState<{ key: string; state: ListState<T> }>({ key, state: { status: 'loading' } })
  const loader = useRef(load)
  loader.current = load
  const reload = useCallback(() => setRound((n) => n + 1), [])
  useEffect(() => {
    let live = true
    void round
    loader.current().then(
      (data) => live && setState({ key, state: { status: 'ready', data } }),
      () => live && setState({ key, state: { status: 'failed', retry: reload } }),
    )
    return () => {
      live = false
    }
  }, [key, round, reload])
  return { state: state.key === key ? state.state : { status: 'loading' }, reload }
}
