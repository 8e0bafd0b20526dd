import { describe, expect, it, vi } from 'vitest'
import { createActor, type AnyActorLogic } from 'xstate'
import { codeCountdownMachine } from '../../machines/codeCountdown'
import { forgotPasswordMachine, type ForgotPasswordEvent } from '../../machines/forgotPassword'
import { flush, rejecting, resolving } from './fakes'

function start(resetPassword: AnyActorLogic = resolving(undefined).logic, sendCode: AnyActorLogic = resolving(undefined).logic) {
  const succeeded = vi.fn()
  const notifyFailure = vi.fn()
  const machine = forgotPasswordMachine.provide({
    actors: { resetPassword: resetPassword as never, codeCountdown: codeCountdownMachine.provide({ actors: { sendCode: sendCode as never } }) },
    actions: { succeeded: (_, email) => succeeded(email), notifyFailure: (_, m) => notifyFailure(m) },
  })
  return { actor: createActor(machine).start(), succeeded, notifyFailure }
}
const edit = (field: string, value: string) => ({ type: 'EDIT', field, value }) as ForgotPasswordEvent

describe('forgotPassword', () => {
  it('validates in order: email, code, new password, confirmation', () => {
    const fake = resolving(undefined)
    const { actor } = start(fake.logic)
    actor.send({ type: 'OPEN' })
    const expectProblem = (field: string, error: string) => {
      actor.send({ type: 'SUBMIT' })
      expect(actor.getSnapshot().context.problem).toEqual({ field, error })
    }
    expectProblem('mailbox', 'emailRequired')
    actor.send(edit('mailbox', 'ann@example'))
    expectProblem('mailbox', 'emailInvalid')
    actor.send(edit('mailbox', 'ann@example.com'))
    expectProblem('yzcode', 'codeRequired')
    actor.send(edit('yzcode', '   '))
    expectProblem('yzcode', 'codeRequired')
    actor.send(edit('yzcode', '12 34 56'))
    expect(actor.getSnapshot().context.form.yzcode).toBe('123456')
    expectProblem('password', 'passwordRequired')
    actor.send(edit('password', 'newpass12'))
    expectProblem('confirmPassword', 'confirmRequired')
    actor.send(edit('confirmPassword', 'newpass13'))
    expectProblem('confirmPassword', 'passwordsDiffer')
    expect(fake.calls).toHaveLength(0)
  })

  it('sends the reset code to the typed email', async () => {
    const send = resolving<void, { email: string }>(undefined)
    const { actor } = start(undefined, send.logic)
    actor.send({ type: 'OPEN', email: 'ann@example.com' })
    actor.send({ type: 'SEND_CODE' })
    await flush()
    expect(send.calls).toEqual([{ email: 'ann@example.com' }])
    expect(actor.getSnapshot().children.countdown!.getSnapshot().value).toBe('counting')
    actor.send({ type: 'CLOSE' })
  })

  it('resets the password, hands the email back and closes', async () => {
    const fake = resolving(undefined)
    const { actor, succeeded } = start(fake.logic)
    actor.send({ type: 'OPEN', email: 'ann@example.com' })
    for (const [f, v] of [['yzcode', '123456'], ['password', 'newpass12'], ['confirmPassword', 'newpass12']]) actor.send(edit(f, v))
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches({ open: 'submitting' })).toBe(true)
    await flush()
    expect(fake.calls).toEqual([{ mailbox: 'ann@example.com', yzcode: '123456', password: 'newpass12', confirmPassword: 'newpass12' }])
    expect(succeeded).toHaveBeenCalledWith('ann@example.com')
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.form.mailbox).toBe('')
  })

  it('stays open with the server message on failure', async () => {
    const { actor, succeeded, notifyFailure } = start(rejecting('The email code has expired').logic)
    actor.send({ type: 'OPEN', email: 'ann@example.com' })
    for (const [f, v] of [['yzcode', '123456'], ['password', 'newpass12'], ['confirmPassword', 'newpass12']]) actor.send(edit(f, v))
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(actor.getSnapshot().matches({ open: 'editing' })).toBe(true)
    expect(notifyFailure).toHaveBeenCalledWith('The email code has expired')
    expect(succeeded).not.toHaveBeenCalled()
  })
})
