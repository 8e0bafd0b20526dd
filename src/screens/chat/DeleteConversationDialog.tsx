import { Stack, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import type { ActorRefFrom } from 'xstate'
import type { ChatSide } from '../../../contract/chat'
import type { conversationListMachine } from '../../../machines/chat/conversationList'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { peerName } from './ConversationParts'
import { plain } from '../../lib/plain'

/** The question before a conversation leaves the list; a refusal shows in it, to try again or cancel. */
export function DeleteConversationDialog({
  actor,
  side,
  platformName,
}: {
  actor: ActorRefFrom<typeof conversationListMachine>
  side: ChatSide
  platformName: string
}) {
  const asked = useSelector(actor, (s) => s.hasTag('confirmAsked'))
  const busy = useSelector(actor, (s) => s.hasTag('busy'))
  const failed = useSelector(actor, (s) => s.hasTag('failed'))
  const failure = useSelector(actor, (s) => s.context.failure)
  const target = useSelector(actor, (s) => s.context.target)
  const name = plain(target ? peerName(target, side, platformName) : '')
  return (
    <ConfirmDialog
      open={asked}
      title={<Trans>Delete this conversation?</Trans>}
      confirmLabel={failed ? <Trans>Try again</Trans> : undefined}
      busy={busy}
      onCancel={() => actor.send({ type: 'CANCEL' })}
      onConfirm={() => actor.send({ type: 'CONFIRM' })}
    >
      <Stack gap="3">
        <Text>
          <Trans>The conversation with {name} leaves your leave messages. A new message brings it back.</Trans>
        </Text>
        {failed && (
          <Text role="alert" color="red.700">
            {failure ?? <Trans>We could not delete it. Check your connection and try again.</Trans>}
          </Text>
        )}
      </Stack>
    </ConfirmDialog>
  )
}
