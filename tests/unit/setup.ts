import { afterAll, beforeAll, vi } from 'vitest'

// The unit project shares one module graph and one jsdom window between files (no isolation):
// whatever a file changes on the globals, the page's address, storage, head or body is put back
// when it ends. The head keeps the style tags Chakra's (module-wide) style cache puts there.
let head: Node[] = []
beforeAll(() => {
  if (typeof window !== 'undefined') head = [...document.head.childNodes]
})
afterAll(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
  if (typeof window === 'undefined') return
  window.history.replaceState(null, '', '/')
  localStorage.clear()
  sessionStorage.clear()
  const styles = [...document.head.querySelectorAll('style')].filter((style) => !head.includes(style))
  document.head.replaceChildren(...head, ...styles)
  document.body.replaceChildren()
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name)
})

// jsdom has no scrolling; the dialogs lock the page's scroll and the chat scrolls to its newest line.
if (typeof window !== 'undefined') {
  window.scrollTo = () => {}
  Element.prototype.scrollTo = () => {}
  Element.prototype.scrollIntoView = () => {}
}
