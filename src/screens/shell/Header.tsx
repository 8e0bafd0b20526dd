import { Box, Container, Grid, HStack, IconButton } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { linkOptions } from '@tanstack/react-router'
import { Heart, Search, ShoppingBag } from 'lucide-react'
import { Suspense, useState } from 'react'
import type { NavEntry } from '../../../contract/api'
import { lazyNamed, preloadOnIntent, useLatched } from '../../components/deferred'
import { useWiderThan } from '../../lib/useMediaQuery'
import { useScrolledPast } from '../../lib/useScrollY'
import { storefrontBreakpoints } from '../../theme'
import { HeaderNav } from './HeaderNav'
import { IconLink } from './IconLink'
import { Logo } from './Logo'
import { MobileMenu } from './MobileMenu'
import type { Viewer } from './types'

/** docs/behaviour.md#layout: the header becomes fixed after 48 px of scroll (on desktop it gains a shadow; it is sticky throughout). */
const fixedAfter = 48

const icon = { size: 20, strokeWidth: 1.5, 'aria-hidden': true } as const

/** The search drawer's code loads when a search button is first pointed at or pressed. */
const SearchDrawer = lazyNamed(() => import('./SearchDrawer'), 'SearchDrawer')
const searchIntent = preloadOnIntent(SearchDrawer.preload)

export function Header({ viewer, name, logo, entries }: { viewer: Viewer; name: string; logo: string; entries: NavEntry[] }) {
  const { t } = useLingui()
  const fixed = useScrolledPast(fixedAfter)
  const [searching, setSearching] = useState(false)
  const searched = useLatched(searching)
  // The layout shows the menu button at 1200 px and less and the navigation above: only one is drawn.
  const wide = useWiderThan(storefrontBreakpoints.xl)
  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="bg/95"
      backdropFilter="saturate(180%) blur(8px)"
      borderBottomWidth="1px"
      borderColor="border"
      data-mode={searching ? 'search-input' : fixed ? 'fixed' : 'normal'}
      boxShadow={{ xl: fixed ? '0 6px 24px -12px rgba(23,21,19,0.18)' : 'none' }}
      transition="box-shadow 0.2s"
    >
      <Container maxW="8xl">
        <Grid templateColumns={{ base: '1fr auto 1fr', xl: 'auto 1fr auto' }} alignItems="center" h={{ base: '16', xl: '20' }} gap="6">
          {!wide && (
            <HStack gap="1">
              <MobileMenu viewer={viewer} entries={entries} />
              <IconButton variant="ghost" aria-label={t`Search`} onClick={() => setSearching(true)} borderRadius="full" {...searchIntent}>
                <Search {...icon} />
              </IconButton>
            </HStack>
          )}
          <Logo name={name} logo={logo} />
          {wide && (
            <Box>
              <HeaderNav entries={entries} lang={viewer.lang} population={viewer.population} />
            </Box>
          )}
          <HStack gap="1" justify="flex-end">
            {wide && (
              <IconButton variant="ghost" aria-label={t`Search`} onClick={() => setSearching(true)} borderRadius="full" {...searchIntent}>
                <Search {...icon} />
              </IconButton>
            )}
            <IconLink label={t`Wishlist (${viewer.favoriteCount})`} link={linkOptions({ to: '/wishlist' })} count={viewer.favoriteCount}>
              <Heart {...icon} />
            </IconLink>
            <IconLink label={t`Shopping bag (${viewer.cartCount})`} link={linkOptions({ to: '/basket' })} count={viewer.cartCount}>
              <ShoppingBag {...icon} />
            </IconLink>
          </HStack>
        </Grid>
      </Container>
      {searched && (
        <Suspense fallback={null}>
          <SearchDrawer open={searching} onClose={() => setSearching(false)} population={viewer.population} />
        </Suspense>
      )}
    </Box>
  )
}
