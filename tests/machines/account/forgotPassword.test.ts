import { describe, expect, it, vi } from 'vitest'
import { createActor } from 'xstate'
import { codeCountdownMachine } from '../../../machines/lib/codeCountdown'
import type { ForgotPasswordForm } from '../../../contract/forms'
import { forgotFormMachine, forgotPasswordMachine } from '../../../machines/account/forgotPassword'
import type { FormEvent } from '../../../machines/lib/form'
import { type ActorsOf, fakesOf, flush } from '../fakes'

const formFake = fakesOf(forgotFormMachine)
const countdownFake = fakesOf(codeCountdownMachine)

function start(
  resetPassword: ActorsOf<typeof forgotFormMachine>['submit'] = formFake.resolving('submit', undefined).logic,
  sendCode: ActorsOf<typeof codeCountdownMachine>['sendCode'] = countdownFake.resolving('sendCode', true).logic,
) {
  const succeeded = vi.fn()
  const notifyFailure = vi.fn()
  const form = forgotFormMachine.provide({
    actors: { submit: resetPassword, codeCountdown: codeCountdownMachine.provide({ actors: { sendCode } }) },
    actions: { notifyFailure: (_, m) => notifyFailure(m) },
  })
  const machine = forgotPasswordMachine.provide({ actors: { form }, actions: { succeeded: (_, email) => succeeded(email) } })
  const actor = createActor(machine).start()
  /** The dialog's form, while it is open. */
  const formOf = () => actor.getSnapshot().children.form!
  return { actor, formOf, succeeded, notifyFailure }
}
const edit = (field: string, value: string) => ({ type: 'EDIT', field, value }) as FormEvent<ForgotPasswordForm>

describe('forgotPassword', () => {
  it('validates in order: email, code, new password, confirmation', () => {
    const fake = formFake.resolving('submit', undefined)
    const { actor, formOf } = start(fake.logic)
    actor.send({ type: 'OPEN' })
    const form = formOf()
    const expectProblem = (field: string, error: string) => {
      form.send({ type: 'SUBMIT' })
      expect(form.getSnapshot().context.problem).toEqual({ field, error })
      expect(form.getSnapshot().hasTag('invalid')).toBe(true)
    }
    expectProblem('mailbox', 'emailRequired')
    form.send(edit('mailbox', 'ann@example'))
    expectProblem('mailbox', 'emailInvalid')
    form.send(edit('mailbox', 'ann@example.com'))
    expectProblem('yzcode', 'codeRequired')
    form.send(edit('yzcode', '   '))
    expectProblem('yzcode', 'codeRequired')
    form.send(edit('yzcode', '12 34 56'))
    expect(form.getSnapshot().context.form.yzcode).toBe('123456')
    expectProblem('password', 'passwordRequired')
    form.send(edit('password', 'newpass12'))
    expectProblem('confirmPassword', 'confirmRequired')
    form.send(edit('confirmPassword', 'newpass13'))
    expectProblem('confirmPassword', 'passwordsDiffer')
    expect(fake.calls).toHaveLength(0)
  })

  it('sends the reset code to the typed email', async () => {
    const send = countdownFake.resolving('sendCode', true)
    const { actor, formOf } = start(undefined, send.logic)
    actor.send({ type: 'OPEN', email: 'ann@example.com' })
    formOf().send({ type: 'SEND_CODE' })
    await flush()
    expect(send.calls).toEqual([{ email: 'ann@example.com' }])
    const countdown = formOf().getSnapshot().children.countdown!
    expect(countdown.getSnapshot().value).toBe('counting')
    actor.send({ type: 'CLOSE' })
    expect(countdown.getSnapshot().status).toBe('stopped')
  })

  it('resets the password, hands the email back and closes', async () => {
    const fake = formFake.resolving('submit', undefined)
    const { actor, formOf, succeeded } = start(fake.logic)
    actor.send({ type: 'OPEN', email: 'ann@example.com' })
    for (const [f, v] of [
      ['yzcode', '123456'],
      ['password', 'newpass12'],
      ['confirmPassword', 'newpass12'],
    ])
      formOf().send(edit(f, v))
    formOf().send({ type: 'SUBMIT' })
    expect(formOf().getSnapshot().hasTag('busy')).toBe(true)
    await flush()
    expect(fake.calls).toEqual([
      { form: { mailbox: 'ann@example.com', yzcode: '123456', password: 'newpass12', confirmPassword: 'newpass12' } },
    ])
    expect(succeeded).toHaveBeenCalledWith('ann@example.com')
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    actor.send({ type: 'OPEN' })
    expect(formOf().getSnapshot().context.form.mailbox).toBe('')
  })

  it('stays open with the server message on failure', async () => {
    const { actor, formOf, succeeded, notifyFailure } = start(formFake.rejecting('submit', 'The email code has expired').logic)
    actor.send({ type: 'OPEN', email: 'ann@example.com' })
    for (const [f, v] of [
      ['yzcode', '123456'],
      ['password', 'newpass12'],
      ['confirmPassword', 'newpass12'],
    ])
      formOf().send(edit(f, v))
    formOf().send({ type: 'SUBMIT' })
    await flush()
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(formOf().getSnapshot().hasTag('failed')).toBe(true)
    expect(formOf().getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
    expect(notifyFailure).toHaveBeenCalledWith('The email code has expired')
    expect(succeeded).not.toHaveBeenCalled()
  })
})
