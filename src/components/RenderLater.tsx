import { Box, type BoxProps } from '@chakra-ui/react'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { waitForTurn } from './renderTurns'

/**
 * Renders its children after the first paint, each RenderLater of the page in a frame of its own
 * and in a transition React renders in short slices: what lies below the fold makes no long task
 * of the page's first render. With `whenNear`, it waits until its place comes within half a
 * screen of the view (or the first Tab, so keyboard users meet every part in order): a long page
 * draws what is seen first and the rest as the shopper scrolls. `minH` holds the room meanwhile;
 * where it differs from the content's height, the change happens out of view.
 */
export function RenderLater({ children, minH, whenNear = false }: { children: ReactNode; minH?: BoxProps['minH']; whenNear?: boolean }) {
  const [shown, setShown] = useState(false)
  const [place, setPlace] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    if (shown || (whenNear && !place)) return
    const show = () => waitForTurn(() => startTransition(() => setShown(true)), place ?? undefined)
    return whenNear && place ? whenApproached(place, show) : show()
  }, [shown, place, whenNear])
  if (shown) return children
  return minH || whenNear ? <Box ref={setPlace} minH={minH} aria-hidden /> : null
}

/** Calls `show` once `place` comes within half a screen below the view (or is scrolled past), or at the first Tab; returns what undoes both. */
function whenApproached(place: Element, show: () => () => void): () => void {
  if (typeof IntersectionObserver !== 'function') return show()
  let cancel: (() => void) | null = null
  const approach = () => {
    if (cancel) return
    stop()
    cancel = show()
  }
  // The root reaches far above the view: a place scrolled past in one fling (from below the view to above it between two frames) counts as approached too.
  const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && approach(), {
    rootMargin: '1000000px 0px 50% 0px',
  })
  const onKey = (event: KeyboardEvent) => event.key === 'Tab' && approach()
  const stop = () => {
    observer.disconnect()
    document.removeEventListener('keydown', onKey)
  }
  observer.observe(place)
  document.addEventListener('keydown', onKey)
  return () => {
    stop()
    cancel?.()
  }
}
