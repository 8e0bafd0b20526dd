import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type AnyActorLogic, createActor, type PromiseActorLogic } from 'xstate'
import { ErrorCode } from '../../../contract/codes'
import { payPasswordMode } from '../../../contract/payPassword'
import type { PayPasswordForm } from '../../../contract/payPasswordForm'
import { codeCountdownMachine } from '../../../machines/lib/codeCountdown'
import type { Submission } from '../../../machines/lib/form'
import { payPasswordFormsWith, transactionPasswordMachine, visibleFields } from '../../../machines/payPassword/transactionPassword'
import { pending, rejecting, resolving } from '../fakes'

const email = 'ann@example.com'

type Call = PromiseActorLogic<void, Submission<PayPasswordForm>>
const refusing = (message: string, code?: number | 'network') => rejecting<Submission<PayPasswordForm>, void>(message, code)

function start(flag: number, { submit, checkCode, sendCode }: { submit?: Call; checkCode?: Call; sendCode?: AnyActorLogic } = {}) {
  const spies = { submitted: vi.fn(), notifyFailure: vi.fn(), countdownFailure: vi.fn() }
  const send = submit ?? resolving<void, Submission<PayPasswordForm>>(undefined).logic
  const machine = transactionPasswordMachine.provide({
    actors: payPasswordFormsWith({
      calls: {
        setForm: send,
        changeForm: send,
        resetForm: send,
        codeForm: checkCode ?? resolving<void, Submission<PayPasswordForm>>(undefined).logic,
      },
      codeCountdown: codeCountdownMachine.provide({
        actors: { sendCode: (sendCode ?? resolving(true).logic) as never },
        actions: { notifyFailure: (_, m) => spies.countdownFailure(m) },
      }),
      notifyFailure: spies.notifyFailure,
    }),
    actions: { submitted: (_, p) => spies.submitted(p) },
  })
  const actor = createActor(machine, { input: { flag, email } }).start()
  return { actor, ...spies }
}
type Actor = ReturnType<typeof start>['actor']
/** The form of the step the page is at. */
const formOf = (actor: Actor) => actor.getSnapshot().children.form!
const stepOf = (actor: Actor) => formOf(actor).getSnapshot()
const edit = (actor: Actor, field: string, value: string) => formOf(actor).send({ type: 'EDIT', field, value } as never)
const fill = (actor: Actor, values: Record<string, string>) => {
  for (const [f, v] of Object.entries(values)) edit(actor, f, v)
}
const submitForm = (actor: Actor) => formOf(actor).send({ type: 'SUBMIT' })
const expectProblem = (actor: Actor, field: string, error: string) => {
  submitForm(actor)
  expect(stepOf(actor).context.problem).toEqual({ field, error })
  expect(stepOf(actor).hasTag('invalid')).toBe(true)
}
const tick = () => vi.advanceTimersByTimeAsync(0)
const countdownOf = (actor: Actor) => stepOf(actor).children.countdown!

