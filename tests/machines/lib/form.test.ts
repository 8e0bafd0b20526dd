import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise, sendParent, setup } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { Captcha } from '../../../contract/api'
import { checkCaptcha, checkEmail, firstError } from '../../../contract/validation'
import { codeCountdownMachine } from '../../../machines/lib/codeCountdown'
import {
  type AfterSuccess,
  createFormMachine,
  type EmailInput,
  type FormEvent,
  type RegionEvent,
  type RegionInput,
} from '../../../machines/lib/form'
import { type ActorsOf, fakesOf, flush } from '../fakes'

interface Form {
  mailbox: string
  name: string
  captchaCode: string
  uuid: string
}
const validate = (f: Form) =>
  firstError<keyof Form>([
    ['mailbox', checkEmail(f.mailbox)],
    ['name', f.name.trim() ? null : 'passwordRequired'],
  ])

function machineFor(afterSubmit: AfterSuccess, extra: { checks?: boolean; captcha?: boolean; sendsCode?: boolean } = {}) {
  return createFormMachine({
    id: 'test',
    types: {} as { result: string },
    blank: ({ email = '' }: EmailInput): Form => ({ mailbox: email, name: '', captchaCode: '', uuid: '' }),
    validate: (f) => validate(f) ?? (extra.captcha ? firstError<keyof Form>([['captchaCode', checkCaptcha(f.captchaCode)]]) : null),
    afterSubmit,
    ...extra,
  })
}

type Machine = ReturnType<typeof machineFor>
const fake = fakesOf(machineFor('end'))
const countdownFake = fakesOf(codeCountdownMachine)

interface Fakes extends Partial<Pick<ActorsOf<Machine>, 'submit' | 'check' | 'loadCaptcha'>> {
  sendCode?: ActorsOf<typeof codeCountdownMachine>['sendCode']
}

