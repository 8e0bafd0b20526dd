import { afterEach, describe, expect, it, vi } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import type { Captcha, LoginResult } from '../../../contract/api'
import { codeCountdownMachine } from '../../../machines/lib/codeCountdown'
import { loginDialogMachine, loginFormMachine, registerFormMachine, type LoginDialogEvent } from '../../../machines/account/loginDialog'
import { type ActorsOf, fakesOf, flush } from '../fakes'

const result: LoginResult = { accessToken: 'tok', email: 'ann@example.com', userId: 7 }

const loginFake = fakesOf(loginFormMachine)
const registerFake = fakesOf(registerFormMachine)
const countdownFake = fakesOf(codeCountdownMachine)

interface Fakes {
  login?: ActorsOf<typeof loginFormMachine>['submit']
  register?: ActorsOf<typeof registerFormMachine>['submit']
  check?: ActorsOf<typeof registerFormMachine>['check']
  sendCode?: ActorsOf<typeof codeCountdownMachine>['sendCode']
}

function start(overrides: Fakes = {}) {
  // Each picture drawn has the next uuid: u1, u2, ...
  let drawn = 0
  const loadCaptcha = fromPromise<Captcha>(async () => ({ img: 'data:', uuid: `u${++drawn}` }))
  const loggedIn = vi.fn()
  const notifyFailure = vi.fn()
  const actions = {
    submitted: (_: unknown, done: { result: LoginResult }) => loggedIn(done.result),
    notifyFailure: (_: unknown, m: string | null) => notifyFailure(m),
  }
  const machine = loginDialogMachine.provide({
    actors: {
      login: loginFormMachine.provide({ actors: { submit: overrides.login ?? loginFake.resolving('submit', result).logic }, actions }),
      register: registerFormMachine.provide({
        actors: {
          submit: overrides.register ?? registerFake.resolving('submit', result).logic,
          check: overrides.check ?? registerFake.resolving('check', undefined).logic,
          loadCaptcha,
          codeCountdown: codeCountdownMachine.provide({
            actors: { sendCode: overrides.sendCode ?? countdownFake.resolving('sendCode', true).logic },
          }),
        },
        actions,
      }),
    },
  })
  const actor = createActor(machine).start()
  return { actor, loggedIn, notifyFailure }
}

type Actor = ReturnType<typeof start>['actor']
/** The form of a tab, while the dialog is open. */
const loginForm = (actor: Actor) => actor.getSnapshot().children.login!
const registerForm = (actor: Actor) => actor.getSnapshot().children.register!
const tab = (actor: Actor) => (['login', 'register'] as const).find((t) => actor.getSnapshot().hasTag(t))
const edit = (form: { send: (e: never) => void }, field: string, value: string | boolean) =>
  form.send({ type: 'EDIT', field, value } as never)
const fillRegister = (actor: Actor, values: Record<string, string | boolean>) => {
  for (const [field, value] of Object.entries(values)) edit(registerForm(actor), field, value)
}
const goodRegister = { mailbox: 'ann@example.com', check: true, password: 'secret123', confirmPassword: 'secret123', yzcode: '123456' }

afterEach(() => {
  vi.useRealTimers()
})

