import { Box, Button, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

/** Fixed over the page's corner, so arriving late moves nothing. */
export function CookieNoticeCard({ onAccept, onReject }: { onAccept: () => void; onReject: () => void }) {
  const { t } = useLingui()
  return (
    <Box
      role="region"
      aria-label={t`Cookie notice`}
      position="fixed"
      zIndex="overlay"
      insetX={{ base: '3', md: 'auto' }}
      left={{ md: '6' }}
      bottom={{ base: '3', md: '6' }}
      maxW={{ md: 'md' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      boxShadow="0 12px 40px -16px rgba(23,21,19,0.35)"
      p="6"
    >
      <Text fontFamily="heading" textStyle="lg" mb="2">
        <Trans>Cookies, with care</Trans>
      </Text>
      <Text textStyle="sm" color="fg.muted" mb="5">
        <Trans>We use cookies to keep you signed in, remember your bag and understand how the shop is used. You choose.</Trans>
      </Text>
      <HStack gap="3">
        <Button size="sm" borderRadius="none" flex="1" onClick={onAccept}>
          <Trans>Accept</Trans>
        </Button>
        <Button size="sm" borderRadius="none" flex="1" variant="outline" onClick={onReject}>
          <Trans>Reject</Trans>
        </Button>
      </HStack>
    </Box>
  )
}
