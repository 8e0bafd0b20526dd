import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, type AnyActorLogic } from 'xstate'
import type { UserInfo } from '../../contract/api'
import { profileMachine } from '../../machines/profile'
import { flush, rejecting, resolving } from './fakes'

const user: UserInfo = {
  id: 7,
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Lee',
  phone: '123',
  address: '',
  houseNumber: '',
  country: '',
  province: '',
  city: '',
  postalCode: '',
  sex: null,
  payPasswordFlag: false,
}

function start(loadUser: AnyActorLogic, saveUser: AnyActorLogic = resolving(user).logic) {
  const saved = vi.fn()
  const notifyFailure = vi.fn()
  const machine = profileMachine.provide({
    actors: { loadUser: loadUser as never, saveUser: saveUser as never },
    actions: { saved: (_, u) => saved(u), notifyFailure: (_, m) => notifyFailure(m) },
  })
  return { actor: createActor(machine).start(), saved, notifyFailure }
}

describe('profile', () => {
  it('loads the user into the form', async () => {
    const { actor } = start(resolving(user).logic)
    expect(actor.getSnapshot().value).toBe('loading')
    await flush()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.form).toEqual({ firstName: 'Ann', lastName: 'Lee', phone: '123' })
  })

  it('shows a load failure and retries', async () => {
    let calls = 0
    const flaky = fromPromise<UserInfo>(async () => {
      if (++calls === 1) throw new Error('Server down')
      return user
    })
    const { actor } = start(flaky)
    await flush()
    expect(actor.getSnapshot().value).toBe('loadFailed')
    expect(actor.getSnapshot().context.failure).toBe('Server down')
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().value).toBe('loading')
    await flush()
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('saves the edited names and phone and tells the app', async () => {
    const updated = { ...user, firstName: 'Anna', phone: '456' }
    const save = resolving(updated)
    const { actor, saved } = start(resolving(user).logic, save.logic)
    await flush()
    actor.send({ type: 'EDIT', field: 'firstName', value: 'Anna' })
    actor.send({ type: 'EDIT', field: 'phone', value: '456' })
    actor.send({ type: 'SAVE' })
    expect(actor.getSnapshot().value).toBe('saving')
    await flush()
    expect(save.calls[0]).toMatchObject({ firstName: 'Anna', lastName: 'Lee', phone: '456' })
    expect(saved).toHaveBeenCalledWith(updated)
    expect(actor.getSnapshot().value).toBe('editing')
  })

  it('keeps the edits after a failed save', async () => {
    const { actor, notifyFailure, saved } = start(resolving(user).logic, rejecting('Phone is not valid').logic)
    await flush()
    actor.send({ type: 'EDIT', field: 'phone', value: 'abc' })
    actor.send({ type: 'SAVE' })
    await flush()
    expect(actor.getSnapshot().value).toBe('editing')
    expect(actor.getSnapshot().context.form.phone).toBe('abc')
    expect(notifyFailure).toHaveBeenCalledWith('Phone is not valid')
    expect(saved).not.toHaveBeenCalled()
  })
})