describe('loginDialog', () => {
  it('opens on the asked tab with the email prefilled, and closing resets to login', () => {
    const { actor } = start()
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    actor.send({ type: 'OPEN', tab: 'register', email: ' ann@example.com ' })
    expect(tab(actor)).toBe('register')
    expect(registerForm(actor).getSnapshot().context.form.mailbox).toBe('ann@example.com')
    expect(loginForm(actor).getSnapshot().context.form.mailbox).toBe('ann@example.com')
    edit(registerForm(actor), 'password', 'abc')
    registerForm(actor).send({ type: 'SUBMIT' })
    expect(registerForm(actor).getSnapshot().context.problem).not.toBeNull()
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().children.register).toBeUndefined()
    actor.send({ type: 'OPEN' })
    expect(tab(actor)).toBe('login')
    const register = registerForm(actor).getSnapshot()
    expect(register.context.form).toEqual({
      mailbox: '',
      yzcode: '',
      password: '',
      confirmPassword: '',
      check: false,
      captchaCode: '',
      uuid: '',
    })
    expect(register.context.problem).toBeNull()
    expect(register.hasTag('invalid')).toBe(false)
  })

  it('switches tabs and clears the highlighted error', () => {
    const { actor } = start()
    actor.send({ type: 'OPEN' })
    loginForm(actor).send({ type: 'SUBMIT' })
    expect(loginForm(actor).getSnapshot().context.problem).toEqual({ field: 'mailbox', error: 'emailRequired' })
    actor.send({ type: 'SWITCH_TAB', tab: 'register' })
    expect(tab(actor)).toBe('register')
    expect(loginForm(actor).getSnapshot().context.problem).toBeNull()
    expect(loginForm(actor).getSnapshot().hasTag('invalid')).toBe(false)
    expect(registerForm(actor).getSnapshot().context.problem).toBeNull()
    actor.send({ type: 'SWITCH_TAB', tab: 'login' })
    expect(tab(actor)).toBe('login')
  })

  it('validates login in order: email required, email format, password required', () => {
    const fake = loginFake.resolving('submit', result)
    const { actor } = start({ login: fake.logic })
    actor.send({ type: 'OPEN' })
    const form = loginForm(actor)
    form.send({ type: 'SUBMIT' })
    expect(form.getSnapshot().context.problem).toEqual({ field: 'mailbox', error: 'emailRequired' })
    expect(form.getSnapshot().hasTag('invalid')).toBe(true)
    edit(form, 'mailbox', 'ann@')
    form.send({ type: 'SUBMIT' })
    expect(form.getSnapshot().context.problem).toEqual({ field: 'mailbox', error: 'emailInvalid' })
    edit(form, 'mailbox', 'ann@example.com')
    form.send({ type: 'SUBMIT' })
    expect(form.getSnapshot().context.problem).toEqual({ field: 'password', error: 'passwordRequired' })
    expect(fake.calls).toHaveLength(0)
  })

  it('clears the highlight when the offending field is edited', () => {
    const { actor } = start()
    actor.send({ type: 'OPEN' })
    const form = loginForm(actor)
    form.send({ type: 'SUBMIT' })
    edit(form, 'password', 'x')
    expect(form.getSnapshot().context.problem).not.toBeNull()
    edit(form, 'mailbox', 'a')
    expect(form.getSnapshot().context.problem).toBeNull()
  })

  it('logs in, tells the session and closes', async () => {
    const fake = loginFake.pending('submit')
    const { actor, loggedIn } = start({ login: fake.logic })
    actor.send({ type: 'OPEN', email: 'ann@example.com' })
    edit(loginForm(actor), 'password', 'secret123')
    loginForm(actor).send({ type: 'SUBMIT' })
    expect(loginForm(actor).getSnapshot().hasTag('busy')).toBe(true)
    expect(loginForm(actor).getSnapshot().can({ type: 'SUBMIT' })).toBe(false)
    expect(fake.calls).toEqual([{ form: { mailbox: 'ann@example.com', password: 'secret123' } }])
    fake.settle(result)
    await flush()
    expect(loggedIn).toHaveBeenCalledWith(result)
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
    actor.send({ type: 'OPEN' })
    expect(loginForm(actor).getSnapshot().context.form.password).toBe('')
  })

  it('shows the server message on a failed login and stays on the form', async () => {
    const { actor, loggedIn, notifyFailure } = start({ login: loginFake.rejecting('submit', 'Wrong email or password').logic })
    actor.send({ type: 'OPEN', email: 'ann@example.com' })
    edit(loginForm(actor), 'password', 'secret123')
    loginForm(actor).send({ type: 'SUBMIT' })
    await flush()
    expect(tab(actor)).toBe('login')
    expect(loginForm(actor).getSnapshot().hasTag('failed')).toBe(true)
    expect(loginForm(actor).getSnapshot().can({ type: 'SUBMIT' })).toBe(true)
    expect(loginForm(actor).getSnapshot().context.failure).toBe('Wrong email or password')
    expect(notifyFailure).toHaveBeenCalledWith('Wrong email or password')
    expect(loggedIn).not.toHaveBeenCalled()
  })

  it('validates register in the order docs/behaviour.md#account gives and sends nothing when the terms are unchecked', () => {
    const fake = registerFake.resolving('submit', result)
    const check = registerFake.resolving('check', undefined)
    const { actor } = start({ register: fake.logic, check: check.logic })
    actor.send({ type: 'OPEN', tab: 'register' })
    const form = registerForm(actor)
    const expectProblem = (field: string, error: string) => {
      form.send({ type: 'SUBMIT' })
      expect(form.getSnapshot().context.problem).toEqual({ field, error })
    }
    expectProblem('mailbox', 'emailRequired')
    edit(form, 'mailbox', 'ann@example.com')
    expectProblem('check', 'termsNotAccepted')
    edit(form, 'check', true)
    expectProblem('password', 'passwordRequired')
    edit(form, 'password', 'short')
    expectProblem('password', 'passwordLength')
    edit(form, 'password', 'x'.repeat(17))
    expectProblem('password', 'passwordLength')
    edit(form, 'password', 'secret123')
    expectProblem('confirmPassword', 'confirmRequired')
    edit(form, 'confirmPassword', 'secret124')
    expectProblem('confirmPassword', 'passwordsDiffer')
    edit(form, 'confirmPassword', 'secret123')
    expectProblem('yzcode', 'codeRequired')
    edit(form, 'yzcode', '1234567')
    expectProblem('yzcode', 'codeTooLong')
    expect(fake.calls).toHaveLength(0)
    expect(check.calls).toHaveLength(0)
  })

  it('strips whitespace from the email code', () => {
    const { actor } = start()
    actor.send({ type: 'OPEN', tab: 'register' })
    edit(registerForm(actor), 'yzcode', ' 12 34 56 ')
    expect(registerForm(actor).getSnapshot().context.form.yzcode).toBe('123456')
  })

  it('sends the register code to the typed email with the picture code, which it spends: a new picture is drawn', async () => {
    vi.useFakeTimers()
    const send = countdownFake.resolving('sendCode', true)
    const { actor } = start({ sendCode: send.logic })
    actor.send({ type: 'OPEN', tab: 'register', email: 'ann@example.com' })
    await vi.advanceTimersByTimeAsync(0)
    edit(registerForm(actor), 'captchaCode', 'K7P2')
    registerForm(actor).send({ type: 'SEND_CODE' })
    await vi.advanceTimersByTimeAsync(0)
    expect(send.calls).toEqual([{ email: 'ann@example.com', captcha: { uuid: 'u1', captchaCode: 'K7P2' } }])
    const countdown = registerForm(actor).getSnapshot().children.countdown!
    expect(countdown.getSnapshot().value).toBe('counting')
    expect(registerForm(actor).getSnapshot().context.captcha?.uuid).toBe('u2')
    expect(registerForm(actor).getSnapshot().context.form).toMatchObject({ captchaCode: '', uuid: 'u2' })
    // While counting, the button takes no ask: a code typed meanwhile is kept for the next one.
    edit(registerForm(actor), 'captchaCode', 'M3Q8')
    registerForm(actor).send({ type: 'SEND_CODE' })
    await vi.advanceTimersByTimeAsync(1000)
    expect(send.calls).toHaveLength(1)
    expect(registerForm(actor).getSnapshot().context.form.captchaCode).toBe('M3Q8')
    expect(countdown.getSnapshot().context.remaining).toBe(59)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().children.register).toBeUndefined()
    expect(countdown.getSnapshot().status).toBe('stopped')
  })

  it('draws the register picture once its tab is first shown, not for a shopper who only logs in', async () => {
    const { actor } = start()
    actor.send({ type: 'OPEN' })
    await flush()
    expect(registerForm(actor).getSnapshot().context.captcha).toBeNull()
    expect(registerForm(actor).getSnapshot().hasTag('loadingCaptcha')).toBe(false)
    actor.send({ type: 'SWITCH_TAB', tab: 'register' })
    expect(registerForm(actor).getSnapshot().hasTag('loadingCaptcha')).toBe(true)
    await flush()
    expect(registerForm(actor).getSnapshot().context.captcha?.uuid).toBe('u1')
    actor.send({ type: 'SWITCH_TAB', tab: 'login' })
    actor.send({ type: 'SWITCH_TAB', tab: 'register' })
    await flush()
    expect(registerForm(actor).getSnapshot().context.captcha?.uuid).toBe('u1')
  })

  it('asks for the register code only with a valid email and a picture code: required, at most 4 characters', async () => {
    const send = countdownFake.resolving('sendCode', true)
    const { actor } = start({ sendCode: send.logic })
    actor.send({ type: 'OPEN', tab: 'register' })
    await flush()
    const form = registerForm(actor)
    const expectAskProblem = (field: string, error: string) => {
      form.send({ type: 'SEND_CODE' })
      expect(form.getSnapshot().context.problem).toEqual({ field, error })
    }
    expectAskProblem('mailbox', 'emailRequired')
    edit(form, 'mailbox', 'ann@example.com')
    expectAskProblem('captchaCode', 'captchaRequired')
    // Editing the field the problem is about clears it.
    edit(form, 'captchaCode', 'K7P2X')
    expect(form.getSnapshot().context.problem).toBeNull()
    expectAskProblem('captchaCode', 'captchaTooLong')
    await flush()
    expect(send.calls).toHaveLength(0)
    expect(form.getSnapshot().children.countdown!.getSnapshot().value).toBe('idle')
    expect(form.getSnapshot().context.form.captchaCode).toBe('K7P2X')
    expect(form.getSnapshot().context.captcha?.uuid).toBe('u1')
  })

  it('draws a new picture after a refused send, the typed code spent and the button free again', async () => {
    const send = countdownFake.rejecting('sendCode', 'The picture code is wrong or has expired', 1004)
    const { actor } = start({ sendCode: send.logic })
    actor.send({ type: 'OPEN', tab: 'register', email: 'ann@example.com' })
    await flush()
    const form = registerForm(actor)
    edit(form, 'captchaCode', 'AAAA')
    form.send({ type: 'SEND_CODE' })
    await flush()
    expect(send.calls).toEqual([{ email: 'ann@example.com', captcha: { uuid: 'u1', captchaCode: 'AAAA' } }])
    const countdown = form.getSnapshot().children.countdown!.getSnapshot()
    expect(countdown.value).toBe('idle')
    expect(countdown.context.failure).toBe('The picture code is wrong or has expired')
    expect(form.getSnapshot().context.captcha?.uuid).toBe('u2')
    expect(form.getSnapshot().context.form).toMatchObject({ captchaCode: '', uuid: 'u2' })
    edit(form, 'captchaCode', 'K7P2')
    form.send({ type: 'SEND_CODE' })
    await flush()
    expect(send.calls[1]).toEqual({ email: 'ann@example.com', captcha: { uuid: 'u2', captchaCode: 'K7P2' } })
  })

  it('checks the email with the server, registers, logs in and closes', async () => {
    const fake = registerFake.resolving('submit', result)
    const check = registerFake.resolving('check', undefined)
    const { actor, loggedIn } = start({ register: fake.logic, check: check.logic })
    actor.send({ type: 'OPEN', tab: 'register' })
    await flush()
    fillRegister(actor, goodRegister)
    registerForm(actor).send({ type: 'SUBMIT' })
    expect(registerForm(actor).getSnapshot().hasTag('busy')).toBe(true)
    await flush()
    // The picture code went with the code's ask: the register call is not held back by an empty one.
    const sent = { ...goodRegister, captchaCode: '', uuid: 'u1' }
    expect(check.calls).toEqual([{ form: sent }])
    expect(fake.calls).toEqual([{ form: sent }])
    expect(loggedIn).toHaveBeenCalledWith(result)
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })

  it('sends no registration for an email the server says is taken', async () => {
    const fake = registerFake.resolving('submit', result)
    const { actor, notifyFailure, loggedIn } = start({
      register: fake.logic,
      check: registerFake.rejecting('check', 'This email is already registered').logic,
    })
    actor.send({ type: 'OPEN', tab: 'register' })
    fillRegister(actor, goodRegister)
    registerForm(actor).send({ type: 'SUBMIT' })
    await flush()
    expect(registerForm(actor).getSnapshot().hasTag('failed')).toBe(true)
    expect(notifyFailure).toHaveBeenCalledWith('This email is already registered')
    expect(fake.calls).toHaveLength(0)
    expect(loggedIn).not.toHaveBeenCalled()
  })

  it('keeps the register form after a server failure', async () => {
    const { actor, notifyFailure } = start({ register: registerFake.rejecting('submit', 'The email code is wrong').logic })
    actor.send({ type: 'OPEN', tab: 'register' })
    fillRegister(actor, goodRegister)
    registerForm(actor).send({ type: 'SUBMIT' })
    await flush()
    expect(tab(actor)).toBe('register')
    expect(registerForm(actor).getSnapshot().hasTag('failed')).toBe(true)
    expect(registerForm(actor).getSnapshot().context.form.mailbox).toBe('ann@example.com')
    expect(notifyFailure).toHaveBeenCalledWith('The email code is wrong')
  })
})

