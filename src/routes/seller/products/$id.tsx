import { createFileRoute } from '@tanstack/react-router'
import { useRetry } from '../../../lib/listState'
import { loadEditor } from '../../../screens/seller/editorData'
import { EditorPage } from '../../../screens/seller/EditorPage'

/**
 * `id` a product's id, or `new` for a blank product. One route for both: once its first draft is
 * saved, a new product moves to its own address without the editor being drawn again.
 */
export const Route = createFileRoute('/seller/products/$id')({
  loader: ({ params }) => loadEditor(params.id === 'new' ? undefined : Number(params.id)),
  // The loader goes with the page's code: in the route tree it would bring the seller's client into the shell.
  codeSplitGroupings: [['loader', 'component', 'pendingComponent', 'errorComponent'], ['notFoundComponent']],
  // The product moves with every save and review: coming back loads it anew.
  staleTime: 0,
  pendingComponent: () => <EditorPage page={{ status: 'loading' }} />,
  errorComponent: () => <EditorPage page={{ status: 'failed', retry: useRetry() }} />,
  component: () => <EditorPage page={{ status: 'ready', data: Route.useLoaderData() }} />,
})