describe('transactionPassword', () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
  })

  it('starts in set mode for flag 0 and change mode for flag 1, with the email filled', () => {
    const setActor = start(0).actor
    const set = setActor.getSnapshot()
    expect(set.context.mode).toBe(payPasswordMode.set)
    expect(stepOf(setActor).context.form.mailbox).toBe(email)
    expect(visibleFields(set.context)).toEqual(['mailbox', 'password', 'confirmPassword', 'yzcode'])
    expect(set.can({ type: 'FORGOT' })).toBe(false)
    expect(stepOf(setActor).can({ type: 'SEND_CODE' })).toBe(true)
    const changeActor = start(1).actor
    const change = changeActor.getSnapshot()
    expect(change.context.mode).toBe(payPasswordMode.change)
    expect(visibleFields(change.context)).toEqual(['mailbox', 'oldPassword', 'password', 'confirmPassword'])
    expect(change.can({ type: 'FORGOT' })).toBe(true)
    expect(stepOf(changeActor).can({ type: 'SEND_CODE' })).toBe(false)
  })

  it('keeps digits only, at most 6, in the password boxes; strips spaces from the code', () => {
    const { actor } = start(1)
    edit(actor, 'password', '12a3-45 678')
    edit(actor, 'oldPassword', 'abc')
    edit(actor, 'confirmPassword', '９12345')
    edit(actor, 'mailbox', ' x@y.z ')
    const form = stepOf(actor).context.form
    expect(form).toMatchObject({ password: '123456', oldPassword: '', confirmPassword: '12345', mailbox: ' x@y.z ' })
    const set = start(0).actor
    edit(set, 'yzcode', '12 34 56')
    expect(stepOf(set).context.form.yzcode).toBe('123456')
  })

  it('set: validates in order email, new, confirm, match, code; then submits and is done', async () => {
    const submit = resolving<void, Submission<PayPasswordForm>>(undefined)
    const { actor, submitted } = start(0, { submit: submit.logic })
    edit(actor, 'mailbox', '')
    expectProblem(actor, 'mailbox', 'emailRequired')
    edit(actor, 'mailbox', 'ann@')
    expectProblem(actor, 'mailbox', 'emailInvalid')
    edit(actor, 'mailbox', ` ${email} `)
    expectProblem(actor, 'password', 'passwordRequired')
    edit(actor, 'password', '123')
    expectProblem(actor, 'password', 'sixDigits')
    edit(actor, 'password', '123456')
    expectProblem(actor, 'confirmPassword', 'confirmRequired')
    edit(actor, 'confirmPassword', '123457')
    expectProblem(actor, 'confirmPassword', 'passwordsDiffer')
    edit(actor, 'confirmPassword', '123456')
    expectProblem(actor, 'yzcode', 'codeRequired')
    expect(submit.calls).toHaveLength(0)
    edit(actor, 'yzcode', '654321')
    expect(stepOf(actor).hasTag('invalid')).toBe(false)
    submitForm(actor)
    expect(stepOf(actor).hasTag('busy')).toBe(true)
    await tick()
    expect(submit.calls).toEqual([
      { form: { mailbox: email, yzcode: '654321', oldPassword: '', password: '123456', confirmPassword: '123456' } },
    ])
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(stepOf(actor).status).toBe('done')
    expect(submitted).toHaveBeenCalledWith({ mode: 0 })
  })

  it('an edit of the highlighted field clears the problem; another field keeps it; DISMISS forgets it', () => {
    const { actor } = start(0)
    expectProblem(actor, 'password', 'passwordRequired')
    edit(actor, 'yzcode', '1')
    expect(stepOf(actor).hasTag('invalid')).toBe(true)
    edit(actor, 'password', '1')
    expect(stepOf(actor).hasTag('invalid')).toBe(false)
    expect(stepOf(actor).context.problem).toBeNull()
    expectProblem(actor, 'password', 'sixDigits')
    formOf(actor).send({ type: 'DISMISS' })
    expect(stepOf(actor).context.problem).toBeNull()
  })

  it('sends the code to the typed email, then counts 60 s down; a second send while in flight is ignored', async () => {
    const send = pending<true, { email: string }>()
    const { actor } = start(0, { sendCode: send.logic })
    formOf(actor).send({ type: 'SEND_CODE' })
    formOf(actor).send({ type: 'SEND_CODE' })
    expect(send.calls).toEqual([{ email }])
    expect(countdownOf(actor).getSnapshot().value).toBe('sending')
    send.settle(true)
    await tick()
    expect(countdownOf(actor).getSnapshot().context.remaining).toBe(60)
    await vi.advanceTimersByTimeAsync(59_000)
    expect(countdownOf(actor).getSnapshot().context.remaining).toBe(1)
    formOf(actor).send({ type: 'SEND_CODE' })
    expect(send.calls).toHaveLength(1)
    await vi.advanceTimersByTimeAsync(1000)
    expect(countdownOf(actor).getSnapshot().value).toBe('idle')
    formOf(actor).send({ type: 'SEND_CODE' })
    expect(send.calls).toHaveLength(2)
  })

  it('a failed send re-enables the button and says why', async () => {
    const { actor, countdownFailure } = start(0, { sendCode: rejecting('Please wait 40 s').logic })
    formOf(actor).send({ type: 'SEND_CODE' })
    await tick()
    expect(countdownOf(actor).getSnapshot().value).toBe('idle')
    expect(countdownFailure).toHaveBeenCalledWith('Please wait 40 s')
  })

  it('a failed submit keeps the edits, shows the message, and can be submitted again', async () => {
    const { actor, notifyFailure } = start(0, { submit: refusing('A transaction password is already set.', 1064).logic })
    fill(actor, { password: '123456', confirmPassword: '123456', yzcode: '111111' })
    submitForm(actor)
    await tick()
    expect(stepOf(actor).hasTag('failed')).toBe(true)
    expect(stepOf(actor).context.failure).toBe('A transaction password is already set.')
    expect(notifyFailure).toHaveBeenCalledWith('A transaction password is already set.')
    expect(stepOf(actor).context.form.password).toBe('123456')
    submitForm(actor)
    expect(stepOf(actor).hasTag('busy')).toBe(true)
  })

  it('change: validates email, old, new, confirm (no code); success toasts and empties the form, staying in mode 1', async () => {
    const submit = resolving<void, Submission<PayPasswordForm>>(undefined)
    const { actor, submitted } = start(1, { submit: submit.logic })
    expectProblem(actor, 'oldPassword', 'oldPasswordRequired')
    edit(actor, 'oldPassword', '12')
    expectProblem(actor, 'oldPassword', 'sixDigits')
    fill(actor, { oldPassword: '111111', password: '222222' })
    expectProblem(actor, 'confirmPassword', 'confirmRequired')
    edit(actor, 'confirmPassword', '222222')
    submitForm(actor)
    await tick()
    expect(submit.calls[0]).toMatchObject({ form: { oldPassword: '111111', password: '222222' } })
    expect(submitted).toHaveBeenCalledWith({ mode: 1 })
    const after = actor.getSnapshot()
    expect(after.hasTag('done')).toBe(false)
    expect(after.context.mode).toBe(1)
    expect(stepOf(actor).context.form).toMatchObject({ mailbox: email, oldPassword: '', password: '', confirmPassword: '' })
    expect(stepOf(actor).can({ type: 'SUBMIT' })).toBe(true)
  })

  it('change: a wrong old one or the lock shows the server message and stays in mode 1', async () => {
    const lock = 'Too many wrong transaction passwords. Try again after 14:32 UTC.'
    const { actor, notifyFailure } = start(1, { submit: refusing(lock, ErrorCode.payPasswordLocked).logic })
    fill(actor, { oldPassword: '111111', password: '222222', confirmPassword: '222222' })
    submitForm(actor)
    await tick()
    expect(stepOf(actor).hasTag('failed')).toBe(true)
    expect(stepOf(actor).context.failure).toBe(lock)
    expect(notifyFailure).toHaveBeenCalledWith(lock)
    expect(actor.getSnapshot().can({ type: 'FORGOT' })).toBe(true)
  })

  it('forgot moves to mode 2 from editing, invalid and failed; the form empties but keeps the email', async () => {
    for (const setUp of [
      (_: Actor) => {},
      (a: Actor) => submitForm(a),
      async (a: Actor) => {
        fill(a, { oldPassword: '111111', password: '222222', confirmPassword: '222222' })
        submitForm(a)
        await tick()
      },
    ]) {
      const { actor } = start(1, { submit: refusing('Wrong', ErrorCode.payPasswordWrong).logic })
      edit(actor, 'oldPassword', '999')
      await setUp(actor)
      actor.send({ type: 'FORGOT' })
      const s = actor.getSnapshot()
      expect(s.context).toMatchObject({ mode: 2, codeChecked: false })
      expect(stepOf(actor).context).toMatchObject({ problem: null, failure: null })
      expect(stepOf(actor).context.form).toEqual({ mailbox: email, yzcode: '', oldPassword: '', password: '', confirmPassword: '' })
      expect(visibleFields(s.context)).toEqual(['mailbox', 'yzcode'])
      expect(s.can({ type: 'FORGOT' })).toBe(false)
      expect(stepOf(actor).can({ type: 'SEND_CODE' })).toBe(true)
    }
  })

  it('reset: checks email and code first; a good code hides its field, then new + confirm are submitted', async () => {
    const checkCode = resolving<void, Submission<PayPasswordForm>>(undefined)
    const submit = resolving<void, Submission<PayPasswordForm>>(undefined)
    const { actor, submitted } = start(1, { checkCode: checkCode.logic, submit: submit.logic })
    actor.send({ type: 'FORGOT' })
    expectProblem(actor, 'yzcode', 'codeRequired')
    edit(actor, 'yzcode', '123456')
    submitForm(actor)
    expect(stepOf(actor).hasTag('busy')).toBe(true)
    await tick()
    expect(checkCode.calls).toEqual([{ form: { mailbox: email, yzcode: '123456', oldPassword: '', password: '', confirmPassword: '' } }])
    expect(actor.getSnapshot().context.codeChecked).toBe(true)
    expect(visibleFields(actor.getSnapshot().context)).toEqual(['password', 'confirmPassword'])
    expect(submit.calls).toHaveLength(0)
    expectProblem(actor, 'password', 'passwordRequired')
    fill(actor, { password: '333333', confirmPassword: '333334' })
    expectProblem(actor, 'confirmPassword', 'passwordsDiffer')
    edit(actor, 'confirmPassword', '333333')
    submitForm(actor)
    await tick()
    expect(checkCode.calls).toHaveLength(1)
    expect(submit.calls).toEqual([
      { form: { mailbox: email, yzcode: '123456', oldPassword: '', password: '333333', confirmPassword: '333333' } },
    ])
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(submitted).toHaveBeenCalledWith({ mode: 2 })
  })

  it('reset: a refused code check keeps the code field; a code refused at submit shows it again, emptied', async () => {
    const bad = start(1, { checkCode: refusing('The email code is wrong or has expired', ErrorCode.emailCodeInvalid).logic })
    bad.actor.send({ type: 'FORGOT' })
    edit(bad.actor, 'yzcode', '000000')
    submitForm(bad.actor)
    await tick()
    expect(stepOf(bad.actor).hasTag('failed')).toBe(true)
    expect(bad.actor.getSnapshot().context.codeChecked).toBe(false)
    expect(bad.notifyFailure).toHaveBeenCalledWith('The email code is wrong or has expired')

    /** Mode 2 through a good code check to a submit the server refuses. */
    async function refusedReset(submit: Call) {
      const started = start(1, { submit })
      started.actor.send({ type: 'FORGOT' })
      edit(started.actor, 'yzcode', '123456')
      submitForm(started.actor)
      await tick()
      fill(started.actor, { password: '333333', confirmPassword: '333333' })
      submitForm(started.actor)
      await tick()
      return started
    }
    const late = await refusedReset(refusing('The email code is wrong or has expired', ErrorCode.emailCodeInvalid).logic)
    expect(late.actor.getSnapshot().context.codeChecked).toBe(false)
    expect(stepOf(late.actor).context.form).toMatchObject({ yzcode: '', password: '333333' })
    expect(stepOf(late.actor).hasTag('failed')).toBe(true)
    expect(stepOf(late.actor).context.failure).toBe('The email code is wrong or has expired')
    expect(visibleFields(late.actor.getSnapshot().context)).toEqual(['mailbox', 'yzcode'])
    // Another refusal (a transport error, say) keeps the code checked.
    const other = await refusedReset(refusing('', 'network').logic)
    expect(other.actor.getSnapshot().context.codeChecked).toBe(true)
    expect(other.notifyFailure).toHaveBeenCalledWith(null)
  })

  it('ignores edits, forgot and submit while busy', async () => {
    const submit = pending<void, Submission<PayPasswordForm>>()
    const { actor } = start(1, { submit: submit.logic })
    fill(actor, { oldPassword: '111111', password: '222222', confirmPassword: '222222' })
    submitForm(actor)
    const busy = stepOf(actor)
    expect(busy.hasTag('busy')).toBe(true)
    expect(busy.can({ type: 'SUBMIT' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'FORGOT' })).toBe(false)
    edit(actor, 'password', '999999')
    expect(stepOf(actor).context.form.password).toBe('222222')
    submit.settle()
    await tick()
    expect(stepOf(actor).hasTag('busy')).toBe(false)
  })
})
