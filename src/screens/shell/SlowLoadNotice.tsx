import { Box, Button, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'

/** Fixed over the page's foot, so arriving moves nothing; polite, since the shopper is waiting anyway. */
export function SlowLoadNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <Box
      role="status"
      aria-label={t`Slow page`}
      position="fixed"
      zIndex="toast"
      insetX={{ base: '3', md: 'auto' }}
      right={{ md: '6' }}
      bottom={{ base: '3', md: '6' }}
      maxW={{ md: 'sm' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="border"
      boxShadow="0 12px 40px -16px rgba(23,21,19,0.35)"
      p="5"
    >
      <Text textStyle="sm" mb="4">
        <Trans>This page is taking a long time to load. The connection may have stalled.</Trans>
      </Text>
      <Button size="sm" borderRadius="none" width="full" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </Box>
  )
}
