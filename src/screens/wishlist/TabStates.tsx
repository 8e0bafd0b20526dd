import { Button } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Notice } from '../../components/Notice'

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
