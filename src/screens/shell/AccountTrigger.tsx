import { Button, Text, type ButtonProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown, UserRound } from 'lucide-react'
import type { Ref } from 'react'

/** The signed-in shopper's button in the top bar; the same look before and after the menu's code arrives. */
export function AccountTrigger({ email, ...props }: ButtonProps & { email: string; ref?: Ref<HTMLButtonElement> }) {
  const { t } = useLingui()
  return (
    <Button
      variant="ghost"
      size="xs"
      color="inherit"
      _hover={{ bg: 'whiteAlpha.200' }}
      aria-label={t`Account menu for ${email}`}
      aria-haspopup="menu"
      {...props}
    >
      <UserRound size={14} strokeWidth={1.5} aria-hidden />
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="48" truncate textTransform="none" letterSpacing="normal">
        {email}
      </Text>
      <ChevronDown size={12} aria-hidden />
    </Button>
  )
}
