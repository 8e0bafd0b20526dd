import { Button, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { type RefObject, useRef } from 'react'
import { useWiderThan } from '../../lib/useMediaQuery'
import type { ChatActor } from './chatActor'
import { ChatHeader, isShopSide } from './ChatHeader'
import { Composer } from './Composer'
import { MessageList } from './MessageList'
import { NotAllowed } from './NotAllowed'

/**
 * The chat dialog (docs/behaviour.md#chat: shop chat and customer-service chat), a full-screen sheet on
 * phones. It draws the chat machine's actor: closing it sends CLOSE, which ends every poll.
 */
export function ChatDialog({ actor }: { actor: ChatActor }) {
  const { t } = useLingui()
  const open = useSelector(actor, (s) => s.status === 'active')
  const peer = useSelector(actor, (s) => s.context.peer)
  const shopSide = useSelector(actor, (s) => isShopSide(s.context.target.userType))
  const input = useRef<HTMLTextAreaElement>(null)
  // Opened to write: on a wide screen the text box takes the focus (on a phone its keyboard would cover the conversation).
  const focusInput = useWiderThan('48em')
  return (
    <Dialog.Root
      open={open}
      initialFocusEl={() => (focusInput ? input.current : null)}
      onOpenChange={(e) => !e.open && actor.send({ type: 'CLOSE' })}
      size={{ mdDown: 'full', md: 'lg' }}
      placement={{ mdDown: 'bottom', md: 'center' }}
      motionPreset="slide-in-bottom"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content
            borderRadius="none"
            bg="bg"
            h={{ mdDown: '100dvh', md: 'min(46rem, calc(100dvh - 6rem))' }}
            display="flex"
            flexDirection="column"
            overflow="hidden"
          >
            <Dialog.Header borderBottomWidth="1px" borderColor="border.muted" py="3" pe="14">
              <ChatHeader peer={peer} shopSide={shopSide} />
            </Dialog.Header>
            <Dialog.Body p="0" flex="1" minH="0" display="flex" flexDirection="column">
              <Conversation actor={actor} />
            </Dialog.Body>
            <Footer actor={actor} shopSide={shopSide} input={input} focusInput={focusInput} />
            <Dialog.CloseTrigger asChild top="3.5">
              <CloseButton size="sm" aria-label={t`Close the chat`} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  )
}

function Conversation({ actor }: { actor: ChatActor }) {
  const loading = useSelector(actor, (s) => s.hasTag('loading'))
  const failed = useSelector(actor, (s) => s.hasTag('loadFailed'))
  const failure = useSelector(actor, (s) => s.context.failure)
  if (loading)
    return (
      <Stack flex="1" align="center" justify="center" color="fg.muted" gap="3">
        <Spinner size="lg" />
        <Text textStyle="sm">
          <Trans>Loading the conversation…</Trans>
        </Text>
      </Stack>
    )
  if (failed)
    return (
      <Stack flex="1" align="center" justify="center" gap="4" px="6" textAlign="center">
        <Text fontFamily="heading" textStyle="xl">
          <Trans>The conversation could not be loaded.</Trans>
        </Text>
        {failure && <Text color="fg.muted">{failure}</Text>}
        <Button variant="outline" borderRadius="none" onClick={() => actor.send({ type: 'RETRY_LOAD' })}>
          <Trans>Try again</Trans>
        </Button>
      </Stack>
    )
  return <MessageList actor={actor} />
}

function Footer({
  actor,
  shopSide,
  input,
  focusInput,
}: {
  actor: ChatActor
  shopSide: boolean
  input: RefObject<HTMLTextAreaElement | null>
  focusInput: boolean
}) {
  const canWrite = useSelector(actor, (s) => s.hasTag('canWrite'))
  const peer = useSelector(actor, (s) => s.context.peer)
  // Nothing to say before the other party is known.
  if (!peer) return null
  return (
    <Dialog.Footer borderTopWidth="1px" borderColor="border.muted" py="3" px={{ base: '3', md: '4' }}>
      {canWrite ? <Composer actor={actor} input={input} focus={focusInput} /> : <NotAllowed peer={peer} shopSide={shopSide} />}
    </Dialog.Footer>
  )
}
