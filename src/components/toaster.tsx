import type { CreateToasterReturn } from '@chakra-ui/react'
import { Suspense } from 'react'
import { lazyNamed, useIdle } from './deferred'
import { useWanted, want } from './wanted'

type ToastOptions = Parameters<CreateToasterReturn['create']>[0]

let store: Promise<CreateToasterReturn> | undefined
/** The queue's code (zag's toast machine) is not needed to draw a page: it loads when first asked for. */
const toastStore = () => (store ??= import('./toastStore').then((m) => m.toaster))

/**
 * The storefront's one toast queue: `toaster.create({ type: 'success' | 'error' | 'warning' | 'info', title })`.
 * Calls are applied in order once the queue's code has loaded.
 */
export const toaster = {
  create(options: ToastOptions) {
    want('toaster')
    void toastStore().then((queue) => queue.create(options))
  },
  dismiss(id?: string) {
    void toastStore().then((queue) => queue.dismiss(id))
  },
}

const ToasterView = lazyNamed(() => import('./ToasterView'), 'ToasterView')

/** Mounted once in the layout shell; its code loads when the page is idle, or at once for an early toast. */
export function Toaster() {
  const idle = useIdle()
  const wanted = useWanted('toaster')
  if (!idle && !wanted) return null
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  )
}
