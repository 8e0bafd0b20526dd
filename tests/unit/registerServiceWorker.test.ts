// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'

/** workbox-window's Workbox, recording what the storefront asks of it. */
const workboxes: FakeWorkbox[] = []
class FakeWorkbox {
  listeners = new Map<string, (() => void)[]>()
  messages: unknown[] = []
  skipped = 0
  constructor(readonly url: string) {
    workboxes.push(this)
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  fire(type: string) {
    for (const listener of this.listeners.get(type) ?? []) listener()
  }
  register = vi.fn(async () => ({}))
  messageSW = vi.fn(async (message: unknown) => void this.messages.push(message))
  messageSkipWaiting() {
    this.skipped++
  }
}
vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }))

const toasts = vi.hoisted(() => [] as { title: string; duration: number; action: { label: string; onClick: () => void } }[])
vi.mock('../../src/components/toastStore', () => ({ toaster: { create: (toast: (typeof toasts)[number]) => toasts.push(toast) } }))
vi.mock('../../src/session', () => ({ sessionActor: { getSnapshot: () => ({ context: { lang: 'fr' } }) } }))

const { registerServiceWorker } = await import('../../src/pwa/register')

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages: {} }))
afterEach(() => {
  workboxes.length = 0
  toasts.length = 0
})

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the service worker’s registration', () => {
  it('does nothing in a browser without service workers', () => {
    expect('serviceWorker' in navigator).toBe(false)
    registerServiceWorker()
    expect(workboxes).toEqual([])
  })

  describe('in a browser with service workers', () => {
    beforeAll(() => Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true }))
    afterAll(() => Reflect.deleteProperty(navigator, 'serviceWorker'))

    it('registers /sw.js and has it keep the offline page in the shopper’s language', async () => {
      registerServiceWorker()
      const [workbox] = workboxes
      expect(workbox.url).toBe('/sw.js')
      expect(workbox.register).toHaveBeenCalled()
      await flush()
      expect(workbox.messages).toEqual([{ type: 'OFFLINE_PAGE', lang: 'fr' }])
      expect(toasts).toEqual([])
    })

    it('offers to reload when a new version waits, and reloads once its worker has taken over', () => {
      const reload = vi.fn()
      vi.stubGlobal('location', { ...window.location, reload })
      registerServiceWorker()
      const [workbox] = workboxes
      workbox.fire('waiting')
      expect(toasts).toHaveLength(1)
      expect(toasts[0]).toMatchObject({
        title: 'A new version is available',
        duration: Number.POSITIVE_INFINITY,
        action: { label: 'Reload' },
      })
      expect(workbox.skipped).toBe(0)
      toasts[0].action.onClick()
      expect(workbox.skipped).toBe(1)
      expect(reload).not.toHaveBeenCalled()
      workbox.fire('controlling')
      expect(reload).toHaveBeenCalledOnce()
      vi.unstubAllGlobals()
    })
  })
})