describe('the apply flag (docs/behaviour.md#shop-application: /login?apply=true, register?a={email}&apply={flag})', () => {
  const signedInEvents = (actor: Actor) => {
    const seen: { apply: boolean }[] = []
    actor.on('signedIn', ({ apply }) => seen.push({ apply }))
    return seen
  }

  it('is kept through the register tab and reported once the registration succeeds', async () => {
    const { actor } = start()
    const seen = signedInEvents(actor)
    actor.send({ type: 'OPEN', tab: 'register', email: 'ann@example.com', apply: true })
    actor.send({ type: 'SWITCH_TAB', tab: 'login' })
    actor.send({ type: 'SWITCH_TAB', tab: 'register' })
    fillRegister(actor, goodRegister)
    registerForm(actor).send({ type: 'SUBMIT' })
    expect(seen).toEqual([])
    await flush()
    expect(seen).toEqual([{ apply: true }])
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })

  it('is reported after logging in on the login tab instead', async () => {
    const { actor } = start()
    const seen = signedInEvents(actor)
    actor.send({ type: 'OPEN', tab: 'register', apply: true })
    actor.send({ type: 'SWITCH_TAB', tab: 'login' })
    edit(loginForm(actor), 'mailbox', 'ann@example.com')
    edit(loginForm(actor), 'password', 'secret123')
    loginForm(actor).send({ type: 'SUBMIT' })
    await flush()
    expect(seen).toEqual([{ apply: true }])
  })

  it('is not reported when a registration fails, and is forgotten by the next plain opening', async () => {
    const { actor } = start({ register: registerFake.rejecting('submit', 'The email code is wrong').logic })
    const seen = signedInEvents(actor)
    actor.send({ type: 'OPEN', tab: 'register', apply: true })
    fillRegister(actor, goodRegister)
    registerForm(actor).send({ type: 'SUBMIT' })
    await flush()
    expect(seen).toEqual([])
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'OPEN' })
    edit(loginForm(actor), 'mailbox', 'ann@example.com')
    edit(loginForm(actor), 'password', 'secret123')
    loginForm(actor).send({ type: 'SUBMIT' })
    await flush()
    expect(seen).toEqual([{ apply: false }])
  })
})

