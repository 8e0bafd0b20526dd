import { describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { UserInfo } from '../../../contract/api'
import { profileFormMachine, profileMachine } from '../../../machines/account/profile'
import { type ActorsOf, fakesOf, flush } from '../fakes'

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

const fake = fakesOf(profileFormMachine)
const page = fakesOf(profileMachine)

function start(
  loadUser: ActorsOf<typeof profileMachine>['loadUser'],
  saveUser: ActorsOf<typeof profileFormMachine>['submit'] = fake.resolving('submit', user).logic,
) {
  const saved = vi.fn()
  const notifyFailure = vi.fn()
  const form = profileFormMachine.provide({
    actors: { submit: saveUser },
    actions: { submitted: (_, done) => saved(done.result), notifyFailure: (_, m) => notifyFailure(m) },
  })
  const actor = createActor(profileMachine.provide({ actors: { loadUser, form } })).start()
  /** The form, once the user is loaded. */
  const formOf = () => actor.getSnapshot().children.form
  return { actor, formOf, saved, notifyFailure }
}

describe('profile', () => {
  it('loads the user into the form', async () => {
    const { actor, formOf } = start(page.resolving('loadUser', user).logic)
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    expect(formOf()).toBeUndefined()
    await flush()
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    expect(formOf()!.getSnapshot().context.form).toMatchObject({ firstName: 'Ann', lastName: 'Lee', phone: '123' })
    expect(formOf()!.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('shows a load failure and retries', async () => {
    let calls = 0
    const flaky = fromPromise<UserInfo>(async () => {
      if (++calls === 1) throw new Error('Server down')
      return user
    })
    const { actor, formOf } = start(flaky)
    await flush()
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(true)
    expect(actor.getSnapshot().context.failure).toBe('Server down')
    expect(formOf()).toBeUndefined()
    actor.send({ type: 'RETRY' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await flush()
    expect(actor.getSnapshot().hasTag('loadFailed')).toBe(false)
    expect(formOf()!.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('saves the edited names and phone and tells the app', async () => {
    const updated = { ...user, firstName: 'Anna', phone: '456' }
    const save = fake.resolving('submit', updated)
    const { formOf, saved } = start(page.resolving('loadUser', user).logic, save.logic)
    await flush()
    const form = formOf()!
    form.send({ type: 'EDIT', field: 'firstName', value: 'Anna' })
    form.send({ type: 'EDIT', field: 'phone', value: '456' })
    form.send({ type: 'SUBMIT' })
    expect(form.getSnapshot().hasTag('busy')).toBe(true)
    await flush()
    expect(save.calls[0]).toMatchObject({ form: { firstName: 'Anna', lastName: 'Lee', phone: '456' } })
    // The fields this page does not show go back unchanged.
    expect(save.calls[0]).toMatchObject({ form: { address: user.address, sex: user.sex } })
    expect(saved).toHaveBeenCalledWith(updated)
    expect(form.getSnapshot().hasTag('done')).toBe(true)
    expect(form.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('keeps the edits after a failed save', async () => {
    const { formOf, notifyFailure, saved } = start(
      page.resolving('loadUser', user).logic,
      fake.rejecting('submit', 'Phone is not valid').logic,
    )
    await flush()
    const form = formOf()!
    form.send({ type: 'EDIT', field: 'phone', value: 'abc' })
    form.send({ type: 'SUBMIT' })
    await flush()
    expect(form.getSnapshot().hasTag('failed')).toBe(true)
    expect(form.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
    expect(form.getSnapshot().context.form.phone).toBe('abc')
    expect(notifyFailure).toHaveBeenCalledWith('Phone is not valid')
    expect(saved).not.toHaveBeenCalled()
  })
})
