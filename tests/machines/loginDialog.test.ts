import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, type AnyActorLogic } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { LoginResult } from '../../contract/api'
import { codeCountdownMachine } from '../../machines/codeCountdown'
import { loginDialogMachine, type LoginDialogEvent } from '../../machines/loginDialog'
import { flush, pending, rejecting, resolving } from './fakes'

const result: LoginResult = { accessToken: 'tok', email: 'ann@example.com', userId: 7 }

function start(overrides: { login?: AnyActorLogic; register?: AnyActorLogic; sendCode?: AnyActorLogic } = {}) {
  const loggedIn = vi.fn()
  const notifyFailure = vi.fn()
  const machine = loginDialogMachine.provide({
    actors: {
      login: (overrides.login ?? resolving(result).logic) as never,
      register: (overrides.register ?? resolving(result).logic) as never,
      codeCountdown: codeCountdownMachine.provide({ actors: { sendCode: (overrides.sendCode ?? resolving(undefined).logic) as never } }),
    },
    actions: { loggedIn: (_, r) => loggedIn(r), notifyFailure: (_, m) => notifyFailure(m) },
  })
  const actor = createActor(machine).start()
  return { actor, loggedIn, notifyFailure }
}

const edit = (field: string, value: string | boolean) => ({ type: 'EDIT', field, value }) as LoginDialogEvent
const fillRegister = (actor: ReturnType<typeof start>['actor'], values: Record<string, string | boolean>) => {
  for (const [field, value] of Object.entries(values)) actor.send(edit(field, value))
}
const goodRegister = { mailbox: 'ann@example.com', check: true, password: 'secret123', confirmPassword: 'secret123', yzcode: '123456' }

afterEach(() => {
  vi.useRealTimers()
})

describe('loginDialog', () => {
  it('opens on the asked tab with the email prefilled, and closing resets to login', () => {
    const { actor } = start()
    expect(actor.getSnapshot().value).toBe('closed')
    actor.send({ type: 'OPEN', tab: 'register', email: ' ann@example.com ' })
    expect(actor.getSnapshot().matches({ open: { register: 'editing' } })).toBe(true)
    expect(actor.getSnapshot().context.register.mailbox).toBe('ann@example.com')
    actor.send(edit('password', 'abc'))
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).not.toBeNull()
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'OPEN' })
    const snap = actor.getSnapshot()
    expect(snap.matches({ open: { login: 'editing' } })).toBe(true)
    expect(snap.context.register).toEqual({ mailbox: '', yzcode: '', password: '', confirmPassword: '', check: false })
    expect(snap.context.problem).toBeNull()
  })

  it('switches tabs and clears the highlighted error', () => {
    const { actor } = start()
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'mailbox', error: 'emailRequired' })
    actor.send({ type: 'SWITCH_TAB', tab: 'register' })
    expect(actor.getSnapshot().matches({ open: { register: 'editing' } })).toBe(true)
    expect(actor.getSnapshot().context.problem).toBeNull()
    actor.send({ type: 'SWITCH_TAB', tab: 'login' })
    expect(actor.getSnapshot().matches({ open: { login: 'editing' } })).toBe(true)
  })

  it('validates login in order: email required, email format, password required', () => {
    const fake = resolving(result)
    const { actor } = start({ login: fake.logic })
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'mailbox', error: 'emailRequired' })
    actor.send(edit('mailbox', 'ann@'))
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'mailbox', error: 'emailInvalid' })
    actor.send(edit('mailbox', 'ann@example.com'))
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().context.problem).toEqual({ field: 'password', error: 'passwordRequired' })
    expect(fake.calls).toHaveLength(0)
  })

  it('clears the highlight when the offending field is edited', () => {
    const { actor } = start()
    actor.send({ type: 'OPEN' })
    actor.send({ type: 'SUBMIT' })
    actor.send(edit('password', 'x'))
    expect(actor.getSnapshot().context.problem).not.toBeNull()
    actor.send(edit('mailbox', 'a'))
    expect(actor.getSnapshot().context.problem).toBeNull()
  })

  it('logs in, tells the session and closes', async () => {
    const fake = pending<LoginResult>()
    const { actor, loggedIn } = start({ login: fake.logic })
    actor.send({ type: 'OPEN', email: 'ann@example.com' })
    actor.send(edit('password', 'secret123'))
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches({ open: { login: 'submitting' } })).toBe(true)
    expect(fake.calls).toEqual([{ mailbox: 'ann@example.com', password: 'secret123' }])
    fake.settle(result)
    await flush()
    expect(loggedIn).toHaveBeenCalledWith(result)
    expect(actor.getSnapshot().value).toBe('closed')
    expect(actor.getSnapshot().context.login.password).toBe('')
  })

  it('shows the server message on a failed login and stays on the form', async () => {
    const { actor, loggedIn, notifyFailure } = start({ login: rejecting('Wrong email or password').logic })
    actor.send({ type: 'OPEN', email: 'ann@example.com' })
    actor.send(edit('password', 'secret123'))
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(actor.getSnapshot().matches({ open: { login: 'editing' } })).toBe(true)
    expect(actor.getSnapshot().context.failure).toBe('Wrong email or password')
    expect(notifyFailure).toHaveBeenCalledWith('Wrong email or password')
    expect(loggedIn).not.toHaveBeenCalled()
  })

  it('validates register in SPEC order and sends nothing when the terms are unchecked', () => {
    const fake = resolving(result)
    const { actor } = start({ register: fake.logic })
    actor.send({ type: 'OPEN', tab: 'register' })
    const expectProblem = (field: string, error: string) => {
      actor.send({ type: 'SUBMIT' })
      expect(actor.getSnapshot().context.problem).toEqual({ field, error })
    }
    expectProblem('mailbox', 'emailRequired')
    actor.send(edit('mailbox', 'ann@example.com'))
    expectProblem('check', 'termsNotAccepted')
    actor.send(edit('check', true))
    expectProblem('password', 'passwordRequired')
    actor.send(edit('password', 'short'))
    expectProblem('password', 'passwordLength')
    actor.send(edit('password', 'x'.repeat(17)))
    expectProblem('password', 'passwordLength')
    actor.send(edit('password', 'secret123'))
    expectProblem('confirmPassword', 'confirmRequired')
    actor.send(edit('confirmPassword', 'secret124'))
    expectProblem('confirmPassword', 'passwordsDiffer')
    actor.send(edit('confirmPassword', 'secret123'))
    expectProblem('yzcode', 'codeRequired')
    actor.send(edit('yzcode', '1234567'))
    expectProblem('yzcode', 'codeTooLong')
    expect(fake.calls).toHaveLength(0)
  })

  it('strips whitespace from the email code', () => {
    const { actor } = start()
    actor.send({ type: 'OPEN', tab: 'register' })
    actor.send(edit('yzcode', ' 12 34 56 '))
    expect(actor.getSnapshot().context.register.yzcode).toBe('123456')
  })

  it('sends the register code to the typed email through the countdown child', async () => {
    vi.useFakeTimers()
    const send = resolving<void, { email: string }>(undefined)
    const { actor } = start({ sendCode: send.logic })
    actor.send({ type: 'OPEN', tab: 'register', email: 'ann@example.com' })
    actor.send({ type: 'SEND_CODE' })
    await vi.advanceTimersByTimeAsync(0)
    expect(send.calls).toEqual([{ email: 'ann@example.com' }])
    const countdown = actor.getSnapshot().children.countdown!
    expect(countdown.getSnapshot().value).toBe('counting')
    await vi.advanceTimersByTimeAsync(1000)
    expect(countdown.getSnapshot().context.remaining).toBe(59)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().children.countdown).toBeUndefined()
  })

  it('registers, logs in and closes', async () => {
    const fake = resolving(result)
    const { actor, loggedIn } = start({ register: fake.logic })
    actor.send({ type: 'OPEN', tab: 'register' })
    fillRegister(actor, goodRegister)
    actor.send({ type: 'SUBMIT' })
    expect(actor.getSnapshot().matches({ open: { register: 'submitting' } })).toBe(true)
    await flush()
    expect(fake.calls).toEqual([goodRegister])
    expect(loggedIn).toHaveBeenCalledWith(result)
    expect(actor.getSnapshot().value).toBe('closed')
  })

  it('keeps the register form after a server failure', async () => {
    const { actor, notifyFailure } = start({ register: rejecting('The email code is wrong').logic })
    actor.send({ type: 'OPEN', tab: 'register' })
    fillRegister(actor, goodRegister)
    actor.send({ type: 'SUBMIT' })
    await flush()
    expect(actor.getSnapshot().matches({ open: { register: 'editing' } })).toBe(true)
    expect(actor.getSnapshot().context.register.mailbox).toBe('ann@example.com')
    expect(notifyFailure).toHaveBeenCalledWith('The email code is wrong')
  })
})

