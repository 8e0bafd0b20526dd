import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Menu as MenuIcon, Store } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { shopEntry } from '../../lib/accountLinks'
import { useOpenShop, useUnread } from '../../session'
import { DrawerShell } from '../DrawerShell'
import { UnreadDot } from '../UnreadDot'
import { accountMenu, type AccountMenuKey } from './accountMenu'

/** docs/behaviour.md#layout: account pages switch to the narrow layout at 768 px or less. */
const narrow = '@media screen and (max-width: 768px)'
const wide = '@media screen and (min-width: 769px)'

export interface AccountLayoutProps {
  children: ReactNode
  /** The user's open shop: the top entry becomes "My shop"; by default the session's. */
  shop?: { id: number; shopname: string } | null
  /** Unread counts of the entries that carry a dot (leave messages, system messages); by default the session's. */
  unread?: Partial<Record<AccountMenuKey, number>>
}

/** The account pages' frame: the menu on the left, or in a drawer on narrow screens. */
export function AccountLayout({ children, shop, unread }: AccountLayoutProps) {
  const { t } = useLingui()
  const [drawerOpen, setDrawerOpen] = useState(false)
  const counts = useUnread()
  const sessionShop = useOpenShop()
  const dots = unread ?? { leaveMessages: counts.leave, systemMessages: counts.system }
  const total = (dots.leaveMessages ?? 0) + (dots.systemMessages ?? 0)
  const menu = <AccountMenuList shop={shop === undefined ? sessionShop : shop} unread={dots} onNavigate={() => setDrawerOpen(false)} />
  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '12' }}>
      <Flex gap="12" align="flex-start">
        <Box as="nav" aria-label={t`Account`} w="60" flexShrink={0} position="sticky" top="24" css={{ [narrow]: { display: 'none' } }}>
          {menu}
        </Box>
        <Box flex="1" minW="0">
          <Box css={{ [wide]: { display: 'none' } }} mb="6">
            <DrawerShell
              open={drawerOpen}
              onOpenChange={setDrawerOpen}
              placement="start"
              trigger={
                <Button variant="outline" size="sm" borderRadius="none">
                  <MenuIcon size={16} aria-hidden />
                  <Trans>Account menu</Trans>
                  {total > 0 && <UnreadDot count={total} />}
                </Button>
              }
              title={<Trans>My account</Trans>}
              contentProps={{ maxW: '80' }}
            >
              {menu}
            </DrawerShell>
          </Box>
          {children}
        </Box>
      </Flex>
    </Box>
  )
}

interface MenuListProps extends Omit<AccountLayoutProps, 'children'> {
  onNavigate: () => void
}

function AccountMenuList({ shop, unread, onNavigate }: MenuListProps) {
  const { t } = useLingui()
  const top = shopEntry(shop ?? null, true)
  return (
    <Stack gap="6">
      <Button asChild variant="outline" borderRadius="none" borderColor="fg" justifyContent="flex-start" onClick={onNavigate}>
        <Link {...top.link}>
          <Store size={16} aria-hidden />
          {t(top.label)}
        </Link>
      </Button>
      <Stack as="ul" gap="0" listStyleType="none" borderTopWidth="1px">
        {accountMenu.map(({ key, label, link }) => (
          <Box as="li" key={key} borderBottomWidth="1px">
            <Link {...link} onClick={onNavigate} activeProps={{ 'aria-current': 'page' }}>
              <Flex
                align="center"
                justify="space-between"
                py="3"
                px="3"
                fontSize="sm"
                letterSpacing="wide"
                color="fg.muted"
                borderInlineStartWidth="2px"
                borderColor="transparent"
                _hover={{ color: 'fg', bg: 'brand.50' }}
                css={{ '[aria-current=page] > &': { color: 'fg', borderColor: 'fg', fontWeight: 'medium', bg: 'brand.50' } }}
              >
                <Text as="span">{t(label)}</Text>
                {Boolean(unread?.[key]) && <UnreadDot count={unread?.[key] ?? 0} />}
              </Flex>
            </Link>
          </Box>
        ))}
      </Stack>
    </Stack>
  )
}
