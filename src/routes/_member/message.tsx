import { createFileRoute, useNavigate, useRouter } from '@tanstack/react-router'
import { useMemo } from 'react'
import { integer, oneOf, searchSchema } from '../../../contract/search'
import { messageFilter, systemMessagePageSize } from '../../../contract/systemMessages'
import { systemMessageApi } from '../../api/systemMessages'
import { AccountLayout } from '../../components/account/AccountLayout'
import { type ListState, useRetry } from '../../lib/listState'
import { messageReader } from '../../screens/messages/machines'
import { MessagesScreen } from '../../screens/messages/MessagesScreen'
import type { SystemMessagePage } from '../../../contract/systemMessages'

/** `type`: the tab (2 all, the default; 1 read; 0 unread); `page` from 1. */
const messageSearch = searchSchema({
  type: oneOf([messageFilter.all, messageFilter.read, messageFilter.unread]),
  page: integer,
})

export const Route = createFileRoute('/_member/message')({
  validateSearch: messageSearch,
  loaderDeps: ({ search }) => ({
    type: search.type ?? messageFilter.all,
    pageNo: Math.max(1, search.page ?? 1),
  }),
  loader: ({ deps }) =>
    systemMessageApi.list({ pageNo: deps.pageNo, pageSize: systemMessagePageSize, mesType: 1, type: deps.type, userType: 1 }),
  // The loader goes with the page's code (its calls and parsing stay out of the shell); the page's HTML preloads that code.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  pendingComponent: () => <Messages list={{ status: 'loading' }} />,
  errorComponent: () => <Messages list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Messages list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Messages({ list }: { list: ListState<SystemMessagePage> }) {
  const { type = messageFilter.all, page = 1 } = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const router = useRouter()
  const reader = useMemo(() => messageReader(() => void router.invalidate()), [router])
  return (
    <AccountLayout>
      <MessagesScreen
        list={list}
        filter={type}
        page={page}
        onFilter={(next) => void navigate({ search: { type: next === messageFilter.all ? undefined : next }, replace: true })}
        pageLink={(target) => ({ to: Route.fullPath, search: { type, page: target > 1 ? target : undefined } })}
        reader={reader}
      />
    </AccountLayout>
  )
}
