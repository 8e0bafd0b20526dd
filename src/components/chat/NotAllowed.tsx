import { Link, Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Mail } from 'lucide-react'
import { type ChatPeer, customerServiceShopId } from '../../../contract/chat'

/** In place of the composer when the shopper may not write: why, and for customer service where to write instead. */
export function NotAllowed({ peer, shopSide }: { peer: ChatPeer | null; shopSide: boolean }) {
  if (!shopSide && peer?.shopId === customerServiceShopId) return <ServiceClosed email={peer.email} />
  return (
    <Text textStyle="sm" color="fg.muted" textAlign="center" role="note">
      {shopSide ? (
        <Trans>Messages cannot be sent in this conversation.</Trans>
      ) : (
        <Trans>This shop answers messages about orders. An order must be placed before you can write to it.</Trans>
      )}
    </Text>
  )
}

/** Customer service does not chat now: its e-mail instead (docs/behaviour.md#chat, CUSTOMER_SERVICE_SETTING). */
export function ServiceClosed({ email }: { email: string }) {
  return (
    <Stack gap="2" align="center" textAlign="center" role="note">
      <Text textStyle="sm" color="fg.muted">
        <Trans>Our customer service does not answer in the chat right now. Write to us by e-mail and we will reply.</Trans>
      </Text>
      {email && (
        <Link href={`mailto:${email}`} textStyle="sm" fontWeight="medium" variant="underline">
          <Mail size={14} aria-hidden />
          {email}
        </Link>
      )}
    </Stack>
  )
}
