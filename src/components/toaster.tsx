import { Suspense, useEffect, useState } from 'react'
import { lazyNamed, useIdle } from './deferred'
import { toaster } from './toastStore'

export { toaster }

const ToasterView = lazyNamed(() => import('./ToasterView'), 'ToasterView')

/** Mounted once in the layout shell; its code loads when the page is idle, or at once for an early toast. */
export function Toaster() {
  const idle = useIdle()
  const [toasted, setToasted] = useState(false)
  useEffect(() => toaster.subscribe(() => setToasted(true)), [])
  if (!idle && !toasted && toaster.getVisibleToasts().length === 0) return null
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  )
}
