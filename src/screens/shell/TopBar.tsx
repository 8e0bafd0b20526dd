import { Box, Button, Container, HStack, IconButton, Link as ChakraLink } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Globe, UserRound } from 'lucide-react'
import { preloadOnIntent } from '../../components/deferred'
import { useWiderThan } from '../../lib/useMediaQuery'
import { storefrontBreakpoints } from '../../theme'
import { useShellActions } from '../../components/shellActions'
import { sellerCenterEntry } from '../../lib/accountLinks'
import { AccountMenu } from './AccountMenu'
import { preloadPicker } from './LanguageCurrencyPicker'
import { populationLabel, topBarOrder } from '../../lib/populations'
import type { Viewer } from './types'

/** The thin bar above the header: populations, language and currency, account. */
export function TopBar({ viewer }: { viewer: Viewer }) {
  const { t } = useLingui()
  const actions = useShellActions()
  // A person icon on phones, the words "Sign in / Register" from 768 px.
  const wide = useWiderThan(storefrontBreakpoints.md)
  return (
    <Box bg="bg.inverted" color="fg.inverted" textStyle="xs" letterSpacing="wider">
      <Container maxW="8xl" h="10" display="flex" alignItems="center" justifyContent="space-between" gap="4">
        <HStack as="nav" aria-label={t`Shop by population`} gap={{ base: '4', md: '6' }} textTransform="uppercase">
          {topBarOrder.map((population) => (
            <ChakraLink
              key={population}
              asChild
              fontWeight={viewer.population === population ? 'semibold' : 'normal'}
              opacity={viewer.population === population ? 1 : 0.75}
              _hover={{ opacity: 1, textDecoration: 'none' }}
            >
              <Link to="/population/$population" params={{ population }} onClick={() => actions.choosePopulation(population)}>
                {t(populationLabel[population])}
              </Link>
            </ChakraLink>
          ))}
        </HStack>
        <HStack gap={{ base: '1', md: '4' }}>
          <Button
            variant="ghost"
            size="xs"
            color="inherit"
            _hover={{ bg: 'whiteAlpha.200' }}
            aria-label={t`Language and currency`}
            onClick={actions.openPicker}
            {...preloadOnIntent(preloadPicker)}
            letterSpacing="wider"
          >
            <Globe size={14} strokeWidth={1.5} aria-hidden />
            {viewer.lang.toUpperCase()} · {viewer.currencyCode}
          </Button>
          {viewer.shop && wide && (
            <Button asChild variant="ghost" size="xs" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} letterSpacing="wider">
              <Link {...sellerCenterEntry.link}>{t(sellerCenterEntry.label)}</Link>
            </Button>
          )}
          {viewer.email && <AccountMenu email={viewer.email} unread={viewer.unread} shop={viewer.shop} />}
          {!viewer.email && !wide && (
            <IconButton
              variant="ghost"
              size="xs"
              color="inherit"
              _hover={{ bg: 'whiteAlpha.200' }}
              aria-label={t`Sign in`}
              onClick={() => actions.signIn('login')}
            >
              <UserRound size={16} strokeWidth={1.5} aria-hidden />
            </IconButton>
          )}
          {!viewer.email && wide && (
            <HStack gap="1">
              <Button variant="ghost" size="xs" color="inherit" _hover={{ bg: 'whiteAlpha.200' }} onClick={() => actions.signIn('login')}>
                <Trans>Sign in</Trans>
              </Button>
              <Box aria-hidden opacity="0.5">
                /
              </Box>
              <Button
                variant="ghost"
                size="xs"
                color="inherit"
                _hover={{ bg: 'whiteAlpha.200' }}
                onClick={() => actions.signIn('register')}
              >
                <Trans>Register</Trans>
              </Button>
            </HStack>
          )}
        </HStack>
      </Container>
    </Box>
  )
}
