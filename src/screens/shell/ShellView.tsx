import { Box, Flex } from '@chakra-ui/react'
import { useRouterState } from '@tanstack/react-router'
import { lazy, type ReactNode, Suspense } from 'react'
import { RenderLater } from '../../components/RenderLater'
import { Toaster } from '../../components/toaster'
import { shopEntries } from '../../lib/accountLinks'
import type { CustomerServiceOffer } from './FloatingButtons'
import { Header } from './Header'
import { logoOf, navEntriesFor, type ShellData } from './shellData'
import { SkipLink } from './SkipLink'
import { TopBar } from './TopBar'
import type { Viewer } from './types'

// Drawn after the page (below it, or fixed over it): their code loads then, not with the shell.
const Footer = lazy(() => import('./Footer').then((m) => ({ default: m.Footer })))
const FloatingButtons = lazy(() => import('./FloatingButtons').then((m) => ({ default: m.FloatingButtons })))
const CookieNotice = lazy(() => import('./CookieNotice').then((m) => ({ default: m.CookieNotice })))

/** The shop's name as shoppers see it: the tab name setting, else the tenant's name. */
export const shopName = (data: ShellData, platformName: string) => data.tabs?.tabsName || platformName || 'Vitrine'

/** The floating button's customer service: the chat when CUSTOMER_SERVICE_SETTING enables it, else an e-mail to write to. */
const serviceOffer = (data: ShellData): CustomerServiceOffer => ({
  chat: data.customerService?.enabled === true,
  email: data.customerService?.email || data.contact?.email || '',
})

/** The layout around every page: landmarks, header, footer and the floating helpers. */
export function ShellView({ data, viewer, children }: { data: ShellData; viewer: Viewer; children: ReactNode }) {
  const name = shopName(data, viewer.platformName)
  const onHome = useRouterState({ select: (s) => s.location.pathname === '/' })
  return (
    <Flex direction="column" minH="100dvh">
      <SkipLink />
      <TopBar viewer={viewer} />
      <Header viewer={viewer} name={name} logo={logoOf(data, viewer.population)} entries={navEntriesFor(data, viewer.population)} />
      <Box as="main" id="main" tabIndex={-1} flex="1" _focus={{ outline: 'none' }}>
        {children}
      </Box>
      <RenderLater whenNear minH="30rem">
        <Suspense fallback={<Box minH="30rem" />}>
          <Footer
            data={data}
            lang={viewer.lang}
            name={name}
            shopLinks={shopEntries(viewer.shop, Boolean(viewer.email))}
            newsletter={!onHome}
          />
        </Suspense>
      </RenderLater>
      {/* Fixed over the page: drawn a frame after it, they move nothing and leave the first render shorter. */}
      <RenderLater>
        <Suspense fallback={null}>
          <FloatingButtons signedIn={Boolean(viewer.email)} service={serviceOffer(data)} unread={viewer.serviceUnread} />
          <CookieNotice />
        </Suspense>
      </RenderLater>
      <Toaster />
    </Flex>
  )
}
