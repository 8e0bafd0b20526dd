import { Button, Menu, Portal, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { ChevronDown, LogOut, UserRound } from 'lucide-react'
import { useState } from 'react'
import { useShellActions } from './actions'
import { accountLinks } from './accountLinks'

/** The signed-in shopper's menu: opens on hover as well as on click and keyboard. */
export function AccountMenu({ email }: { email: string }) {
  const { t } = useLingui()
  const actions = useShellActions()
  const [open, setOpen] = useState(false)
  return (
    <Menu.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end', gutter: 4 }}>
      <Menu.Trigger asChild>
        <Button
          variant="ghost"
          size="xs"
          color="inherit"
          _hover={{ bg: 'whiteAlpha.200' }}
          onPointerEnter={(e) => e.pointerType === 'mouse' && setOpen(true)}
          aria-label={t`Account menu for ${email}`}
        >
          <UserRound size={14} strokeWidth={1.5} aria-hidden />
          <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="48" truncate textTransform="none" letterSpacing="normal">
            {email}
          </Text>
          <ChevronDown size={12} aria-hidden />
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56" borderRadius="sm" py="2" onPointerLeave={(e) => e.pointerType === 'mouse' && setOpen(false)}>
            {accountLinks.map(({ label, link }) => (
              <Menu.Item key={link.to} value={link.to} asChild py="2" px="4">
                <Link {...link}>{t(label)}</Link>
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
