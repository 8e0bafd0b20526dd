import { Box, Button, Text, type ButtonProps } from '@chakra-ui/react'
import { useLingui } from '@lingui/react/macro'
import { ChevronDown, UserRound } from 'lucide-react'
import type { Ref } from 'react'

/** The small red dot of unread messages. */
export function UnreadDot({ label }: { label?: string }) {
  return <Box as="span" display="inline-block" w="2" h="2" borderRadius="full" bg="red.500" flexShrink={0} aria-label={label} />
}

/** The signed-in shopper's button in the top bar; the same look before and after the menu's code arrives. */
export function AccountTrigger({
  email,
  unread = false,
  ...props
}: ButtonProps & { email: string; unread?: boolean; ref?: Ref<HTMLButtonElement> }) {
  const { t } = useLingui()
  return (
    <Button
      variant="ghost"
      size="xs"
      color="inherit"
      _hover={{ bg: 'whiteAlpha.200' }}
      aria-label={unread ? t`Account menu for ${email}, unread messages` : t`Account menu for ${email}`}
      aria-haspopup="menu"
      {...props}
    >
      <Box as="span" position="relative" display="inline-flex">
        <UserRound size={14} strokeWidth={1.5} aria-hidden />
        {unread && (
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
