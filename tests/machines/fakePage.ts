import { fromCallback } from 'xstate'
import type { PageVisibilityEvent } from '../../machines/lib/pageVisibility'

/** A page whose visibility the test switches, as the Page Visibility API would. */
export function fakePage(hidden = false) {
  const page = {
    hidden,
    listeners: new Set<() => void>(),
    set(next: boolean) {
      page.hidden = next
      for (const l of page.listeners) l()
    },
  }
  const logic = fromCallback<PageVisibilityEvent>(({ sendBack }) => {
    const report = () => sendBack({ type: page.hidden ? 'HIDDEN' : 'VISIBLE' })
    report()
    page.listeners.add(report)
    return () => page.listeners.delete(report)
  })
  return { page, logic }
}
