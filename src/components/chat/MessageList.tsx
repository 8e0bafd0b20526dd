import { Box, Button, HStack, Separator, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { useSelector } from '@xstate/react'
import { useCallback, useRef } from 'react'
import { type ChatMessage, chatLimits, chatMessageType, sendType } from '../../../contract/chat'
import type { OutgoingMessage } from '../../../machines/chat/chatOutbox'
import { OutgoingBubble, StoredMessage, WelcomeBubble } from './Bubble'
import type { ChatActor } from './chatActor'
import { byDay, dayLabel } from './chatTime'
import { useChatScroll } from './useChatScroll'

type Item = { stored: ChatMessage } | { outgoing: OutgoingMessage }
const timeOf = (item: Item) => ('stored' in item ? item.stored.createTime : item.outgoing.createTime)

/**
 * The conversation, oldest at the top and newest at the bottom, under day separators; older pages
 * load when it is scrolled near its top. A hidden live region reads out what the other side writes.
 */
export function MessageList({ actor }: { actor: ChatActor }) {
  const { t, i18n } = useLingui()
  const messages = useSelector(actor, (s) => s.context.messages)
  const outbox = useSelector(actor, (s) => s.context.outbox)
  const written = useSelector(actor, (s) => s.context.keys)
  const list = useRef<HTMLDivElement>(null)
  const loadOlder = useCallback(() => actor.send({ type: 'LOAD_OLDER' }), [actor])
  const onScroll = useChatScroll(list, {
    oldest: messages[0]?.id ?? null,
    newest: `${messages.at(-1)?.id ?? 0}:${outbox.at(-1)?.key ?? ''}`,
    mine: written,
    nearTop: chatLimits.loadOlderWithinPx,
    onNearTop: loadOlder,
  })
  const items: Item[] = [...messages.map((stored) => ({ stored })), ...outbox.map((outgoing) => ({ outgoing }))]
  return (
    <Box
      ref={list}
      onScroll={onScroll}
      flex="1"
      minH="0"
      overflowY="auto"
      px={{ base: '4', md: '6' }}
      py="4"
      // Focusable so the keyboard can scroll it; the ring sits inside the list, lighter than a control's.
      tabIndex={0}
      _focusVisible={{ outlineColor: 'border.emphasized', outlineOffset: '-2px' }}
      aria-label={t`Conversation`}
    >
      <Stack gap="3">
        <ListTop actor={actor} empty={items.length === 0} />
        {byDay(items, timeOf).map((group) => (
          <Stack key={group.day} gap="3" as="section" aria-label={dayLabel(group.time, i18n.locale)}>
            <DaySeparator label={dayLabel(group.time, i18n.locale)} />
            {group.items.map((item) =>
              'stored' in item ? (
                <StoredMessage
                  key={item.stored.id}
                  message={item.stored}
                  mine={item.stored.sendtype === sendType.mine}
                  locale={i18n.locale}
                  onRetract={() => actor.send({ type: 'RETRACT', id: item.stored.id })}
                />
              ) : (
                <OutgoingBubble
                  key={item.outgoing.key}
                  item={item.outgoing}
                  onRetry={() => actor.send({ type: 'RETRY', key: item.outgoing.key })}
                  onDiscard={() => actor.send({ type: 'DISCARD', key: item.outgoing.key })}
                />
              ),
            )}
          </Stack>
        ))}
      </Stack>
      <LatestFromOther messages={messages} />
    </Box>
  )
}

/** Above the first message: older pages loading or failed, the conversation's start, customer service's welcome. */
function ListTop({ actor, empty }: { actor: ChatActor; empty: boolean }) {
  const loadingOlder = useSelector(actor, (s) => s.hasTag('loadingOlder'))
  const olderFailed = useSelector(actor, (s) => s.hasTag('olderFailed'))
  const allLoaded = useSelector(actor, (s) => s.context.allLoaded)
  const welcome = useSelector(actor, (s) => s.context.peer?.welcome ?? null)
  if (loadingOlder)
    return (
      <HStack justify="center" color="fg.muted" textStyle="xs" py="2">
        <Spinner size="xs" />
        <Trans>Loading earlier messages…</Trans>
      </HStack>
    )
  if (olderFailed)
    return (
      <HStack justify="center" color="fg.muted" textStyle="xs" py="2">
        <Trans>Earlier messages could not be loaded.</Trans>
        <Button size="2xs" variant="outline" borderRadius="none" onClick={() => actor.send({ type: 'LOAD_OLDER' })}>
          <Trans>Try again</Trans>
        </Button>
      </HStack>
    )
  if (!allLoaded) return null
  if (welcome) return <WelcomeBubble text={welcome} />
  return (
    <Text textAlign="center" color="fg.muted" textStyle="xs" py="6">
      {empty ? <Trans>No messages yet. Write the first one below.</Trans> : <Trans>The beginning of your conversation</Trans>}
    </Text>
  )
}

function DaySeparator({ label }: { label: string }) {
  return (
    <HStack gap="3" py="1" aria-hidden>
      <Separator flex="1" borderColor="border.muted" />
      <Text textStyle="2xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider" flexShrink={0}>
        {label}
      </Text>
      <Separator flex="1" borderColor="border.muted" />
    </HStack>
  )
}

/** Screen readers hear the other side's newest message when it arrives (not the older pages put in front). */
function LatestFromOther({ messages }: { messages: ChatMessage[] }) {
  const latest = messages.findLast((m) => m.sendtype === sendType.other)
  return (
    <VisuallyHidden aria-live="polite" aria-atomic>
      {latest ? <LatestText message={latest} /> : null}
    </VisuallyHidden>
  )
}

/** The shopper's words stay out of the translation: Lingui would read tags in them as its own. */
function LatestText({ message }: { message: ChatMessage }) {
  const { t } = useLingui()
  return message.type === chatMessageType.text ? `${t`New message:`} ${message.message}` : t`New image`
}
