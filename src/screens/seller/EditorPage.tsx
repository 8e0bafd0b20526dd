import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useNavigate, useRouter } from '@tanstack/react-router'
import { useCallback, useMemo } from 'react'
import type { MessageDescriptor } from '@lingui/core'
import { ListingStatus } from '../../../contract/lifecycles'
import { toaster } from '../../components/toaster'
import type { ListState } from '../../lib/listState'
import { type EditorData, handOver } from './editorData'
import { editorLogicWith, saveOnLeave, serviceCalls } from './editorMachines'
import { ProductEditorScreen } from './ProductEditorScreen'

/** What the owner is told once the product is sent: on sale, waiting for review, or (unlisted, rejected) saved as it is. */
const sentTitles: Partial<Record<number, MessageDescriptor>> = {
  [ListingStatus.live]: msg`Published`,
  [ListingStatus.review]: msg`Sent for review`,
  [ListingStatus.changeReview]: msg`Sent for review`,
}

/** The editor's routes' page: once sent, the product is loaded again at its own address, as it now is. */
export function EditorPage({ page }: { page: ListState<EditorData> }) {
  const { i18n } = useLingui()
  const navigate = useNavigate()
  const router = useRouter()
  const logic = useMemo(
    () =>
      editorLogicWith(serviceCalls, async (move) => {
        toaster.create({ type: 'success', title: i18n._(sentTitles[move.listing] ?? msg`Saved`) })
        await navigate({ to: '/seller/products/$id', params: { id: String(move.id) }, replace: true })
        await router.invalidate()
      }),
    [navigate, router, i18n],
  )
  // The same route draws the product's address: handed the running page, its load answers it and the editor goes on.
  const created = useCallback(
    (id: number, data: EditorData) => {
      handOver(id, data)
      void navigate({ to: '/seller/products/$id', params: { id: String(id) }, replace: true })
    },
    [navigate],
  )
  return <ProductEditorScreen page={page} logic={logic} saveOnLeave={saveOnLeave} created={created} />
}
