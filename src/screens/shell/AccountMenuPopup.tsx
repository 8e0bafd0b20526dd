import { Menu, Portal } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { LayoutDashboard, LogOut, Store } from 'lucide-react'
import { useLayoutEffect, useRef } from 'react'
import { useShellActions } from '../../components/shellActions'
import { shopEntries } from '../../lib/accountLinks'
import { accountLinks } from '../../lib/menuLinks'
import { UnreadDot } from '../../components/UnreadDot'
import { AccountTrigger } from './AccountTrigger'
import type { Viewer } from './types'

export interface AccountMenuPopupProps {
  email: string
  /** Unread system and chat messages: a dot on the trigger, and on the entry of each kind. */
  unread: Viewer['unread']
  /** The user's open shop: the top entries are "My shop" and "Seller center" instead of "Apply for a shop". */
  shop: Viewer['shop']
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The placeholder button had focus: keep it on the real one that replaces it. */
  takeFocus: boolean
}

/** The account menu proper: opens on hover as well as on click and keyboard. */
export function AccountMenuPopup({ email, unread, shop, open, onOpenChange, takeFocus }: AccountMenuPopupProps) {
  const { t } = useLingui()
  const actions = useShellActions()
  const trigger = useRef<HTMLButtonElement>(null)
  // Before the browser paints or takes another key: the placeholder that had the focus is gone.
  useLayoutEffect(() => {
    if (takeFocus) trigger.current?.focus()
  }, [takeFocus])
  return (
    <Menu.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} positioning={{ placement: 'bottom-end', gutter: 4 }}>
      <Menu.Trigger asChild>
        <AccountTrigger
          ref={trigger}
          email={email}
          unread={unread.system + unread.leave}
          onPointerEnter={(e) => e.pointerType === 'mouse' && onOpenChange(true)}
          // The pointer's arrival has opened it already: a mouse click then keeps it open instead of toggling it shut.
          onClick={(e) => open && (e.nativeEvent as PointerEvent).pointerType === 'mouse' && e.preventDefault()}
        />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" borderRadius="sm" py="2" onPointerLeave={(e) => e.pointerType === 'mouse' && onOpenChange(false)}>
            {shopEntries(shop, true).map(({ label, link }) => (
              <Menu.Item key={link.to} value={link.to} asChild py="2" px="4" fontWeight="medium">
                <Link {...link}>
                  {link.to === '/seller' ? <LayoutDashboard size={14} aria-hidden /> : <Store size={14} aria-hidden />}
                  {t(label)}
                </Link>
              </Menu.Item>
            ))}
            <Menu.Separator />
            {accountLinks.map(({ label, link, unread: kind }) => (
              <Menu.Item key={link.to} value={link.to} asChild py="2" px="4">
                <Link {...link}>
                  {t(label)}
                  {kind && unread[kind] > 0 && <UnreadDot count={unread[kind]} />}
                </Link>
              </Menu.Item>
            ))}
            <Menu.Separator />
            <Menu.Item value="logout" py="2" px="4" onSelect={actions.logout}>
              <LogOut size={14} aria-hidden />
              <Trans>Log out</Trans>
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  )
}
