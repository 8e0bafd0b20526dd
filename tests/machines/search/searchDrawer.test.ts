import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import type { Population } from '../../../contract/locale'
import { searchDrawerMachine } from '../../../machines/search/searchDrawer'
import { searchHistoryMachine } from '../../../machines/search/searchHistory'

function start(input: { population?: Population; history?: unknown } = {}) {
  const search = vi.fn()
  const persist = vi.fn()
  const machine = searchDrawerMachine.provide({
    actions: { search: (_, request) => search(request) },
    actors: { history: searchHistoryMachine.provide({ actions: { persist: (_, { words }) => persist(words) } }) },
  })
  const actor = createActor(machine, { input: { population: input.population ?? 'female', history: input.history } }).start()
  const history = () => actor.getSnapshot().context.history.getSnapshot().context.words
  return { actor, search, persist, history }
}

describe('search drawer machine', () => {
  it('opens on the session population and closes', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'OPEN', population: 'male' })
    expect(actor.getSnapshot().value).toBe('open')
    expect(actor.getSnapshot().context.type).toBe('male')
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('keeps the shop-name choice between openings', () => {
    const { actor } = start()
    actor.send({ type: 'OPEN', population: 'female' })
    actor.send({ type: 'SELECT_TYPE', searchType: 'shop' })
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'OPEN', population: 'children' })
    expect(actor.getSnapshot().context.type).toBe('shop')
  })

  it('searches products of the chosen population, remembers the word, clears the box and closes', () => {
    const { actor, search, history, persist } = start({ history: ['coat'] })
    actor.send({ type: 'OPEN', population: 'female' })
    actor.send({ type: 'SELECT_TYPE', searchType: 'children' })
    actor.send({ type: 'TYPE', word: '  linen dress ' })
    actor.send({ type: 'SUBMIT' })
    expect(search).toHaveBeenCalledWith({ type: 'children', word: 'linen dress' })
    expect(history()).toEqual(['linen dress', 'coat'])
    expect(persist).toHaveBeenLastCalledWith(['linen dress', 'coat'])
    expect(actor.getSnapshot().context.word).toBe('')
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('searches shops by name', () => {
    const { actor, search } = start()
    actor.send({ type: 'OPEN', population: 'male' })
    actor.send({ type: 'SELECT_TYPE', searchType: 'shop' })
    actor.send({ type: 'TYPE', word: 'Atelier' })
    actor.send({ type: 'SUBMIT' })
    expect(search).toHaveBeenCalledWith({ type: 'shop', word: 'Atelier' })
  })

  it('does nothing with a blank word', () => {
    const { actor, search, history } = start()
    actor.send({ type: 'OPEN', population: 'male' })
    actor.send({ type: 'TYPE', word: '   ' })
    actor.send({ type: 'SUBMIT' })
    actor.send({ type: 'PICK', word: ' ' })
    expect(search).not.toHaveBeenCalled()
    expect(history()).toEqual([])
    expect(actor.getSnapshot().value).toBe('open')
  })

  it('searches a word of the history again, moving it to the top', () => {
    const { actor, search, history } = start({ history: ['coat', 'dress'] })
    actor.send({ type: 'OPEN', population: 'female' })
    actor.send({ type: 'PICK', word: 'dress' })
    expect(search).toHaveBeenCalledWith({ type: 'female', word: 'dress' })
    expect(history()).toEqual(['dress', 'coat'])
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('removes one word of the history and clears it all', () => {
    const { actor, history, persist } = start({ history: ['a', 'b', 'c'] })
    actor.send({ type: 'OPEN', population: 'female' })
    actor.send({ type: 'REMOVE', word: 'b' })
    expect(history()).toEqual(['a', 'c'])
    actor.send({ type: 'CLEAR_HISTORY' })
    expect(history()).toEqual([])
    expect(persist).toHaveBeenLastCalledWith([])
  })

  it('ignores typing and searching while closed', () => {
    const { actor, search } = start()
    actor.send({ type: 'TYPE', word: 'coat' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.word).toBe('')
    expect(search).not.toHaveBeenCalled()
  })
})
