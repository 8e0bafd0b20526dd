import { Box, Button, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Store } from 'lucide-react'
import type { ReactNode } from 'react'
import { shopEntry } from '../../lib/accountLinks'
import { useOpenShop, useUnread } from '../../session'
import { UnreadDot } from '../UnreadDot'
import { accountMenu, type AccountMenuKey } from './accountMenu'
import { SideMenuFrame, SideMenuRow } from './SideMenuFrame'

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
  const counts = useUnread()
  const sessionShop = useOpenShop()
  const dots = unread ?? { leaveMessages: counts.leave, systemMessages: counts.system }
  const total = (dots.leaveMessages ?? 0) + (dots.systemMessages ?? 0)
  return (
    <SideMenuFrame
      label={t`Account`}
      trigger={
        <>
          <Trans>Account menu</Trans>
          {total > 0 && <UnreadDot count={total} />}
        </>
      }
      title={<Trans>My account</Trans>}
      menu={(close) => <AccountMenuList shop={shop === undefined ? sessionShop : shop} unread={dots} onNavigate={close} />}
    >
      {children}
    </SideMenuFrame>
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
              <SideMenuRow>
                <Text as="span">{t(label)}</Text>
                {Boolean(unread?.[key]) && <UnreadDot count={unread?.[key] ?? 0} />}
              </SideMenuRow>
            </Link>
          </Box>
        ))}
      </Stack>
    </Stack>
  )
}
