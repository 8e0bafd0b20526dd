import { useSyncExternalStore } from 'react'

/**
 * The page's scroll offset, read in the scroll event only. React asks a store for its value on
 * every render and commit; reading window.scrollY there (or when subscribing) forces a layout of
 * the page in the middle of its first render. A page starts at the top, and any later scroll
 * (the browser restoring a position included) fires the event.
 */
let scrollY = 0
let listening = false
const listeners = new Set<() => void>()

function onScroll() {
  scrollY = window.scrollY
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  if (!listening) {
    listening = true
    window.addEventListener('scroll', onScroll, { passive: true })
  }
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** True once the page has scrolled past `threshold` pixels; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > threshold,
    () => false,
  )
}
