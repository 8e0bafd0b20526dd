import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Captcha } from '../../../contract/api'
import { changePasswordMachine } from '../../../machines/account/changePassword'
import { type ActorsOf, fakesOf } from '../fakes'

function captchas() {
  let n = 0
  return fromPromise<Captcha>(async () => ({ img: `data:image/png;base64,${++n}`, uuid: `uuid-${n}` }))
}

const fake = fakesOf(changePasswordMachine)

function start(save: ActorsOf<typeof changePasswordMachine>['submit'] = fake.resolving('submit', undefined).logic) {
  const spies = { notifySuccess: vi.fn(), notifyFailure: vi.fn(), endSession: vi.fn() }
  const machine = changePasswordMachine.provide({
    actors: { loadCaptcha: captchas(), submit: save },
    actions: {
      submitted: () => spies.notifySuccess(),
      notifyFailure: (_, m) => spies.notifyFailure(m),
      endSession: () => spies.endSession(),
    },
  })
  return { actor: createActor(machine, { input: { email: 'ann@example.com' } }).start(), ...spies }
}
type Actor = ReturnType<typeof start>['actor']
const edit = (actor: Actor, field: string, value: string) => actor.send({ type: 'EDIT', field, value } as never)
const fill = (actor: Actor) => {
  for (const [f, v] of [
    ['oldPassword', 'oldpass12'],
    ['password', 'newpass12'],
    ['confirmPassword', 'newpass12'],
    ['captchaCode', 'ab12'],
  ])
    edit(actor, f, v)
}

describe('changePassword', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts with the session email and a captcha, and refreshes it on click', async () => {
    const { actor } = start()
    expect(actor.getSnapshot().context.form.mailbox).toBe('ann@example.com')
    expect(actor.getSnapshot().hasTag('loadingCaptcha')).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('loadingCaptcha')).toBe(false)
    expect(actor.getSnapshot().context.captcha?.uuid).toBe('uuid-1')
    expect(actor.getSnapshot().context.form.uuid).toBe('uuid-1')
    actor.send({ type: 'REFRESH_CAPTCHA' })
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().context.form.uuid).toBe('uuid-2')
  })

  it('validates in order: email, current, new, confirmation, captcha', async () => {
    const save = fake.resolving('submit', undefined)
    const { actor } = start(save.logic)
    await vi.advanceTimersByTimeAsync(0)
    const expectProblem = (field: string, error: string) => {
      actor.send({ type: 'SUBMIT' })
      expect(actor.getSnapshot().context.problem).toEqual({ field, error })
      expect(actor.getSnapshot().hasTag('invalid')).toBe(true)
    }
    edit(actor, 'mailbox', '')
    expectProblem('mailbox', 'emailRequired')
    edit(actor, 'mailbox', 'ann@example.com')
    expectProblem('oldPassword', 'oldPasswordRequired')
    edit(actor, 'oldPassword', 'short')
    expectProblem('oldPassword', 'passwordLength')
    edit(actor, 'oldPassword', 'oldpass12')
    expectProblem('password', 'passwordRequired')
    edit(actor, 'password', 'newpass12')
    expectProblem('confirmPassword', 'confirmRequired')
    edit(actor, 'confirmPassword', 'newpass1')
    expectProblem('confirmPassword', 'passwordsDiffer')
    edit(actor, 'confirmPassword', 'newpass12')
    expectProblem('captchaCode', 'captchaRequired')
    expect(save.calls).toHaveLength(0)
  })

  it('on success shows a message, waits 1 s, then ends the session', async () => {
    const save = fake.resolving('submit', undefined)
    const { actor, notifySuccess, endSession } = start(save.logic)
    await vi.advanceTimersByTimeAsync(0)
    fill(actor)
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    expect(save.calls).toEqual([
      {
        form: {
          mailbox: 'ann@example.com',
          oldPassword: 'oldpass12',
          password: 'newpass12',
          confirmPassword: 'newpass12',
          captchaCode: 'ab12',
          uuid: 'uuid-1',
        },
      },
    ])
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    expect(notifySuccess).toHaveBeenCalledTimes(1)
    await vi.advanceTimersByTimeAsync(999)
    expect(endSession).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(endSession).toHaveBeenCalledTimes(1)
  })

  it('a failed save refreshes the captcha and clears the typed code', async () => {
    const { actor, notifyFailure, endSession } = start(fake.rejecting('submit', 'The current password is wrong').logic)
    await vi.advanceTimersByTimeAsync(0)
    fill(actor)
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    const { context } = actor.getSnapshot()
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
    expect(context.captcha?.uuid).toBe('uuid-2')
    expect(context.form.captchaCode).toBe('')
    expect(context.form.uuid).toBe('uuid-2')
    expect(context.form.password).toBe('newpass12')
    expect(notifyFailure).toHaveBeenCalledWith('The current password is wrong')
    await vi.advanceTimersByTimeAsync(2000)
    expect(endSession).not.toHaveBeenCalled()
  })

  it('shows a failed captcha load and retries on click', async () => {
    let calls = 0
    const flaky = fromPromise<Captcha>(async () => {
      if (++calls === 1) throw new Error('down')
      return { img: 'data:', uuid: 'u' }
    })
    const actor = createActor(changePasswordMachine.provide({ actors: { loadCaptcha: flaky } }), { input: {} }).start()
    await vi.advanceTimersByTimeAsync(0)
    expect(calls).toBe(1)
    expect(actor.getSnapshot().hasTag('loadingCaptcha')).toBe(false)
    expect(actor.getSnapshot().context.captcha).toBeNull()
    actor.send({ type: 'REFRESH_CAPTCHA' })
    expect(actor.getSnapshot().hasTag('loadingCaptcha')).toBe(true)
    await vi.advanceTimersByTimeAsync(0)
    expect(actor.getSnapshot().hasTag('loadingCaptcha')).toBe(false)
    expect(actor.getSnapshot().context.captcha).toEqual({ img: 'data:', uuid: 'u' })
  })
})
