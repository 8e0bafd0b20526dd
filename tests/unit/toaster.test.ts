import { expect, it, vi } from 'vitest'
import { toaster } from '../../src/components/toaster'
import { toaster as queue } from '../../src/components/toastStore'

it('applies toasts in the order asked once the queue has loaded', async () => {
  toaster.create({ type: 'info', title: 'first' })
  toaster.dismiss()
  toaster.create({ type: 'success', title: 'second' })
  const seen: string[] = []
  const unsubscribe = queue.subscribe((toast) => {
    if ('title' in toast) seen.push(`${toast.message ?? 'create'} ${String(toast.title)}`)
  })
  // The three calls wait on the same load and are applied in one go: once three have come, all have.
  await vi.waitFor(() => expect(seen.length).toBeGreaterThanOrEqual(3))
  unsubscribe()
  expect(seen).toEqual(['create first', 'DISMISS first', 'create second'])
})
