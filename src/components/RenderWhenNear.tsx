import { Box, type BoxProps } from '@chakra-ui/react'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { waitForTurn } from './renderTurns'

/**
 * Renders its children once their place comes within half a screen of the view (or at the
 * first Tab, so keyboard users meet every block in order), each in a frame of its own: a long
 * page draws what is seen first and the rest as the shopper scrolls. `minH` is the room kept
 * meanwhile; when it differs from the content's height the change happens out of view.
 */
export function RenderWhenNear({ children, minH }: { children: ReactNode; minH: BoxProps['minH'] }) {
  const [shown, setShown] = useState(false)
  const [place, setPlace] = useState<HTMLDivElement | null>(null)
  useEffect(() => {
    if (shown || !place) return
    let asked = false
    let cancelTurn = () => {}
    const show = () => {
      if (asked) return
      asked = true
      stopWatching()
      cancelTurn = waitForTurn(() => startTransition(() => setShown(true)), place)
    }
    const observer = typeof IntersectionObserver === 'function' ? new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && show(), { rootMargin: '0px 0px 50% 0px' }) : null
    const onKey = (event: KeyboardEvent) => event.key === 'Tab' && show()
    const stopWatching = () => {
      observer?.disconnect()
      document.removeEventListener('keydown', onKey)
    }
    if (!observer) show()
    else {
      observer.observe(place)
      document.addEventListener('keydown', onKey)
    }
    return () => {
      stopWatching()
      cancelTurn()
    }
  }, [shown, place])
  if (shown) return children
  return <Box ref={setPlace} minH={minH} aria-hidden />
}
