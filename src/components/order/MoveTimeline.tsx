import { HStack, Stack, Text } from '@chakra-ui/react'
import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { formatDate } from '../../lib/money'
import { TimelineEntry } from '../TimelineEntry'

/** Who made a move (server/lib/lifecycle.ts `Actor`), as the shopper reads it. */
const actorLabels: Record<string, MessageDescriptor> = {
  shopper: msg`You`,
  platform: msg`The platform`,
  shop: msg`The shop`,
  system: msg`Automatic`,
}

/** Who made a move, as the shop reads it. */
export const shopActorLabels: Record<string, MessageDescriptor> = {
  shopper: msg`The shopper`,
  platform: msg`The platform`,
  shop: msg`You`,
  system: msg`Automatic`,
}

/** A move of an order's or an after-sale's lifecycle, as the service records it. */
export interface Move {
  status: number
  actor: string
  remark: string
  createTime: number
}

/**
 * Every move, newest first: what the row became (`label`, told the move before it, or its code
 * when unknown), who moved it, when, and why.
 */
export function MoveTimeline<M extends Move>({
  moves,
  label,
  actors = actorLabels,
}: {
  moves: M[]
  label: (move: M, previous: M | undefined) => MessageDescriptor | undefined
  /** Who made each move, in the reader's words (the shopper's by default). */
  actors?: Record<string, MessageDescriptor>
}) {
  const { i18n } = useLingui()
  const rows = moves.map((move, i) => ({ move, previous: moves[i - 1] })).reverse()
  return (
    <Stack as="ol" gap="0" listStyleType="none" ps="0" textStyle="sm">
      {rows.map(({ move, previous }, i) => {
        const what = label(move, previous)
        const who = actors[move.actor]
        return (
          <TimelineEntry key={`${move.createTime}-${i}`} newest={i === 0} last={i === rows.length - 1}>
            <HStack gap="2" wrap="wrap">
              <Text fontWeight={i === 0 ? 'medium' : 'normal'}>{what ? i18n._(what) : move.status}</Text>
              <Text color="fg.muted">· {who ? i18n._(who) : move.actor}</Text>
            </HStack>
            <Text textStyle="xs" color="fg.muted">
              {formatDate(move.createTime, i18n.locale, true)}
            </Text>
            {move.remark && <Text color="fg.muted">{move.remark}</Text>}
          </TimelineEntry>
        )
      })}
    </Stack>
  )
}
