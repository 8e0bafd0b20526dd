import { Button, Heading, Stack, Tabs, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import { Link, type LinkOptions } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import { useEffect, useRef } from 'react'
import { chatLimits, chatSide, type ConversationPage, conversationFilter } from '../../../contract/chat'
import type { ConversationQuery, conversationListMachine } from '../../../machines/chat/conversationList'
import type { MessageFilter } from '../../../contract/systemMessages'
import { messageTabs } from '../../components/account/messageTabs'
import { ListSkeleton } from '../../components/ListSkeleton'
import { Notice, RetryNotice } from '../../components/Notice'
import { Pagination } from '../../components/product/Pagination'
import type { ListState } from '../../lib/listState'
import { ConversationList } from './ConversationList'
import { caps } from './ConversationParts'
import { DeleteConversationDialog } from './DeleteConversationDialog'
import { SideSwitch } from './SideSwitch'

/** What the route loads: a page of conversations, and for a shop owner their shop's unread count. */
export interface ChatScreenData {
  page: ConversationPage
  /** Unread messages to the user's shop (null: the user runs no open shop). */
  shopUnread: number | null
}

export interface ChatScreenProps {
  /** Loading also covers the silent retries of a failed load; failed is what is left after them. */
  list: ListState<ChatScreenData>
  query: ConversationQuery
  /** The user runs an open shop: a switch between their own conversations and their shop's. */
  ownsShop: boolean
  platformName: string
  /** The session's unread chat count: the list reloads when it changes. */
  leave: number
  /** A chat is open: the list reloads when it closes. */
  chatOpen: boolean
  onQuery: (query: ConversationQuery) => void
  pageLink: (page: number) => LinkOptions
  /** The page's machine, provided with the chat's calls (./machines.ts) or a story's fakes. */
  machine: typeof conversationListMachine
}

/** The machine follows the URL, the session's unread count and the open chat; it tells the route a new query. */
function useListActor({ machine, query, leave, chatOpen, onQuery }: ChatScreenProps) {
  const actor = useActorRef(machine, { input: { query, leave } })
  const { filter, page, side } = query
  useEffect(() => {
    const subscription = actor.on('query', (event) => onQuery(event.query))
    return () => subscription.unsubscribe()
  }, [actor, onQuery])
  useEffect(() => actor.send({ type: 'SYNC', query: { filter, page, side } }), [actor, filter, page, side])
  useEffect(() => actor.send({ type: 'UNREAD', leave }), [actor, leave])
  const wasOpen = useRef(chatOpen)
  useEffect(() => {
    if (wasOpen.current && !chatOpen) actor.send({ type: 'CHAT_CLOSED' })
    wasOpen.current = chatOpen
  }, [actor, chatOpen])
  return actor
}

/** /leaveMessage (account tab 4): the user's conversations by tab, 10 a page; Check opens the chat, Delete asks first. */
export function ChatScreen(props: ChatScreenProps) {
  const { list, query, ownsShop, platformName, pageLink } = props
  const actor = useListActor(props)
  const checking = useSelector(actor, (s) => (s.hasTag('checking') ? (s.context.target?.id ?? null) : null))
  const shopSide = query.side === chatSide.shop
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          <Trans>Leave messages</Trans>
        </Heading>
        <Text color="fg.muted">
          {shopSide ? (
            <Trans>What shoppers wrote to your shop. Check a conversation to answer in the chat.</Trans>
          ) : (
            <Trans>Your conversations with shops and with customer service.</Trans>
          )}
        </Text>
      </Stack>
      {ownsShop && (
        <SideSwitch
          side={query.side}
          shopUnread={list.status === 'ready' ? list.data.shopUnread : null}
          onSide={(side) => actor.send({ type: 'SIDE', side })}
        />
      )}
      <Tabs.Root
        value={String(query.filter)}
        onValueChange={(e) => actor.send({ type: 'TAB', filter: Number(e.value) as MessageFilter })}
        variant="line"
      >
        <Tabs.List>
          {messageTabs.map((tab) => (
            <Tabs.Trigger key={tab.filter} value={String(tab.filter)} {...caps}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {messageTabs.map((tab) => (
          <Tabs.Content key={tab.filter} value={String(tab.filter)} pt="6">
            {tab.filter === query.filter && (
              <Stack gap="0">
                {list.status === 'loading' && <ListSkeleton picture="round" />}
                {list.status === 'failed' && (
                  <RetryNotice retry={list.retry}>
                    <Trans>We could not load your conversations.</Trans>
                  </RetryNotice>
                )}
                {list.status === 'ready' && list.data.page.list.length === 0 && <EmptyList query={query} pageLink={pageLink} />}
                {list.status === 'ready' && list.data.page.list.length > 0 && (
                  <>
                    <ConversationList
                      rows={list.data.page.list}
                      side={query.side}
                      platformName={platformName}
                      checking={checking}
                      onCheck={(conversation) => actor.send({ type: 'CHECK', conversation })}
                      onDelete={(conversation) => actor.send({ type: 'DELETE', conversation })}
                    />
                    <Pagination
                      page={query.page}
                      total={list.data.page.total}
                      pageSize={chatLimits.conversationPageSize}
                      pageLink={pageLink}
                    />
                  </>
                )}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <DeleteConversationDialog actor={actor} side={query.side} platformName={platformName} />
    </Stack>
  )
}

/** What an empty tab says, on either side; a page past the end (its last rows deleted) leads back to the first. */
function EmptyList({ query, pageLink }: { query: ConversationQuery; pageLink: (page: number) => LinkOptions }) {
  if (query.page > 1)
    return (
      <Notice
        action={
          <Button {...caps} variant="outline" asChild>
            <Link {...pageLink(1)}>
              <Trans>First page</Trans>
            </Link>
          </Button>
        }
      >
        <Trans>Nothing left on this page.</Trans>
      </Notice>
    )
  if (query.filter === conversationFilter.unread)
    return (
      <Notice>
        <Trans>No unread messages. You are all caught up.</Trans>
      </Notice>
    )
  if (query.filter === conversationFilter.read)
    return (
      <Notice>
        <Trans>No read conversations yet.</Trans>
      </Notice>
    )
  if (query.side === chatSide.shop)
    return (
      <Notice>
        <Trans>No shopper has written to your shop yet.</Trans>
      </Notice>
    )
  return (
    <Notice>
      <Trans>No conversations yet. Write to a shop from its page, or to customer service with the chat button.</Trans>
    </Notice>
  )
}
