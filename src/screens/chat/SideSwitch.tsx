import { Badge, Button, Group } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ChatSide, chatSide } from '../../../contract/chat'
import { caps, countLabel } from './ConversationParts'

interface SideSwitchProps {
  side: ChatSide
  /** Unread messages to the owner's shop (null while unknown). */
  shopUnread: number | null
  onSide: (side: ChatSide) => void
}

/** A shop owner's two inboxes: their own conversations as a shopper, and what shoppers wrote to their shop. */
export function SideSwitch({ side, shopUnread, onSide }: SideSwitchProps) {
  const { t } = useLingui()
  const count = countLabel(shopUnread ?? 0)
  const option = (value: ChatSide) => ({
    ...caps,
    size: 'sm' as const,
    variant: side === value ? ('solid' as const) : ('outline' as const),
    'aria-pressed': side === value,
    onClick: () => onSide(value),
    // On a phone the two halves share the width and their words wrap rather than widen the page.
    flex: { base: '1', sm: 'initial' },
    whiteSpace: 'normal' as const,
    h: 'auto',
    minH: '9',
    py: '2',
  })
  return (
    <Group attached role="group" aria-label={t`Whose messages`} alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
      <Button {...option(chatSide.shopper)}>
        <Trans>My conversations</Trans>
      </Button>
      <Button {...option(chatSide.shop)}>
        <Trans>My shop's messages</Trans>{' '}
        {Boolean(shopUnread) && (
          <Badge variant="solid" colorPalette="red" borderRadius="full" ms="1">
            <Trans>{count} unread</Trans>
          </Badge>
        )}
      </Button>
    </Group>
  )
}