describe('loginDialog model', () => {
  const events = [
    { type: 'OPEN' },
    { type: 'OPEN', tab: 'register' },
    { type: 'SWITCH_TAB', tab: 'login' },
    { type: 'SWITCH_TAB', tab: 'register' },
    { type: 'CLOSE' },
    { type: 'SUBMIT' },
    { type: 'EDIT', field: 'mailbox', value: 'ann@example.com' },
    { type: 'EDIT', field: 'password', value: 'secret123' },
    { type: 'EDIT', field: 'confirmPassword', value: 'secret123' },
    { type: 'EDIT', field: 'yzcode', value: '123456' },
    { type: 'EDIT', field: 'check', value: true },
  ] as LoginDialogEvent[]
  const leafStates = ['closed', 'open.login.editing', 'open.login.submitting', 'open.register.editing', 'open.register.submitting']
  const name = (value: unknown): string =>
    typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${name(v)}`)[0]

  const all = getShortestPaths(loginDialogMachine, {
    events,
    serializeState: (s) => `${name(s.value)} ${JSON.stringify({ ...s.context, problem: null })}`,
  })
  // One path per state: the shortest way into it.
  const paths = [...new Map([...all].sort((a, b) => b.steps.length - a.steps.length).map((p) => [name(p.state.value), p])).values()]

  it('reaches every state of the dialog', () => {
    expect(new Set(paths.map((p) => name(p.state.value)))).toEqual(new Set(leafStates))
  })

  it.each(paths.map((p) => [name(p.state.value), p] as const))('a real actor follows the shortest path to %s', (target, path) => {
    const { actor } = start({ login: pending<LoginResult>().logic, register: pending<LoginResult>().logic })
    for (const step of path.steps) actor.send(step.event)
    expect(name(actor.getSnapshot().value)).toBe(target)
  })
})
