import { toaster } from '../toaster'

/** docs/behaviour.md#errors: a failure closes earlier messages and shows the server's `msg` (none for transport errors). */
export function notifyFailure(message: string | null) {
  if (!message) return
  toaster.dismiss()
  toaster.create({ type: 'error', title: message })
}