describe("the guest's intent (issue 31, bug 19: finish what the guest was doing once signed in)", () => {
  const logIn = async (actor: Actor) => {
    edit(loginForm(actor), 'mailbox', 'ann@example.com')
    edit(loginForm(actor), 'password', 'secret123')
    loginForm(actor).send({ type: 'SUBMIT' })
    await flush()
  }

  it('keeps the reason while open and carries the action out once, after the login succeeded', async () => {
    const fake = loginFake.pending('submit')
    const { actor, loggedIn } = start({ login: fake.logic })
    const finish = vi.fn(() => expect(loggedIn).toHaveBeenCalled())
    actor.send({ type: 'OPEN', intent: { reason: 'addToBag', finish } })
    expect(actor.getSnapshot().context.intent?.reason).toBe('addToBag')
    actor.send({ type: 'SWITCH_TAB', tab: 'register' })
    actor.send({ type: 'SWITCH_TAB', tab: 'login' })
    await logIn(actor)
    expect(finish).not.toHaveBeenCalled()
    fake.settle(result)
    await flush()
    expect(finish).toHaveBeenCalledTimes(1)
    expect(actor.getSnapshot().context.intent).toBeNull()
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })

  it('carries the action out after a registration too', async () => {
    const { actor } = start()
    const finish = vi.fn()
    actor.send({ type: 'OPEN', tab: 'register', intent: { reason: 'wishlist', finish } })
    fillRegister(actor, goodRegister)
    registerForm(actor).send({ type: 'SUBMIT' })
    await flush()
    expect(finish).toHaveBeenCalledTimes(1)
  })

  it('is dropped when the guest closes the dialog or the login fails, and a plain opening has none', async () => {
    const { actor } = start({ login: loginFake.rejecting('submit', 'Wrong email or password').logic })
    const finish = vi.fn()
    actor.send({ type: 'OPEN', intent: { reason: 'followShop', finish } })
    await logIn(actor)
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    actor.send({ type: 'CLOSE' })
    expect(actor.getSnapshot().context.intent).toBeNull()
    actor.send({ type: 'OPEN' })
    expect(actor.getSnapshot().context.intent).toBeNull()
    expect(finish).not.toHaveBeenCalled()
  })

  it('a later plain opening that signs in does not finish the dropped action', async () => {
    const { actor } = start()
    const finish = vi.fn()
    actor.send({ type: 'OPEN', intent: { reason: 'contactShop', finish } })
    actor.send({ type: 'CLOSE' })
    actor.send({ type: 'OPEN' })
    await logIn(actor)
    expect(finish).not.toHaveBeenCalled()
    expect(actor.getSnapshot().hasTag('open')).toBe(false)
  })
})