function start(machine: Machine, fakes: Fakes = {}, email = 'ann@example.com') {
  const spies = { submitted: vi.fn(), notifyFailure: vi.fn(), endSession: vi.fn() }
  const provided = machine.provide({
    actors: {
      submit: fakes.submit ?? fake.resolving('submit', 'ok').logic,
      ...(fakes.check && { check: fakes.check }),
      ...(fakes.loadCaptcha && { loadCaptcha: fakes.loadCaptcha }),
      codeCountdown: codeCountdownMachine.provide({
        actors: { sendCode: fakes.sendCode ?? countdownFake.resolving('sendCode', true).logic },
      }),
    },
    actions: {
      submitted: (_, done) => spies.submitted(done),
      notifyFailure: (_, message) => spies.notifyFailure(message),
      endSession: () => spies.endSession(),
    },
  })
  const actor = createActor(provided, { input: { email } }).start()
  const edit = (field: keyof Form, value: string) => actor.send({ type: 'EDIT', field, value })
  const tags = () => [...actor.getSnapshot().tags].sort()
  return { actor, edit, tags, ...spies }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('createFormMachine', () => {
  it('starts editing with the input email, no tags, and accepts SUBMIT', () => {
    const { actor, tags } = start(machineFor('end'))
    expect(actor.getSnapshot().context.form.mailbox).toBe('ann@example.com')
    expect(tags()).toEqual([])
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
  })

  it('an invalid form is tagged invalid with the first failing field, and nothing is sent', () => {
    const submit = fake.resolving('submit', 'ok')
    const { actor, edit, tags } = start(machineFor('end'), { submit: submit.logic }, '')
    actor.send({ type: 'SUBMIT' })
    expect(tags()).toEqual(['invalid'])
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'mailbox', error: 'emailRequired' })
    edit('name', 'Ann')
    expect(tags()).toEqual(['invalid'])
    edit('mailbox', 'ann@example.com')
    expect(tags()).toEqual([])
    expect(actor.getSnapshot().context.problem).toBeNull()
    edit('name', '')
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'name', error: 'passwordRequired' })
    actor.send({ type: 'DISMISS' })
    expect(tags()).toEqual([])
    expect(actor.getSnapshot().context.problem).toBeNull()
    expect(submit.calls).toHaveLength(0)
  })

  it('is busy while submitting the trimmed form, refusing edits and a second SUBMIT', async () => {
    const submit = fake.pending('submit')
    const { actor, edit, tags, submitted } = start(machineFor('end'), { submit: submit.logic }, ' ann@example.com ')
    edit('name', 'Ann')
    actor.send({ type: 'SUBMIT' })
    expect(tags()).toEqual(['busy'])
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    expect(actor.getSnapshot().can({ type: 'EDIT', field: 'name', value: 'Bob' })).toBe(false)
    actor.send({ type: 'SUBMIT' })
    expect(submit.calls).toEqual([{ form: { mailbox: 'ann@example.com', name: 'Ann', captchaCode: '', uuid: '' } }])
    submit.settle('token')
    await flush()
    const form = { mailbox: ' ann@example.com ', name: 'Ann', captchaCode: '', uuid: '' }
    expect(submitted).toHaveBeenCalledWith({ form, result: 'token' })
    expect(tags()).toEqual(['done'])
  })

  it('a refused submit is tagged failed with the message, keeps the edits, and edits back to editing', async () => {
    const { actor, edit, tags, notifyFailure, submitted } = start(machineFor('end'), {
      submit: fake.rejecting('submit', 'Name taken').logic,
    })
    edit('name', 'Ann')
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(tags()).toEqual(['failed'])
    expect(actor.getSnapshot().context.failure).toBe('Name taken')
    expect(actor.getSnapshot().context.form.name).toBe('Ann')
    expect(notifyFailure).toHaveBeenCalledWith('Name taken')
    expect(submitted).not.toHaveBeenCalled()
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
    edit('name', 'Anna')
    expect(tags()).toEqual([])
    expect(actor.getSnapshot().context.form.name).toBe('Anna')
  })

  it('stays silent on a transport failure', async () => {
    const { actor, edit, tags, notifyFailure } = start(machineFor('end'), {
      submit: fake.rejecting('submit', 'Failed to fetch', 'network').logic,
    })
    edit('name', 'Ann')
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(tags()).toEqual(['failed'])
    expect(actor.getSnapshot().context.failure).toBeNull()
    expect(notifyFailure).toHaveBeenCalledWith(null)
  })

  it("'end' finishes with the form as output", async () => {
    const { actor, edit } = start(machineFor('end'))
    edit('name', 'Ann')
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(actor.getSnapshot().status).toBe('done')
    expect(actor.getSnapshot().output).toMatchObject({ mailbox: 'ann@example.com', name: 'Ann' })
  })

  it("'stay' can be edited and submitted again after success", async () => {
    const submit = fake.resolving('submit', 'ok')
    const { actor, edit, tags } = start(machineFor('stay'), { submit: submit.logic })
    edit('name', 'Ann')
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(tags()).toEqual(['done'])
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
    edit('name', 'Anna')
    expect(tags()).toEqual([])
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(submit.calls).toHaveLength(2)
  })

  it("'leave' ends the session 1 s after success, and not before", async () => {
    vi.useFakeTimers()
    const { actor, edit, tags, endSession } = start(machineFor('leave'))
    edit('name', 'Ann')
    actor.send({ type: 'SUBMIT' })
    await vi.advanceTimersByTimeAsync(0)
    expect(tags()).toEqual(['done'])
    await vi.advanceTimersByTimeAsync(999)
    expect(endSession).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(endSession).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().status).toBe('done')
  })

  it('a refused check is a failure and nothing is submitted; a passed check submits', async () => {
    const submit = fake.resolving('submit', 'ok')
    const check = fake.pending('check')
    const { actor, edit, tags, notifyFailure } = start(machineFor('end', { checks: true }), { submit: submit.logic, check: check.logic })
    edit('name', 'Ann')
    actor.send({ type: 'SUBMIT' })
    expect(tags()).toEqual(['busy'])
    expect(check.calls).toHaveLength(1)
    check.settle()
    await flush()
    expect(submit.calls).toHaveLength(1)

    const taken = fake.rejecting('check', 'This email is already registered').logic
    const refused = start(machineFor('end', { checks: true }), { submit: submit.logic, check: taken })
    refused.edit('name', 'Ann')
    refused.actor.send({ type: 'SUBMIT' })
    await flush()
    expect(refused.tags()).toEqual(['failed'])
    expect(refused.notifyFailure).toHaveBeenCalledWith('This email is already registered')
    expect(submit.calls).toHaveLength(1)
    expect(notifyFailure).not.toHaveBeenCalled()
  })

  it('a captcha form loads the captcha into the form, and a failure refreshes it and clears the typed code', async () => {
    let n = 0
    const loadCaptcha = fromPromise<Captcha>(async () => ({ img: 'data:', uuid: `u${++n}` }))
    const submit = fake.rejecting('submit', 'The picture code is wrong')
    const { actor, edit, tags } = start(machineFor('leave', { captcha: true }), { submit: submit.logic, loadCaptcha })
    await flush()
    expect(actor.getSnapshot().context.form.uuid).toBe('u1')
    edit('name', 'Ann')
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'captchaCode', error: 'captchaRequired' })
    // A new picture leaves the form where it was.
    actor.send({ type: 'REFRESH_CAPTCHA' })
    await flush()
    expect(tags()).toEqual(['invalid'])
    expect(actor.getSnapshot().context.form.uuid).toBe('u2')
    edit('captchaCode', 'ab12')
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(submit.calls[0]).toMatchObject({ form: { captchaCode: 'ab12', uuid: 'u2' } })
    expect(tags()).toEqual(['failed'])
    expect(actor.getSnapshot().context.form).toMatchObject({ name: 'Ann', captchaCode: '', uuid: 'u3' })
  })

  it('a form without a captcha does not load one', async () => {
    const loadCaptcha = fake.resolving('loadCaptcha', { img: 'data:', uuid: 'u1' })
    const { actor } = start(machineFor('end'), { loadCaptcha: loadCaptcha.logic })
    await flush()
    expect(loadCaptcha.calls).toHaveLength(0)
    expect(actor.getSnapshot().context.captcha).toBeNull()
  })

  it('sends the email code to the typed email through the countdown child', async () => {
    const sendCode = countdownFake.resolving('sendCode', true)
    const { actor } = start(machineFor('end', { sendsCode: true }), { sendCode: sendCode.logic })
    actor.send({ type: 'SEND_CODE' })
    await flush()
    expect(sendCode.calls).toEqual([{ email: 'ann@example.com' }])
    expect(actor.getSnapshot().children.countdown!.getSnapshot().value).toBe('counting')
    expect(start(machineFor('end')).actor.getSnapshot().children.countdown).toBeUndefined()
  })
})

