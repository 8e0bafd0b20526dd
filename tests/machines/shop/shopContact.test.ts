import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { shopContactMachine } from '../../../machines/shop/shopContact'
import { type ActorsOf, fakesOf, flush } from '../fakes'

const fake = fakesOf(shopContactMachine)

function start(canComment: ActorsOf<typeof shopContactMachine>['canComment'] = fake.resolving('canComment', true).logic, signedIn = true) {
  const spies = { goToLogin: vi.fn(), openChat: vi.fn(), notifyFailure: vi.fn() }
  const machine = shopContactMachine.provide({
    actors: { canComment },
    guards: { signedIn: () => signedIn },
    actions: { goToLogin: spies.goToLogin, openChat: (_, id) => spies.openChat(id), notifyFailure: (_, m) => spies.notifyFailure(m) },
  })
  return { actor: createActor(machine, { input: { shopId: 3 } }).start(), ...spies }
}

describe('shopContact', () => {
  it('sends guests to log in without asking the server', () => {
    const server = fake.resolving('canComment', true)
    const { actor, goToLogin } = start(server.logic, false)
    actor.send({ type: 'CONTACT' })
    expect(goToLogin).toHaveBeenCalledOnce()
    expect(server.calls).toEqual([])
  })

  it('opens the chat when the shopper may write', async () => {
    const server = fake.resolving('canComment', true)
    const { actor, openChat } = start(server.logic)
    actor.send({ type: 'CONTACT' })
    expect(actor.getSnapshot().value).toBe('checking')
    await flush()
    expect(server.calls).toEqual([{ shopId: 3 }])
    expect(openChat).toHaveBeenCalledWith(3)
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('shows the no-order dialog otherwise, until dismissed', async () => {
    const { actor, openChat } = start(fake.resolving('canComment', false).logic)
    actor.send({ type: 'CONTACT' })
    await flush()
    expect(actor.getSnapshot().value).toBe('noOrder')
    expect(openChat).not.toHaveBeenCalled()
    actor.send({ type: 'DISMISS' })
    expect(actor.getSnapshot().value).toBe('idle')
  })

  it('a failed check says why and returns to idle', async () => {
    const { actor, notifyFailure } = start(fake.rejecting('canComment', 'Shop not found').logic)
    actor.send({ type: 'CONTACT' })
    await flush()
    expect(notifyFailure).toHaveBeenCalledWith('Shop not found')
    expect(actor.getSnapshot().value).toBe('idle')
  })
})
