import { Box, type BoxProps } from '@chakra-ui/react'
import { startTransition, useEffect, useState, type ReactNode } from 'react'

/**
 * Renders its children just after the first paint, in a transition React renders in short
 * slices: what lies below the fold no longer makes one long task of the page's first render.
 * `minH` holds their room meanwhile so that nothing visible moves when they arrive.
 */
export function RenderLater({ children, minH }: { children: ReactNode; minH?: BoxProps['minH'] }) {
  const [shown, setShown] = useState(false)
  useEffect(() => startTransition(() => setShown(true)), [])
  if (shown) return children
  return minH ? <Box minH={minH} aria-hidden /> : null
}
