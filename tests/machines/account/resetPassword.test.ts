import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import type { Captcha } from '../../../contract/api'
import { codeCountdownMachine } from '../../../machines/lib/codeCountdown'
import { resetPasswordMachine } from '../../../machines/account/resetPassword'
import { fakesOf } from '../fakes'

describe('resetPassword', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  function start() {
    const save = fakesOf(resetPasswordMachine).resolving('submit', undefined)
    const sendCode = fakesOf(codeCountdownMachine).resolving('sendCode', true)
    const endSession = vi.fn()
    const machine = resetPasswordMachine.provide({
      actors: {
        loadCaptcha: fromPromise<Captcha>(async () => ({ img: 'data:', uuid: 'u1' })),
        submit: save.logic,
        codeCountdown: codeCountdownMachine.provide({ actors: { sendCode: sendCode.logic } }),
      },
      actions: { endSession },
    })
    const actor = createActor(machine, { input: {} }).start()
    const edit = (field: string, value: string) => actor.send({ type: 'EDIT', field, value } as never)
    const expectProblem = (field: string, error: string) => {
      actor.send({ type: 'SUBMIT' })
      expect(actor.getSnapshot().context.problem).toEqual({ field, error })
      expect(actor.getSnapshot().hasTag('invalid')).toBe(true)
    }
    return { actor, save, sendCode, endSession, edit, expectProblem }
  }

  it('requires email, email code, new, confirmation and captcha code in that order', async () => {
    const { save, edit, expectProblem } = start()
    await vi.advanceTimersByTimeAsync(0)
    expectProblem('mailbox', 'emailRequired')
    edit('mailbox', 'ann@example.com')
    expectProblem('yzcode', 'codeRequired')
    edit('yzcode', '123 456')
    expectProblem('password', 'passwordRequired')
    edit('password', 'newpass12')
    expectProblem('confirmPassword', 'confirmRequired')
    edit('confirmPassword', 'newpass12')
    expectProblem('captchaCode', 'captchaRequired')
    expect(save.calls).toHaveLength(0)
  })

  it('sends the code with a countdown, saves, then leaves after 1 s', async () => {
    const { actor, save, sendCode, endSession, edit } = start()
    await vi.advanceTimersByTimeAsync(0)
    edit('mailbox', 'ann@example.com')
    actor.send({ type: 'SEND_CODE' })
    await vi.advanceTimersByTimeAsync(0)
    expect(sendCode.calls).toEqual([{ email: 'ann@example.com' }])
    expect(actor.getSnapshot().children.countdown!.getSnapshot().context.remaining).toBe(60)
    for (const [f, v] of [
      ['yzcode', '123456'],
      ['password', 'newpass12'],
      ['confirmPassword', 'newpass12'],
      ['captchaCode', 'x7y8'],
    ])
      edit(f, v)
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    expect(save.calls).toEqual([
      {
        form: {
          mailbox: 'ann@example.com',
          yzcode: '123456',
          password: 'newpass12',
          confirmPassword: 'newpass12',
          captchaCode: 'x7y8',
          uuid: 'u1',
        },
      },
    ])
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    await vi.advanceTimersByTimeAsync(999)
    expect(endSession).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(endSession).toHaveBeenCalledTimes(1)
  })
})
