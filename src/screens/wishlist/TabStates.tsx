import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Notice } from '../shop/Notice'

export function TabFailed({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <Notice
      action={
        <Button variant="outline" borderRadius="none" onClick={onRetry}>
          <Trans>Try again</Trans>
        </Button>
      }
    >
      {children}
    </Notice>
  )
}

/** An empty tab, pointing to the shops. */
export function TabEmpty({ children }: { children: ReactNode }) {
  return (
    <Notice
      action={
        <Button asChild borderRadius="none" textTransform="uppercase" letterSpacing="wider" textStyle="xs" px="8">
          <Link to="/shop">
            <Trans>Discover the shops</Trans>
          </Link>
        </Button>
      }
    >
      {children}
    </Notice>
  )
}
