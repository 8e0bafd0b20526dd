import { Button, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CornerCard } from './CornerCard'

/**
 * Over the page's bottom right corner (the cookie notice takes the left), a status: the shopper is
 * waiting anyway. On a phone, where both cards take the full width, it shows at the top instead, so
 * a first visit's cookie notice stays uncovered.
 */
export function SlowLoadNotice({ onRetry }: { onRetry: () => void }) {
  const { t } = useLingui()
  return (
    <CornerCard
      side="right"
      role="status"
      aria-label={t`Slow page`}
      zIndex="toast"
      maxW={{ md: 'sm' }}
      top={{ base: '3', md: 'auto' }}
      bottom={{ base: 'auto', md: '6' }}
    >
      <Text textStyle="sm" mb="4">
        <Trans>This page is taking a long time to load. The connection may have stalled.</Trans>
      </Text>
      <Button size="sm" borderRadius="none" width="full" onClick={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </CornerCard>
  )
}
