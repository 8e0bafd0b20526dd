import { createFileRoute } from '@tanstack/react-router'
import { useRetry } from '../../../lib/listState'
import { loadEditor } from '../../../screens/seller/editorData'
import { EditorPage } from '../../../screens/seller/EditorPage'

export const Route = createFileRoute('/seller/products/new')({
  loader: () => loadEditor(),
  // The loader goes with the page's code: in the route tree it would bring the seller's client into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  staleTime: 0,
  pendingComponent: () => <EditorPage page={{ status: 'loading' }} />,
  errorComponent: () => <EditorPage page={{ status: 'failed', retry: useRetry() }} />,
  component: () => <EditorPage page={{ status: 'ready', data: Route.useLoaderData() }} />,
})
