import { useSyncExternalStore } from 'react'

/**
 * Whether the viewport is at least `minWidth` wide, following resizes. For parts the layout
 * hides at some widths: rendering them anyway (hidden by CSS) costs a phone's first render the
 * same work as showing them.
 */
export function useWiderThan(minWidth: string): boolean {
  const list = mediaList(`(min-width: ${minWidth})`)
  return useSyncExternalStore(
    (onChange) => {
      list?.addEventListener('change', onChange)
      return () => list?.removeEventListener('change', onChange)
    },
    () => list?.matches ?? false,
    () => false,
  )
}

const lists = new Map<string, MediaQueryList>()
/** The query's list; none where there is no window (the service drawing a first view: as a phone, like the browser's first render). */
function mediaList(query: string) {
  if (typeof window === 'undefined') return null
  let list = lists.get(query)
  if (!list) lists.set(query, (list = window.matchMedia(query)))
  return list
}
