import { Box, type BoxProps } from '@chakra-ui/react'
import { startTransition, useEffect, useState, type ReactNode } from 'react'
import { waitForTurn } from './renderTurns'

/**
 * Renders its children just after the first paint, each RenderLater of the page in a frame of
 * its own and in a transition React renders in short slices: what lies below the fold makes
 * no long task of the page's first render. `minH` holds their room meanwhile so that nothing
 * visible moves when they arrive.
 */
export function RenderLater({ children, minH }: { children: ReactNode; minH?: BoxProps['minH'] }) {
  const [shown, setShown] = useState(false)
  useEffect(() => waitForTurn(() => startTransition(() => setShown(true))), [])
  if (shown) return children
  return minH ? <Box minH={minH} aria-hidden /> : null
}
