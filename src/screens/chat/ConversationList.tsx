import { Box, HStack, Stack } from '@chakra-ui/react'
import { Trans, useLingui } from '@lingui/react/macro'
import { type ChatSide, type Conversation, chatSide } from '../../../contract/chat'
import { tableCss } from '../../components/tableCss'
import { ConversationStatus, LastMessage, narrow, Peer, peerName, RowActions, When, wide } from './ConversationParts'

export interface ConversationListProps {
  rows: Conversation[]
  side: ChatSide
  platformName: string
  /** The conversation whose read mark is out, if any. */
  checking: number | null
  onCheck: (conversation: Conversation) => void
  onDelete: (conversation: Conversation) => void
}

const listCss = {
  ...tableCss,
  '& th': { ...tableCss['& th'], textAlign: 'start' },
  '& th:last-of-type': { textAlign: 'end' },
  '& tbody tr:hover': { bg: 'bg.subtle' },
  '& tbody tr[data-unread]': { bg: 'brand.50' },
} as const

/** One row's parts, shared by the table and the cards. */
function rowParts(conversation: Conversation, { side, platformName, checking, onCheck, onDelete }: ConversationListProps) {
  const name = peerName(conversation, side, platformName)
  return {
    name,
    peer: <Peer conversation={conversation} side={side} name={name} />,
    actions: (
      <RowActions
        name={name}
        checking={checking === conversation.id}
        busy={checking !== null && checking !== conversation.id}
        onCheck={() => onCheck(conversation)}
        onDelete={() => onDelete(conversation)}
      />
    ),
  }
}

function TableRow({ conversation, props }: { conversation: Conversation; props: ConversationListProps }) {
  const { peer, actions } = rowParts(conversation, props)
  return (
    <tr data-unread={conversation.unReadNum > 0 ? '' : undefined}>
      <Box as="td" minW="48" maxW="64">
        {peer}
      </Box>
      <Box as="td" minW="56">
        <LastMessage conversation={conversation} />
      </Box>
      <td>
        <ConversationStatus unread={conversation.unReadNum} />
      </td>
      <Box as="td" color="fg.muted">
        <When ms={conversation.createTime} />
      </Box>
      <td>{actions}</td>
    </tr>
  )
}

function Card({ conversation, props }: { conversation: Conversation; props: ConversationListProps }) {
  const { peer, actions } = rowParts(conversation, props)
  return (
    <Stack as="li" gap="3" p="4" borderWidth="1px" borderColor="border.muted" bg={conversation.unReadNum > 0 ? 'brand.50' : 'bg'}>
      <HStack justify="space-between" align="flex-start" gap="3">
        {peer}
        <ConversationStatus unread={conversation.unReadNum} />
      </HStack>
      <LastMessage conversation={conversation} />
      <HStack justify="space-between" color="fg.muted" textStyle="xs">
        <When ms={conversation.createTime} />
        {actions}
      </HStack>
    </Stack>
  )
}

/** The conversations as a table on desktop and as cards on phones (768 px or less). */
export function ConversationList(props: ConversationListProps) {
  const { t } = useLingui()
  const label = props.side === chatSide.shop ? t`My shop's messages` : t`My conversations`
  return (
    <>
      <Box overflowX="auto" borderWidth="1px" borderColor="border.muted" css={{ [narrow]: { display: 'none' } }}>
        <Box as="table" css={listCss} aria-label={label}>
          <thead>
            <tr>
              <th scope="col">{props.side === chatSide.shop ? <Trans>Shopper</Trans> : <Trans>Shop name</Trans>}</th>
              <th scope="col">
                <Trans>Last message</Trans>
              </th>
              <th scope="col">
                <Trans>Status</Trans>
              </th>
              <th scope="col">
                <Trans>Time</Trans>
              </th>
              <th scope="col">
                <Trans>Action</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {props.rows.map((conversation) => (
              <TableRow key={conversation.id} conversation={conversation} props={props} />
            ))}
          </tbody>
        </Box>
      </Box>
      <Stack as="ul" gap="3" listStyleType="none" ps="0" aria-label={label} css={{ [wide]: { display: 'none' } }}>
        {props.rows.map((conversation) => (
          <Card key={conversation.id} conversation={conversation} props={props} />
        ))}
      </Stack>
    </>
  )
}
