import { lazy, startTransition, useEffect, useState, type ComponentType } from 'react'

/** React.lazy for a named export, plus `preload()` to fetch the code on intent (hover, focus). */
export function lazyNamed<P, K extends string>(load: () => Promise<Record<K, ComponentType<P>>>, name: K) {
  const Component = lazy(() => load().then((m) => ({ default: m[name] })))
  return Object.assign(Component, { preload: () => void load() })
}

/** Props that fetch a lazy part's code as soon as the shopper points at or focuses its trigger. */
export const preloadOnIntent = (preload: () => void) => ({ onPointerEnter: preload, onFocus: preload })

/** Runs `fn` once the browser has nothing more urgent to do (after first paint); returns a canceller. */
export function whenIdle(fn: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 2000 })
    return () => cancelIdleCallback(id)
  }
  const id = setTimeout(fn, 200)
  return () => clearTimeout(id)
}

/**
 * False until the browser is first idle after mount: for parts the first paint does not need. It
 * turns true in a transition, so a lazy part it mounts replaces what stood there only once its code is in.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false)
  useEffect(() => whenIdle(() => startTransition(() => setIdle(true))), [])
  return idle
}

/** True from the first render where `value` is true on: mounts a lazy part once it is first wanted. */
export function useLatched(value: boolean): boolean {
  const [latched, setLatched] = useState(value)
  if (value && !latched) setLatched(true)
  return latched || value
}
