import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { newsletterSignupMachine } from '../../../machines/newsletter/newsletterSignup'
import { type ActorsOf, fakesOf, flush } from '../fakes'

const fake = fakesOf(newsletterSignupMachine)

function start(submit: ActorsOf<typeof newsletterSignupMachine>['submit'] = fake.resolving('submit', undefined).logic) {
  return createActor(newsletterSignupMachine.provide({ actors: { submit } })).start()
}
type Actor = ReturnType<typeof start>
const type = (actor: Actor, value: string) => actor.send({ type: 'EDIT', field: 'email', value })

describe('newsletterSignup', () => {
  it('checks the address before sending anything, and forgets the problem once it is edited', () => {
    const save = fake.resolving('submit', undefined)
    const actor = start(save.logic)
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'email', error: 'emailRequired' })
    type(actor, 'ann@example')
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'email', error: 'emailInvalid' })
    expect(save.calls).toEqual([])
    type(actor, 'ann@example.com')
    expect(actor.getSnapshot().context.problem).toBeNull()
  })

  it('sends the address, is busy meanwhile, then done and editable again', async () => {
    const save = fake.pending('submit')
    const actor = start(save.logic)
    type(actor, 'ann@example.com')
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    expect(save.calls).toEqual([{ form: { email: 'ann@example.com' } }])
    save.settle(undefined)
    await flush()
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    type(actor, 'bob@example.com')
    expect(actor.getSnapshot().hasTag('done')).toBe(false)
  })

  it('keeps the service’s message, or none when the service could not be reached', async () => {
    const refused = start(fake.rejecting('submit', 'Too many requests').logic)
    type(refused, 'ann@example.com')
    refused.send({ type: 'SUBMIT' })
    await flush()
    expect(refused.getSnapshot().hasTag('failed')).toBe(true)
    expect(refused.getSnapshot().context.failure).toBe('Too many requests')

    const offline = start(fake.rejecting('submit', '', 'network').logic)
    type(offline, 'ann@example.com')
    offline.send({ type: 'SUBMIT' })
    await flush()
    expect(offline.getSnapshot().hasTag('failed')).toBe(true)
    expect(offline.getSnapshot().context.failure).toBeNull()
  })
})
