import { Box, Button, HStack, IconButton, Spinner, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Ellipsis, RotateCcw, Undo2, X } from 'lucide-react'
import { type ReactNode, useState } from 'react'
import { type ChatMessage, chatMessageType } from '../../../contract/chat'
import type { OutgoingMessage } from '../../../machines/chat/chatOutbox'
import { timeLabel } from './chatTime'
import { MessageContent } from './MessageContent'

/** One message's place: mine on the right in ink, the other side's on the left on paper. */
function Bubble({ mine, children, below, aside }: { mine: boolean; children: ReactNode; below: ReactNode; aside?: ReactNode }) {
  return (
    <Stack gap="1" align={mine ? 'flex-end' : 'flex-start'} data-mine={mine || undefined}>
      <HStack gap="1" align="center" flexDirection={mine ? 'row' : 'row-reverse'} maxW="85%">
        {aside}
        <Box
          px="3.5"
          py="2.5"
          bg={mine ? 'fg' : 'bg.muted'}
          color={mine ? 'bg' : 'fg'}
          borderWidth="1px"
          borderColor={mine ? 'fg' : 'border.muted'}
          textStyle="sm"
          minW="0"
        >
          {children}
        </Box>
      </HStack>
      <HStack gap="2" color="fg.muted" textStyle="2xs" px="1">
        {below}
      </HStack>
    </Stack>
  )
}

/** A stored message with its time; my own can be retracted (both sides lose it). */
export function StoredMessage({
  message,
  mine,
  locale,
  onRetract,
}: {
  message: ChatMessage
  mine: boolean
  locale: string
  onRetract?: () => void
}) {
  const time = <time dateTime={new Date(message.createTime).toISOString()}>{timeLabel(message.createTime, locale)}</time>
  return (
    <Bubble mine={mine} below={mine && onRetract ? <RetractToggle onRetract={onRetract}>{time}</RetractToggle> : time}>
      <MessageContent type={message.type} message={message.message} />
    </Bubble>
  )
}

/** The time under my message, and behind a small options button the Retract action (two steps, so a slip retracts nothing). */
function RetractToggle({ onRetract, children }: { onRetract: () => void; children: ReactNode }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <>
      {open && (
        <Button size="2xs" variant="outline" borderRadius="none" onClick={onRetract}>
          <Undo2 size={12} aria-hidden />
          <Trans>Withdraw</Trans>
        </Button>
      )}
      {children}
      <IconButton
        aria-label={t`Message options`}
        aria-expanded={open}
        variant="ghost"
        size="2xs"
        color="fg.muted"
        onClick={() => setOpen(!open)}
      >
        {open ? <X size={12} aria-hidden /> : <Ellipsis size={12} aria-hidden />}
      </IconButton>
    </>
  )
}

/** A message of mine the service has not stored yet: sending, or failed with Retry and Remove. */
export function OutgoingBubble({ item, onRetry, onDiscard }: { item: OutgoingMessage; onRetry: () => void; onDiscard: () => void }) {
  const failed = item.status === 'failed'
  const below = failed ? (
    <>
      <Text as="span" color="fg.error">
        {item.failure ?? <Trans>Not sent</Trans>}
      </Text>
      <Button size="2xs" variant="outline" borderRadius="none" onClick={onRetry}>
        <RotateCcw size={12} aria-hidden />
        <Trans>Retry</Trans>
      </Button>
      <Button size="2xs" variant="ghost" borderRadius="none" onClick={onDiscard}>
        <X size={12} aria-hidden />
        <Trans>Remove</Trans>
      </Button>
    </>
  ) : (
    <>
      <Spinner size="xs" />
      <Text as="span">
        <Trans>Sending…</Trans>
      </Text>
    </>
  )
  return (
    <Bubble mine below={below}>
      <MessageContent type={item.type} message={item.message} file={item.file} />
    </Bubble>
  )
}

/** Customer service's welcome, drawn as its first message (it is not stored). */
export function WelcomeBubble({ text }: { text: string }) {
  return (
    <Bubble mine={false} below={null}>
      <MessageContent type={chatMessageType.text} message={text} />
    </Bubble>
  )
}