describe('createFormMachine regions', () => {
  /** A name check as a region: busy while a name waits, then a problem when it is taken. */
  const nameCheck = setup({ types: { events: {} as RegionEvent<Form> } }).createMachine({
    on: {
      'FORM.CHANGED': {
        actions: sendParent(({ event }) => ({
          type: 'REGION' as const,
          region: 'nameCheck' as const,
          busy: event.type === 'FORM.CHANGED' && event.form.name === 'wait',
          problem:
            event.type === 'FORM.CHANGED' && event.form.name === 'Taken'
              ? { field: 'name' as const, error: 'shopNameTaken' as const }
              : null,
        })),
      },
      'FORM.SUBMITTING': { actions: () => heard.push('submitting') },
    },
  })
  const heard: string[] = []
  const regionForm = () =>
    createFormMachine({
      id: 'regions',
      blank: (): Form => ({ mailbox: 'ann@example.com', name: '', captchaCode: '', uuid: '' }),
      validate,
      regions: ['nameCheck'],
      afterSubmit: 'end',
    })
  const withRegion = () => {
    const form = regionForm()
    return form.provide({ actors: { nameCheck, submit: fakesOf(form).resolving('submit', undefined).logic } })
  }

  it("holds SUBMIT while a region is busy and fails validation on its problem, after the form's own", async () => {
    const actor = createActor(withRegion()).start()
    const edit = (value: string) => actor.send({ type: 'EDIT', field: 'name', value })
    edit('wait')
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    edit('Taken')
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().hasTag('invalid')).toBe(true)
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'name', error: 'shopNameTaken' })
    edit('Free')
    expect(actor.getSnapshot().context.problem).toBeNull()
    expect(heard).toEqual([])
    actor.send({ type: 'SUBMIT' })
    expect(heard).toEqual(['submitting'])
    await flush()
    expect(actor.getSnapshot().status).toBe('done')
  })
})