describe('loginDialog model', () => {
  const events = [
    { type: 'OPEN' },
    { type: 'OPEN', tab: 'register' },
    { type: 'SWITCH_TAB', tab: 'login' },
    { type: 'SWITCH_TAB', tab: 'register' },
    { type: 'CLOSE' },
  ] as LoginDialogEvent[]
  // The forms' own states (invalid, busy, failed, done) are walked in form.test.ts.
  const leafStates = ['closed', 'open.login', 'open.register']
  const name = (value: unknown): string =>
    typeof value === 'string' ? value : Object.entries(value as object).map(([k, v]) => `${k}.${name(v)}`)[0]

  const paths = getShortestPaths(loginDialogMachine, { events })

  it('reaches every state of the dialog', () => {
    expect(new Set(paths.map((p) => name(p.state.value)))).toEqual(new Set(leafStates))
  })

  it.each(paths.map((p) => [name(p.state.value), p] as const))('a real actor follows the shortest path to %s', (target, path) => {
    const { actor } = start({ login: loginFake.pending('submit').logic, register: registerFake.pending('submit').logic })
    for (const step of path.steps) actor.send(step.event)
    expect(name(actor.getSnapshot().value)).toBe(target)
    expect(Boolean(actor.getSnapshot().children.login)).toBe(target !== 'closed')
  })
})
