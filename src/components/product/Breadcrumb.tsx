import { HStack, Link as ChakraLink, Text } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'

export interface CrumbLink {
  label: string
  /** Absent on the current page. */
  link?: LinkOptions
}

/** Home, then the given trail; the last crumb is the current page. */
export function Breadcrumb({ items }: { items: CrumbLink[] }) {
  const { t } = useLingui()
  const all: CrumbLink[] = [{ label: t`Home`, link: { to: '/' } }, ...items]
  return (
    <nav aria-label={t`Breadcrumb`}>
      <HStack as="ol" listStyleType="none" gap="2" flexWrap="wrap" textStyle="sm" color="fg.muted" letterSpacing="wide">
        {all.map((crumb, i) => {
          const last = i === all.length - 1
          return (
            <HStack as="li" key={`${i}-${crumb.label}`} gap="2">
              {last || !crumb.link ? (
                <Text as="span" color="fg" aria-current={last ? 'page' : undefined}>
                  {crumb.label}
                </Text>
              ) : (
                <ChakraLink asChild variant="plain" _hover={{ color: 'fg', textDecoration: 'underline' }}>
                  <Link {...crumb.link}>{crumb.label}</Link>
                </ChakraLink>
              )}
              {!last && (
                <Text as="span" aria-hidden color="fg.subtle">
                  /
                </Text>
              )}
            </HStack>
          )
        })}
      </HStack>
    </nav>
  )
}
