import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { waitForTurn } from '../../src/components/renderTurns'

beforeEach(() => vi.useFakeTimers())
// The queue lives in the module: each test lets it run dry so the next starts from rest.
afterEach(() => {
  vi.runAllTimers()
  vi.useRealTimers()
})

describe('render turns', () => {
  it('lets one waiting part through per frame, in the order they asked', () => {
    // No requestAnimationFrame here, as in a hidden tab: a turn comes every 100 ms.
    const shown: string[] = []
    waitForTurn(() => shown.push('a'))
    waitForTurn(() => shown.push('b'))
    waitForTurn(() => shown.push('c'))
    vi.advanceTimersByTime(99)
    expect(shown).toEqual([])
    vi.advanceTimersByTime(51)
    expect(shown).toEqual(['a'])
    vi.advanceTimersByTime(100)
    expect(shown).toEqual(['a', 'b'])
    vi.advanceTimersByTime(100)
    expect(shown).toEqual(['a', 'b', 'c'])
  })

  it('skips a part taken out of the queue, and starts again for parts that ask later', () => {
    const shown: string[] = []
    waitForTurn(() => shown.push('a'))
    const cancel = waitForTurn(() => shown.push('gone'))
    waitForTurn(() => shown.push('b'))
    cancel()
    vi.advanceTimersByTime(1000)
    expect(shown).toEqual(['a', 'b'])
    waitForTurn(() => shown.push('later'))
    vi.advanceTimersByTime(150)
    expect(shown).toEqual(['a', 'b', 'later'])
  })

  it('moves on after a drawn frame when the browser draws frames', () => {
    const frames: FrameRequestCallback[] = []
    vi.stubGlobal('requestAnimationFrame', (fn: FrameRequestCallback) => frames.push(fn))
    try {
      const shown: string[] = []
      waitForTurn(() => shown.push('a'))
      waitForTurn(() => shown.push('b'))
      frames.shift()!(0)
      vi.advanceTimersByTime(0)
      expect(shown).toEqual(['a'])
      frames.shift()!(16)
      vi.advanceTimersByTime(0)
      expect(shown).toEqual(['a', 'b'])
      vi.advanceTimersByTime(1000)
      expect(shown).toEqual(['a', 'b'])
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('puts a part that says where it is before the waiting parts below it', () => {
    vi.stubGlobal('Node', { DOCUMENT_POSITION_FOLLOWING: 4, DOCUMENT_POSITION_PRECEDING: 2 })
    try {
      // A stand-in for page positions: a node follows another when its index is higher.
      const at = (index: number) =>
        ({ index, compareDocumentPosition: (other: { index: number }) => (other.index > index ? 4 : 2) }) as unknown as Node
      const shown: string[] = []
      waitForTurn(() => shown.push('footer'))
      waitForTurn(() => shown.push('third'), at(3))
      waitForTurn(() => shown.push('first'), at(1))
      waitForTurn(() => shown.push('second'), at(2))
      vi.advanceTimersByTime(1000)
      expect(shown).toEqual(['footer', 'first', 'second', 'third'])
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
