import { Badge, Button, chakra, Flex, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Headset, Trash2 } from 'lucide-react'
import { type ChatSide, type Conversation, chatMessageType, chatSide, customerServiceShopId, sendType } from '../../../contract/chat'
import { conversationTime } from './conversationTime'

/** docs/behaviour.md#layout: the account pages' narrow layout is 768 px or less: cards there, a table above. */
export const narrow = '@media screen and (max-width: 768px)'
export const wide = '@media screen and (min-width: 769px)'

export const caps = { textTransform: 'uppercase', letterSpacing: 'wider', textStyle: 'xs', borderRadius: 'none' } as const

/** Who the row is with: the shop, the platform's customer service, or (on the shop's side) the shopper. */
export function peerName(conversation: Conversation, side: ChatSide, platformName: string) {
  if (side === chatSide.shop) return conversation.userName
  return conversation.shopName || platformName
}

const isCustomerService = (conversation: Conversation, side: ChatSide) =>
  side === chatSide.shopper && conversation.shopId === customerServiceShopId

const initials = (name: string) =>
  name
    .split(/\s+/)
    .map((word) => word[0] ?? '')
    .join('')
    .slice(0, 2)
    .toUpperCase()

/** The other party's picture: the shop's logo, a headset for customer service, the shopper's initials. */
function PeerPicture({ conversation, side, name }: { conversation: Conversation; side: ChatSide; name: string }) {
  const look = { w: '10', h: '10', flexShrink: 0, borderWidth: '1px', borderColor: 'border.muted', bg: 'bg.subtle' } as const
  if (isCustomerService(conversation, side))
    return (
      <Flex {...look} borderRadius="full" align="center" justify="center" color="fg.muted">
        <Headset size={18} strokeWidth={1.5} aria-hidden />
      </Flex>
    )
  if (side === chatSide.shop || !conversation.shopLogo)
    return (
      <Flex {...look} borderRadius="full" align="center" justify="center" textStyle="xs" letterSpacing="wider" aria-hidden>
        {initials(name)}
      </Flex>
    )
  return <Image {...look} src={conversation.shopLogo} alt="" objectFit="cover" loading="lazy" />
}

export function Peer({ conversation, side, name }: { conversation: Conversation; side: ChatSide; name: string }) {
  return (
    <HStack gap="3" minW="0">
      <PeerPicture conversation={conversation} side={side} name={name} />
      <Stack gap="0" minW="0">
        <Text fontWeight={conversation.unReadNum > 0 ? 'semibold' : 'medium'} lineClamp={1}>
          {name}
        </Text>
        {isCustomerService(conversation, side) && (
          <Text textStyle="xs" color="fg.muted">
            <Trans>Customer service</Trans>
          </Text>
        )}
      </Stack>
    </HStack>
  )
}

/** The last message: its text on at most two lines (as text, never HTML), or its image as a thumbnail. */
export function LastMessage({ conversation }: { conversation: Conversation }) {
  const { t } = useLingui()
  const mine = conversation.sendtype === sendType.mine
  if (conversation.type === chatMessageType.image)
    return (
      <HStack gap="2" color="fg.muted" textStyle="sm">
        {mine && (
          <Text as="span">
            <Trans>You:</Trans>
          </Text>
        )}
        <Image src={conversation.message} alt={t`Image`} h="12" w="12" objectFit="cover" bg="bg.muted" loading="lazy" />
      </HStack>
    )
  return (
    <Text lineClamp={2} color="fg.muted" textStyle="sm" wordBreak="break-word">
      {mine && (
        <Text as="span" color="fg">
          <Trans>You:</Trans>{' '}
        </Text>
      )}
      {conversation.message}
    </Text>
  )
}

/** Counts from 100 show as 99+. */
export const countLabel = (count: number) => (count > 99 ? '99+' : String(count))

/** The caller's unread count, or Read. */
export function ConversationStatus({ unread }: { unread: number }) {
  const count = countLabel(unread)
  if (unread > 0)
    return (
      <Badge variant="solid" colorPalette="red" borderRadius="none" whiteSpace="nowrap">
        <Trans>{count} unread</Trans>
      </Badge>
    )
  return (
    <Badge variant="outline" colorPalette="gray" borderRadius="none">
      <Trans>Read</Trans>
    </Badge>
  )
}

/** Today's time, or an older date, in the shopper's language and time zone; the full date and time on hover. */
export function When({ ms }: { ms: number }) {
  const { i18n } = useLingui()
  const time = conversationTime(ms, i18n.locale)
  return (
    <chakra.time dateTime={time.iso} title={time.full} whiteSpace="nowrap">
      {time.short}
    </chakra.time>
  )
}

interface ActionsProps {
  name: string
  checking: boolean
  /** Another row's check is out: this row's buttons wait. */
  busy: boolean
  onCheck: () => void
  onDelete: () => void
}

/** Check opens the chat (and marks it read); Delete asks first. */
export function RowActions({ name, checking, busy, onCheck, onDelete }: ActionsProps) {
  const { t } = useLingui()
  return (
    <HStack gap="1" justify="flex-end">
      <Button size="xs" variant="outline" {...caps} aria-label={t`Check: ${name}`} loading={checking} disabled={busy} onClick={onCheck}>
        <Trans>Check</Trans>
      </Button>
      <IconButton
        size="xs"
        variant="ghost"
        borderRadius="none"
        aria-label={t`Delete the conversation with ${name}`}
        disabled={busy}
        onClick={onDelete}
      >
        <Trash2 size={14} aria-hidden />
      </IconButton>
    </HStack>
  )
}
