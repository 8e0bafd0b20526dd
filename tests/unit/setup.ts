import { afterAll, vi } from 'vitest'

// The unit project shares one module graph and one jsdom window between files (no isolation):
// whatever a file changes on the globals, the page's address or its storage is put back when it ends.
afterAll(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  if (typeof window === 'undefined') return
  window.history.replaceState(null, '', '/')
  localStorage.clear()
  sessionStorage.clear()
})

// jsdom has no scrolling; the dialogs lock the page's scroll and the chat scrolls to its newest line.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {}
  Element.prototype.scrollTo = () => {}
  Element.prototype.scrollIntoView = () => {}
}
