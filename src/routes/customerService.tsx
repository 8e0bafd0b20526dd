import { createFileRoute, linkOptions, useNavigate } from '@tanstack/react-router'
import { integer, searchSchema, text } from '../../contract/search'
import { useRetry, type ListState } from '../lib/listState'
import type { HelpData } from '../screens/help/helpData'
import { HelpScreen, type HelpNavigation } from '../screens/help/HelpScreen'

/** code: the type chosen (`type` is read as its older name); collapseCode: the article open; title: a heading; s: searched words. */
const helpSearch = searchSchema({ code: text, collapseCode: text, type: text, title: text, s: text, page: integer })

export const Route = createFileRoute('/customerService')({
  validateSearch: helpSearch,
  loaderDeps: ({ search }) => ({
    code: search.code ?? search.type,
    s: search.s,
    page: search.page,
    // Only a deep link without a page needs the article to find its page.
    collapseCode: search.page === undefined ? search.collapseCode : undefined,
  }),
  // Imported when the page is asked for, beside its component's chunk: the help search stays out of the shell.
  loader: ({ deps }) => import('../screens/help/helpData').then((m) => m.loadHelp(deps)),
  pendingComponent: () => <Help list={{ status: 'loading' }} />,
  errorComponent: () => <Help list={{ status: 'failed', retry: useRetry() }} />,
  component: () => <Help list={{ status: 'ready', data: Route.useLoaderData() }} />,
})

function Help({ list }: { list: ListState<HelpData> }) {
  const search = Route.useSearch()
  const navigate = useNavigate({ from: Route.fullPath })
  const nav: HelpNavigation = {
    typeLink: (code) => linkOptions({ to: '/customerService', search: { code } }),
    pageLink: (page) =>
      linkOptions({ to: '/customerService', search: { ...search, collapseCode: undefined, page: page > 1 ? page : undefined } }),
    onType: (code) => void navigate({ search: { code } }),
    onSearch: (s) => void navigate({ search: { s: s || undefined } }),
  }
  // The key re-applies a new deep link's open article; opening others stays on the page (no navigation, no scroll).
  return (
    <HelpScreen key={search.collapseCode} list={list} initialOpen={search.collapseCode} title={search.title} words={search.s} nav={nav} />
  )
}