describe('createFormMachine: a form sent, or reopened', () => {
  /** A region that keeps what it was started with. */
  const keeping = setup({
    types: { input: {} as RegionInput<Form, { sent: boolean }>, context: {} as RegionInput<Form, { sent: boolean }> },
  }).createMachine({
    context: ({ input }) => input,
  })
  const sentForm = createFormMachine({
    id: 'sent',
    blank: (): Form => ({ mailbox: 'ann@example.com', name: 'Ann', captchaCode: '', uuid: '' }),
    validate,
    regions: ['draft'],
    sent: ({ sent }: { sent: boolean }) => sent,
    afterSubmit: 'keep',
  })
  const startSent = (sent: boolean) =>
    createActor(sentForm.provide({ actors: { draft: keeping, submit: fakesOf(sentForm).resolving('submit', undefined).logic } }), {
      input: { sent },
    }).start()

  it("'keep' stays done as sent after success, taking no edits, its regions stopped", async () => {
    const actor = startSent(false)
    expect(actor.getSnapshot().children.draft?.getSnapshot().context).toEqual({
      form: actor.getSnapshot().context.form,
      input: { sent: false },
    })
    actor.send({ type: 'SUBMIT' })
    await flush()
    const done = actor.getSnapshot()
    expect([done.status, done.hasTag('done'), done.can({ type: 'EDIT', field: 'name', value: 'Bo' })]).toEqual(['active', true, false])
    expect(done.children.draft).toBeUndefined()
  })

  it('a form sent before starts done, without its regions', () => {
    const actor = startSent(true)
    expect(actor.getSnapshot().hasTag('done')).toBe(true)
    expect(actor.getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    expect(actor.getSnapshot().children.draft).toBeUndefined()
  })

  it('a reopened form starts failed with the message of the refusal that sent the shopper back; an edit goes on editing', () => {
    const reopened = createFormMachine({
      id: 'reopened',
      blank: ({ failure }: { failure: string | null }): Form => ({ mailbox: failure ?? '', name: '', captchaCode: '', uuid: '' }),
      validate,
      reopened: ({ failure }) => failure,
      afterSubmit: 'end',
    })
    const actor = createActor(reopened, { input: { failure: 'The email code has expired' } }).start()
    expect(actor.getSnapshot().hasTag('failed')).toBe(true)
    expect(actor.getSnapshot().context.failure).toBe('The email code has expired')
    actor.send({ type: 'EDIT', field: 'name', value: 'Ann' })
    expect(actor.getSnapshot().hasTag('failed')).toBe(false)
    const fresh = createActor(reopened, { input: { failure: null } }).start()
    expect([fresh.getSnapshot().hasTag('failed'), fresh.getSnapshot().context.failure]).toEqual([false, null])
  })
})

describe('createFormMachine model', () => {
  const events = [
    { type: 'SUBMIT' },
    { type: 'DISMISS' },
    { type: 'EDIT', field: 'mailbox', value: '' },
    { type: 'EDIT', field: 'mailbox', value: 'ann@example.com' },
    { type: 'EDIT', field: 'name', value: 'Ann' },
    { type: 'xstate.done.actor.submit', output: 'ok' },
    { type: 'xstate.error.actor.submit', error: new Error('refused') },
  ] as FormEvent<Form>[]
  const tagsOf = (s: { tags: Set<string> }) => [...s.tags].sort().join(',') || 'editing'

  it.each(['end', 'stay'] as const)("reaches editing, invalid, busy, failed and done ('%s')", (then) => {
    const paths = getShortestPaths(machineFor(then), {
      input: { email: '' },
      events,
      serializeState: (s) => `${JSON.stringify(s.value)} ${JSON.stringify(s.context.form)}`,
    })
    expect(new Set(paths.map((p) => tagsOf(p.state)))).toEqual(new Set(['editing', 'invalid', 'busy', 'failed', 'done']))
  })

  it('a real actor follows the shortest path to each tag', async () => {
    const paths = getShortestPaths(machineFor('stay'), { input: { email: '' }, events, serializeState: (s) => tagsOf(s) })
    for (const path of paths) {
      const outcome = path.steps.some((s) => s.event.type.startsWith('xstate.error'))
        ? fake.rejecting('submit', 'refused').logic
        : fake.resolving('submit', 'ok').logic
      const { actor } = start(machineFor('stay'), { submit: outcome }, '')
      for (const step of path.steps) {
        if (step.event.type.startsWith('xstate.')) await flush()
        else actor.send(step.event)
      }
      expect(tagsOf(actor.getSnapshot())).toBe(tagsOf(path.state))
    }
  })
})
