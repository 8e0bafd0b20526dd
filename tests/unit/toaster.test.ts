import { expect, it } from 'vitest'
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
  await new Promise((resolve) => setTimeout(resolve, 50))
  unsubscribe()
  expect(seen).toEqual(['create first', 'DISMISS first', 'create second'])
})
