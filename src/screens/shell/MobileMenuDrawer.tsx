import { Box, Button, Link as ChakraLink, Separator, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Globe, LogOut } from 'lucide-react'
import type { NavEntry } from '../../../contract/api'
import { preloadOnIntent } from '../../components/deferred'
import { DrawerShell } from '../../components/DrawerShell'
import { useShellActions } from '../../components/shellActions'
import { UnreadDot } from '../../components/UnreadDot'
import { shopEntries, shopEntry } from '../../lib/accountLinks'
import { accountLinks } from '../../lib/menuLinks'
import { preloadPicker } from './LanguageCurrencyPicker'
import { MobileCategories } from './nav/MobileCategories'
import { navItems } from './navigation'
import type { Viewer } from './types'

/** Population entries of the template are already listed above, in large type. */
const notAPopulation = (entry: NavEntry) => !(entry.type === 'category' && !entry.id && entry.population)

export interface MobileMenuDrawerProps {
  viewer: Viewer
  entries: NavEntry[]
  open: boolean
  onOpenChange: (open: boolean) => void
  trigger: () => HTMLElement | null
}

/** The side menu's drawer; its code loads when the menu button is first pointed at or pressed. */
export function MobileMenuDrawer({ viewer, entries, open, onOpenChange, trigger }: MobileMenuDrawerProps) {
  const { t, i18n } = useLingui()
  const actions = useShellActions()
  const close = () => onOpenChange(false)
  const then = (fn: () => void) => () => {
    close()
    fn()
  }
  return (
    <DrawerShell
      open={open}
      onOpenChange={onOpenChange}
      placement="start"
      size="xs"
      finalFocusEl={trigger}
      title={viewer.platformName}
      titleProps={{ letterSpacing: '0.2em', textTransform: 'uppercase' }}
      footerProps={{ justifyContent: 'flex-start', borderTopWidth: '1px', borderColor: 'border' }}
      footer={
        <Box>
          <Button
            variant="ghost"
            size="sm"
            px="0"
            aria-label={t`Language and currency`}
            onClick={then(actions.openPicker)}
            {...preloadOnIntent(preloadPicker)}
          >
            <Globe size={16} strokeWidth={1.5} aria-hidden />
            {viewer.lang.toUpperCase()} · {viewer.currencyCode}
          </Button>
        </Box>
      }
    >
      <MobileCategories onChoose={actions.choosePopulation} onNavigate={close} />
      <Separator my="5" />
      <Stack as="nav" aria-label={t`Main`} gap="3" textStyle="sm" letterSpacing="wider" textTransform="uppercase">
        {navItems(entries.filter(notAPopulation), viewer.lang, i18n).map(({ key, label, link }) => (
          <ChakraLink key={key} asChild>
            <Link {...link} onClick={close}>
              {label}
            </Link>
          </ChakraLink>
        ))}
      </Stack>
      <Separator my="5" />
      {viewer.email ? (
        <Stack gap="3" textStyle="sm">
          <Text color="fg.muted" truncate>
            {viewer.email}
          </Text>
          {shopEntries(viewer.shop, true).map(({ label, link }) => (
            <ChakraLink key={link.to} asChild>
              <Link {...link} onClick={close}>
                {t(label)}
              </Link>
            </ChakraLink>
          ))}
          {accountLinks.map(({ label, link, unread }) => (
            <ChakraLink key={link.to} asChild>
              <Link {...link} onClick={close}>
                {t(label)}
                {unread && viewer.unread[unread] > 0 && <UnreadDot count={viewer.unread[unread]} />}
              </Link>
            </ChakraLink>
          ))}
          <Button variant="ghost" justifyContent="flex-start" px="0" size="sm" onClick={then(actions.logout)}>
            <LogOut size={16} aria-hidden />
            <Trans>Log out</Trans>
          </Button>
        </Stack>
      ) : (
        <Stack gap="2">
          <Button borderRadius="none" onClick={then(() => actions.signIn('login'))}>
            <Trans>Sign in</Trans>
          </Button>
          <Button variant="outline" borderRadius="none" onClick={then(() => actions.signIn('register'))}>
            <Trans>Register</Trans>
          </Button>
          <ChakraLink asChild textStyle="sm" mt="2">
            <Link {...shopEntry(null, false).link} onClick={close}>
              {t(shopEntry(null, false).label)}
            </Link>
          </ChakraLink>
        </Stack>
      )}
    </DrawerShell>
  )
}
