import { createFileRoute, redirect, useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import { chatSide, conversationFilter } from '../../../contract/chat'
import { integer, oneOf, searchSchema } from '../../../contract/search'
import type { ConversationQuery } from '../../../machines/chat/conversationList'
import { AccountLayout } from '../../components/account/AccountLayout'
import { openChat, useOpenChat } from '../../components/chat/openChat'
import { type ListState, useRetry } from '../../lib/listState'
import { useOpenShop, useSession, useUnread } from '../../session'
import type { ChatScreenData } from '../../screens/chat/ChatScreen'
import { conversationList } from '../../screens/chat/machines'
import { ChatScreen } from '../../screens/chat/ChatScreen'

/**
 * `type`: the tab (2 all, the default; 1 read; 0 unread); `page` from 1; `side` 2: a shop owner's
 * shop's conversations (ignored for anyone else); `shopId`: open the chat with that shop on arrival
 * (the contact buttons' link), then it leaves the URL.
 */
const leaveMessageSearch = searchSchema({
  type: oneOf([conversationFilter.all, conversationFilter.read, conversationFilter.unread]),
  page: integer,
  side: oneOf([chatSide.shopper, chatSide.shop]),
  shopId: integer,
})
type LeaveMessageSearch = ReturnType<typeof leaveMessageSearch>

export const Route = createFileRoute('/_member/leaveMessage')({
  validateSearch: leaveMessageSearch,
  beforeLoad: ({ search, preload }) => {
    if (search.shopId === undefined || preload) return
    openChat({ shopId: search.shopId })
    throw redirect({ to: '/leaveMessage', search: { ...search, shopId: undefined }, replace: true })
  },
  loaderDeps: ({ search }) => ({
    type: search.type ?? conversationFilter.all,
    pageNo: Math.max(1, search.page ?? 1),
    side: search.side,
  }),
  // docs/behaviour.md#errors: the list reloads silently (machines/lib/silentReload.ts); both load with the route, not the shell.
  loader: async ({ deps, context, abortController }) => {
    const [{ loadSilently }, { loadLeaveMessages }] = await Promise.all([
      import('../../../machines/lib/silentReload'),
      import('../../screens/chat/load'),
    ])
    return loadSilently(() => loadLeaveMessages(deps, context.session), abortController.signal)
  },
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <LeaveMessages list={{ status: 'loading' }} />,
  errorComponent: () => <LeaveMessages list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <LeaveMessages list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function LeaveMessages({ list }: { list: ListState<ChatScreenData> }) {
  const search = Route.useSearch()
  const ownsShop = Boolean(useOpenShop())
  const platformName = useSession((s) => s.platformName)
  const { leave } = useUnread()
  const chatOpen = useOpenChat() !== null
  const query: ConversationQuery = {
    filter: search.type ?? conversationFilter.all,
    page: Math.max(1, search.page ?? 1),
    side: search.side === chatSide.shop && ownsShop ? chatSide.shop : chatSide.shopper,
  }
  const navigate = useNavigate({ from: Route.fullPath })
  const router = useRouter()
  const machine = useMemo(() => conversationList(() => void router.invalidate()), [router])
  const onQuery = useCallback((next: ConversationQuery) => void navigate({ search: searchOf(next), replace: true }), [navigate])
  return (
    <AccountLayout>
      <ChatScreen
        list={list}
        query={query}
        ownsShop={ownsShop}
        platformName={platformName}
        leave={leave}
        chatOpen={chatOpen}
        onQuery={onQuery}
        pageLink={(page) => ({ to: Route.fullPath, search: searchOf({ ...query, page }) })}
        machine={machine}
      />
    </AccountLayout>
  )
}

/** The URL of a query, its defaults left out. */
const searchOf = ({ filter, page, side }: ConversationQuery): LeaveMessageSearch => ({
  type: filter === conversationFilter.all ? undefined : filter,
  page: page > 1 ? page : undefined,
  side: side === chatSide.shop ? side : undefined,
})
