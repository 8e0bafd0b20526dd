import { HStack, Link as ChakraLink } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { NavEntry } from '../../../contract/api'
import type { Language } from '../../../contract/locale'
import { navItems } from './navigation'

/** The population's navigation entries (design template topNavigationBar), or the catalogue basics. */
export function HeaderNav({ entries, lang }: { entries: NavEntry[]; lang: Language }) {
  const { t, i18n } = useLingui()
  return (
    <HStack as="nav" aria-label={t`Main`} gap="8" justify="center" textStyle="xs" letterSpacing="caps" textTransform="uppercase" flexWrap="wrap">
      {navItems(entries, lang, i18n).map(({ key, label, link }) => (
        <ChakraLink
          key={key}
          asChild
          py="2"
          borderBottomWidth="1px"
          borderColor="transparent"
          _hover={{ borderColor: 'fg', textDecoration: 'none' }}
          css={{ '&[data-status=active]': { borderColor: 'fg' } }}
        >
          <Link {...link}>{label}</Link>
        </ChakraLink>
      ))}
    </HStack>
  )
}
