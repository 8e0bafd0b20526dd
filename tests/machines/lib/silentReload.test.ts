import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { loadSilently, silentReloadLimits, silentReloadMachine } from '../../../machines/lib/silentReload'

/** A fake list call: fails with `codes` in turn (one per call), then answers `page`; counts the calls. */
function fakeList(codes: (number | 'network')[], page = { list: [], total: 0 }) {
  const server = { calls: 0 }
  const load = async () => {
    const code = codes[server.calls]
    server.calls += 1
    if (code !== undefined) throw Object.assign(new Error(`failed ${code}`), { code })
    return page
  }
  return { server, load }
}

/** Lets the fake call settle (its promise resolves in a microtask). */
const settle = () => vi.advanceTimersByTimeAsync(0)

describe('silentReload', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('answers at once when the first load succeeds', async () => {
    const { server, load } = fakeList([])
    await expect(loadSilently(load)).resolves.toEqual({ list: [], total: 0 })
    expect(server.calls).toBe(1)
  })

  it('retries a network failure after 2 s, then 4 s, keeping quiet meanwhile', async () => {
    const { server, load } = fakeList(['network', 500])
    const actor = createActor(silentReloadMachine.provide({ actors: { load: fromPromise<unknown>(load) } })).start()
    await settle()
    expect(actor.getSnapshot().hasTag('retrying')).toBe(true)
    await vi.advanceTimersByTimeAsync(silentReloadLimits.firstDelayMs - 1)
    expect(server.calls).toBe(1)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.calls).toBe(2)
    expect(actor.getSnapshot().hasTag('retrying')).toBe(true)
    await vi.advanceTimersByTimeAsync(2 * silentReloadLimits.firstDelayMs - 1)
    expect(server.calls).toBe(2)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.calls).toBe(3)
    await settle()
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toEqual({ ok: true, data: { list: [], total: 0 } })
  })

  it('gives up after the capped number of tries with the last error', async () => {
    const { server, load } = fakeList(['network', 'network', 429, 500, 'network'])
    const result = loadSilently(load).catch((error: { code: unknown }) => error.code)
    await vi.advanceTimersByTimeAsync(2000 + 4000 + 8000)
    expect(await result).toBe(500)
    expect(server.calls).toBe(silentReloadLimits.tries)
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls).toBe(silentReloadLimits.tries)
  })

  it('does not retry a refusal that asking again cannot change', async () => {
    for (const code of [401, 404, 1001]) {
      const { server, load } = fakeList([code])
      const result = loadSilently(load).catch((error: { code: unknown }) => error.code)
      await vi.advanceTimersByTimeAsync(60_000)
      expect(await result).toBe(code)
      expect(server.calls).toBe(1)
    }
  })

  it('stops waiting when the route leaves (aborted), and calls no more', async () => {
    const { server, load } = fakeList(['network', 'network'])
    const abort = new AbortController()
    const result = loadSilently(load, abort.signal).catch((error: unknown) => error)
    await settle()
    abort.abort('left')
    expect(await result).toBe('left')
    await vi.advanceTimersByTimeAsync(60_000)
    expect(server.calls).toBe(1)
  })

  it('does not start when already aborted', async () => {
    const { server, load } = fakeList([])
    const abort = new AbortController()
    abort.abort('gone')
    await expect(loadSilently(load, abort.signal)).rejects.toBe('gone')
    expect(server.calls).toBe(0)
  })
})
