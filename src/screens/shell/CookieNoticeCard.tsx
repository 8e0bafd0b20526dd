import { Button, HStack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { CornerCard } from './CornerCard'

/** The cookie question, over the page's bottom left corner. */
export function CookieNoticeCard({ onAccept, onReject }: { onAccept: () => void; onReject: () => void }) {
  const { t } = useLingui()
  return (
    <CornerCard side="left" role="region" aria-label={t`Cookie notice`}>
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
    </CornerCard>
  )
}
