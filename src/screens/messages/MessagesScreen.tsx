import { Button, Heading, Stack, Tabs, Text } from '@chakra-ui/react'
import { Trans } from '@lingui/react/macro'
import type { LinkOptions } from '@tanstack/react-router'
import { useActorRef, useSelector } from '@xstate/react'
import type { messageReaderMachine } from '../../../machines/systemMessages/messageReader'
import { type MessageFilter, messageFilter, systemMessagePageSize, type SystemMessagePage } from '../../../contract/systemMessages'
import { messageTabs } from '../../components/account/messageTabs'
import { Pagination } from '../../components/product/Pagination'
import type { ListState } from '../../lib/listState'
import { MessageDialog } from './MessageDialog'
import { MessageList, MessageListSkeleton } from './MessageList'

export interface MessagesScreenProps {
  list: ListState<SystemMessagePage>
  /** The tab: 2 all, 1 read, 0 unread (docs/behaviour.md#system-messages). */
  filter: MessageFilter
  page: number
  onFilter: (filter: MessageFilter) => void
  pageLink: (page: number) => LinkOptions
  /** The Check dialog's machine, provided with the read call. */
  reader: typeof messageReaderMachine
}

/** /message: the shopper's system messages, by tab, 10 to a page; Check opens one and marks it read. */
export function MessagesScreen({ list, filter, page, onFilter, pageLink, reader }: MessagesScreenProps) {
  const readerRef = useActorRef(reader)
  const open = useSelector(readerRef, (s) => s.context.message)
  const marking = useSelector(readerRef, (s) => s.hasTag('marking'))
  return (
    <Stack gap="6">
      <Stack gap="1">
        <Heading as="h1" fontFamily="heading" fontWeight="normal" textStyle={{ base: '3xl', md: '4xl' }}>
          <Trans>System messages</Trans>
        </Heading>
        <Text color="fg.muted">
          <Trans>News about your account, payments and orders from the marketplace.</Trans>
        </Text>
      </Stack>
      <Tabs.Root value={String(filter)} onValueChange={(e) => onFilter(Number(e.value) as MessageFilter)} variant="line">
        <Tabs.List>
          {messageTabs.map((tab) => (
            <Tabs.Trigger key={tab.filter} value={String(tab.filter)} textTransform="uppercase" letterSpacing="wider" textStyle="xs">
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {messageTabs.map((tab) => (
          <Tabs.Content key={tab.filter} value={String(tab.filter)} pt="6">
            {tab.filter === filter && (
              <Stack gap="6">
                {list.status === 'loading' && <MessageListSkeleton />}
                {list.status === 'failed' && (
                  <Stack gap="4" align="flex-start" role="alert">
                    <Text>
                      <Trans>We could not load your messages.</Trans>
                    </Text>
                    <Button onClick={list.retry} borderRadius="none" textTransform="uppercase" letterSpacing="wider" textStyle="xs">
                      <Trans>Try again</Trans>
                    </Button>
                  </Stack>
                )}
                {list.status === 'ready' && list.data.list.length === 0 && (
                  <Text color="fg.muted" py="12" textAlign="center">
                    {filter === messageFilter.unread ? (
                      <Trans>No unread messages. You are all caught up.</Trans>
                    ) : filter === messageFilter.read ? (
                      <Trans>No read messages yet.</Trans>
                    ) : (
                      <Trans>No messages yet.</Trans>
                    )}
                  </Text>
                )}
                {list.status === 'ready' && list.data.list.length > 0 && (
                  <Stack gap="6">
                    <MessageList messages={list.data.list} onCheck={(message) => readerRef.send({ type: 'OPEN', message })} />
                    <Pagination page={page} total={list.data.total} pageSize={systemMessagePageSize} pageLink={pageLink} />
                  </Stack>
                )}
              </Stack>
            )}
          </Tabs.Content>
        ))}
      </Tabs.Root>
      <MessageDialog message={open} marking={marking} onClose={() => readerRef.send({ type: 'CLOSE' })} />
    </Stack>
  )
}
