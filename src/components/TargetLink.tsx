import { Link as ChakraLink, type LinkProps, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { LinkTarget } from '../lib/linkTarget'

/** A link read from the tenant's content (src/lib/linkTarget.ts): a page here, an outside address in a new tab, or plain text. */
export function TargetLink({
  to: target,
  children,
  ...props
}: { to: LinkTarget; children: string } & Omit<LinkProps, 'children' | 'target'>) {
  const { t } = useLingui()
  const label = children
  if (target.kind === 'page') {
    return (
      <ChakraLink asChild {...props}>
        <Link {...target.link}>{children}</Link>
      </ChakraLink>
    )
  }
  if (target.kind === 'external') {
    return (
      <ChakraLink href={target.href} target="_blank" rel="noopener noreferrer" aria-label={t`${label} (opens in a new tab)`} {...props}>
        {children}
      </ChakraLink>
    )
  }
  return <Text as="span">{children}</Text>
}
