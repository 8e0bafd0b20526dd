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
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => list.matches,
    () => false,
  )
}

const lists = new Map<string, MediaQueryList>()
function mediaList(query: string) {
  let list = lists.get(query)
  if (!list) lists.set(query, (list = window.matchMedia(query)))
  return list
}
