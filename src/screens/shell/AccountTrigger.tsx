import { Box, Button, Text, type ButtonProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown, UserRound } from 'lucide-react'
import type { Ref } from 'react'
import { useUnreadLabel } from '../../components/UnreadDot'

/** The signed-in shopper's button in the top bar; the same look before and after the menu's code arrives. */
export function AccountTrigger({
  email,
  unread = 0,
  ...props
}: ButtonProps & { email: string; unread?: number; ref?: Ref<HTMLButtonElement> }) {
  const { t } = useLingui()
  const count = useUnreadLabel()(unread)
  return (
    <Button
      variant="ghost"
      size="xs"
      color="inherit"
      _hover={{ bg: 'whiteAlpha.200' }}
      aria-label={unread > 0 ? t`Account menu for ${email}, ${count}` : t`Account menu for ${email}`}
      aria-haspopup="menu"
      {...props}
    >
      <Box as="span" position="relative" display="inline-flex">
        <UserRound size={14} strokeWidth={1.5} aria-hidden />
        {unread > 0 && (
          <Box
            as="span"
            position="absolute"
            top="-1"
            right="-1"
            w="1.5"
            h="1.5"
            borderRadius="full"
            bg="red.500"
            data-testid="unread-dot"
          />
        )}
      </Box>
      <Text as="span" display={{ base: 'none', md: 'inline' }} maxW="48" truncate textTransform="none" letterSpacing="normal">
        {email}
      </Text>
      <ChevronDown size={12} aria-hidden />
    </Button>
  )
}
