import { useSyncExternalStore } from 'react'

/**
 * The page's scroll offset, read in the scroll event only. React asks a store for its value on
 * every render and commit; reading window.scrollY there forces a layout each time the page
 * has changed, which on a first render was a good part of the work.
 */
let scrollY = 0
const listeners = new Set<() => void>()

function onScroll() {
  scrollY = window.scrollY
  for (const listener of listeners) listener()
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    scrollY = window.scrollY
    window.addEventListener('scroll', onScroll, { passive: true })
  }
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
    if (listeners.size === 0) window.removeEventListener('scroll', onScroll)
  }
}

/** True once the page has scrolled past `threshold` pixels; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(
    subscribe,
    () => scrollY > threshold,
    () => false,
  )
}
