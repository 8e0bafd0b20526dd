import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { getShortestPaths, getSimplePaths } from 'xstate/graph'
import {
  addWord,
  restoreHistory,
  searchHistoryMachine,
  visibleWords,
  type SearchHistoryEvent,
} from '../../../machines/search/searchHistory'

function start(input: { words?: unknown; limit?: number } = {}) {
  const persist = vi.fn()
  const machine = searchHistoryMachine.provide({ actions: { persist: (_, { words }) => persist(words) } })
  return { actor: createActor(machine, { input }).start(), persist }
}

const words = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.words

describe('search history machine', () => {
  it('adds newest first and persists every change', () => {
    const { actor, persist } = start()
    actor.send({ type: 'ADD', word: 'dress' })
    actor.send({ type: 'ADD', word: 'coat' })
    expect(words(actor)).toEqual(['coat', 'dress'])
    expect(persist).toHaveBeenLastCalledWith(['coat', 'dress'])
  })

  it('moves a word searched again to the top instead of repeating it (ignoring case and spaces)', () => {
    const { actor } = start({ words: ['coat', 'dress'] })
    actor.send({ type: 'ADD', word: '  Dress ' })
    expect(words(actor)).toEqual(['Dress', 'coat'])
  })

  it('ignores blank words', () => {
    const { actor, persist } = start({ words: ['coat'] })
    actor.send({ type: 'ADD', word: '   ' })
    expect(words(actor)).toEqual(['coat'])
    expect(persist).toHaveBeenLastCalledWith(['coat'])
  })

  it('keeps at most the limit, dropping the oldest', () => {
    const { actor } = start({ limit: 3 })
    for (const w of ['a', 'b', 'c', 'd']) actor.send({ type: 'ADD', word: w })
    expect(words(actor)).toEqual(['d', 'c', 'b'])
  })

  it('removes one word and clears all', () => {
    const { actor, persist } = start({ words: ['a', 'b', 'c'] })
    actor.send({ type: 'REMOVE', word: 'b' })
    expect(words(actor)).toEqual(['a', 'c'])
    expect(persist).toHaveBeenLastCalledWith(['a', 'c'])
    actor.send({ type: 'CLEAR' })
    expect(words(actor)).toEqual([])
    expect(persist).toHaveBeenLastCalledWith([])
  })

  it('restores only valid words from storage', () => {
    expect(restoreHistory('nonsense')).toEqual([])
    expect(restoreHistory(['a', 3, ' ', 'A', 'b', null])).toEqual(['a', 'b'])
    expect(restoreHistory(['a', 'b', 'c'], 2)).toEqual(['a', 'b'])
  })

  it('shows the first 10 words', () => {
    const many = Array.from({ length: 15 }, (_, i) => `w${i}`)
    expect(visibleWords(many)).toEqual(many.slice(0, 10))
    expect(addWord([], 'x', 5)).toEqual(['x'])
  })
})

describe('search history paths (model-based)', () => {
  const limit = 3
  const events: SearchHistoryEvent[] = [
    { type: 'ADD', word: 'coat' },
    { type: 'ADD', word: 'Coat ' },
    { type: 'ADD', word: 'dress' },
    { type: 'ADD', word: 'bag' },
    { type: 'ADD', word: 'scarf' },
    { type: 'ADD', word: '  ' },
    { type: 'REMOVE', word: 'dress' },
    { type: 'REMOVE', word: 'coat' },
    { type: 'CLEAR' },
  ]
  const options = {
    input: { limit },
    events,
    serializeState: (s: { context: { words: string[] } }) => JSON.stringify(s.context.words),
  }

  /** Replays a path on a live actor and checks the invariants after every step. */
  function walk(steps: { event: SearchHistoryEvent }[]) {
    const { actor, persist } = start({ limit })
    const model: string[] = []
    for (const { event } of steps) {
      if (event.type === ('xstate.init' as string)) continue
      actor.send(event)
      applyModel(model, event)
      const now = words(actor)
      expect(now).toEqual(model)
      expect(now.length).toBeLessThanOrEqual(limit)
      expect(now.every((w) => w.trim() === w && w !== '')).toBe(true)
      expect(new Set(now.map((w) => w.toLowerCase())).size).toBe(now.length)
      expect(persist).toHaveBeenLastCalledWith(now)
    }
  }

  /** An independent reading of the rules: newest first, unique, limited. */
  function applyModel(model: string[], event: SearchHistoryEvent) {
    if (event.type === 'CLEAR') model.length = 0
    else if (event.type === 'REMOVE') model.splice(0, model.length, ...model.filter((w) => w !== event.word))
    else {
      const w = event.word.trim()
      if (!w) return
      const rest = model.filter((x) => x.toLowerCase() !== w.toLowerCase())
      model.splice(0, model.length, ...[w, ...rest].slice(0, limit))
    }
  }

  it('reaches every history by a shortest path, keeping the invariants', () => {
    const paths = getShortestPaths(searchHistoryMachine, options as never)
    expect(paths.length).toBeGreaterThan(20)
    for (const path of paths) walk(path.steps as never)
  })

  it('keeps the invariants along every simple path of a smaller model', () => {
    const few = events.filter((e) => e.type === 'CLEAR' || ('word' in e && ['coat', 'dress', '  '].includes(e.word)))
    const paths = getSimplePaths(searchHistoryMachine, { ...options, events: few } as never)
    expect(paths.length).toBeGreaterThan(10)
    for (const path of paths) walk(path.steps as never)
  })

  it('keeps the invariants along random walks', () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    for (let run = 0; run < 50; run++) {
      const steps = Array.from({ length: 25 }, () => ({ event: events[Math.floor(random() * events.length)] }))
      walk(steps)
    }
  })
})
