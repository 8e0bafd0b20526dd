import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { favouriteToggleMachine, type FavouriteInput } from '../../../machines/favourite/favouriteToggle'
import { type ActorsOf, fakesOf, flush } from '../fakes'

const fake = fakesOf(favouriteToggleMachine)

function start(
  input: FavouriteInput,
  setFavourite: ActorsOf<typeof favouriteToggleMachine>['setFavourite'] = fake.resolving('setFavourite', true).logic,
  signedIn = true,
) {
  const goToLogin = vi.fn()
  const countChanged = vi.fn()
  const notifyFailure = vi.fn()
  const machine = favouriteToggleMachine.provide({
    actors: { setFavourite },
    guards: { signedIn: () => signedIn },
    actions: { goToLogin, countChanged: (_, p) => countChanged(p), notifyFailure: (_, m) => notifyFailure(m) },
  })
  const actor = createActor(machine, { input }).start()
  return { actor, goToLogin, countChanged, notifyFailure, context: () => actor.getSnapshot().context }
}

const product: FavouriteInput = { kind: 'product', id: 7, shopId: 3, initial: 0 }

describe('favouriteToggle', () => {
  it('a guest is sent to log in and nothing flips', () => {
    const { actor, goToLogin, countChanged, context } = start(product, undefined, false)
    actor.send({ type: 'TOGGLE' })
    expect(goToLogin).toHaveBeenCalledOnce()
    expect(countChanged).not.toHaveBeenCalled()
    expect(context().flag).toBe(0)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('flips at once, tells the server, and stays flipped on success', async () => {
    const server = fake.resolving('setFavourite', true)
    const { actor, countChanged, context } = start(product, server.logic)
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().value).toBe('toggling')
    expect(context().flag).toBe(1)
    expect(countChanged).toHaveBeenCalledWith({ kind: 'product', delta: 1 })
    await flush()
    expect(actor.getSnapshot().value).toBe('idle')
    expect(server.calls).toEqual([{ kind: 'product', id: 7, shopId: 3, on: true }])
    expect(context().flag).toBe(1)
  })

  it('removing asks the server with on: false and lowers the count', async () => {
    const server = fake.resolving('setFavourite', true)
    const { actor, countChanged } = start({ kind: 'shop', id: 3, initial: 1, count: 5 }, server.logic)
    actor.send({ type: 'TOGGLE' })
    expect(actor.getSnapshot().context.count).toBe(4)
    await flush()
    expect(server.calls).toEqual([{ kind: 'shop', id: 3, shopId: null, on: false }])
    expect(countChanged).toHaveBeenCalledWith({ kind: 'shop', delta: -1 })
  })

  it('rolls back flag and count when the server refuses, and says why', async () => {
    const { actor, countChanged, notifyFailure, context } = start(
      { kind: 'shop', id: 3, initial: 0, count: 2 },
      fake.rejecting('setFavourite', 'Shop not found').logic,
    )
    actor.send({ type: 'TOGGLE' })
    expect(context().count).toBe(3)
    await flush()
    expect(context()).toMatchObject({ flag: 0, count: 2 })
    expect(countChanged.mock.calls.map(([p]) => p.delta)).toEqual([1, -1])
    expect(notifyFailure).toHaveBeenCalledWith('Shop not found')
  })

  it('a transport failure rolls back silently', async () => {
    const { actor, notifyFailure, context } = start(product, fake.rejecting('setFavourite', 'Failed to fetch', 'network').logic)
    actor.send({ type: 'TOGGLE' })
    await flush()
    expect(context().flag).toBe(0)
    expect(notifyFailure).toHaveBeenCalledWith(null)
  })

  it('ignores toggles while the server is answering', () => {
    const server = fake.pending('setFavourite')
    const { actor, context } = start(product, server.logic)
    actor.send({ type: 'TOGGLE' })
    actor.send({ type: 'TOGGLE' })
    expect(server.calls).toHaveLength(1)
    expect(context().flag).toBe(1)
  })

  it('never counts below zero', async () => {
    const { actor, context } = start({ kind: 'shop', id: 3, initial: 1, count: 0 })
    actor.send({ type: 'TOGGLE' })
    expect(context().count).toBe(0)
    await flush()
    actor.send({ type: 'RESET', flag: 0, count: -4 })
    expect(context().count).toBe(0)
  })

  it('RESET takes a fresh flag from the page', () => {
    const { actor, context } = start(product)
    actor.send({ type: 'RESET', flag: 1 })
    expect(context().flag).toBe(1)
  })
})
