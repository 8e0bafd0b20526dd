import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../contract/api'
import type { Input } from '../../contract/call'
import type { authCalls, userCalls } from '../../contract/schemas/api'
import type { Answer } from './client'
import { type CallOptions, startTestServer, type TestServer } from './harness'
import { registerUser } from './accountsHelpers'

let server: TestServer
let token: string
beforeAll(async () => {
  server = await startTestServer()
  token = (await registerUser(server, 'valid@example.com', 'Secret123')).data.accessToken
})
afterAll(() => server.stop())

const register = { mailbox: 'new@example.com', yzcode: '123456', password: 'Secret123', confirmPassword: 'Secret123', check: true }
const login = { mailbox: 'valid@example.com', password: 'Secret123' }
const change = {
  mailbox: 'valid@example.com',
  oldPassword: 'Secret123',
  password: 'Better456',
  confirmPassword: 'Better456',
  captchaCode: 'ABCD',
  uuid: 'x',
}

/** [what is wrong, the form's fields changed, English message, French message] */
type Case<F> = [string, Partial<F>, string, string]

const registerCases: Case<Input<typeof authCalls.register>>[] = [
  ['no email', { mailbox: '' }, 'Please enter your email', 'Veuillez saisir votre adresse e-mail'],
  ['a malformed email', { mailbox: 'new@example' }, 'The email format is incorrect', 'Adresse e-mail invalide'],
  [
    'terms not accepted',
    { check: false },
    'Please read and accept the terms and conditions',
    'Veuillez lire et accepter les conditions générales',
  ],
  ['no password', { password: '  ' }, 'Please enter your password', 'Veuillez saisir votre mot de passe'],
  [
    'a short password',
    { password: 'Short12', confirmPassword: 'Short12' },
    'Please enter 8 to 16 characters',
    'Veuillez saisir entre 8 et 16 caractères',
  ],
  [
    'a long password',
    { password: 'A'.repeat(17), confirmPassword: 'A'.repeat(17) },
    'Please enter 8 to 16 characters',
    'Veuillez saisir entre 8 et 16 caractères',
  ],
  ['no confirmation', { confirmPassword: '' }, 'Please confirm your password', 'Veuillez confirmer votre mot de passe'],
  ['a different confirmation', { confirmPassword: 'Secret124' }, 'The passwords differ', 'Les mots de passe ne correspondent pas'],
  ['no email code', { yzcode: ' ' }, 'Please enter the email code', 'Veuillez saisir le code reçu par e-mail'],
  ['a too long email code', { yzcode: '1234567' }, 'The email code has 6 digits', 'Le code reçu par e-mail comporte 6 chiffres'],
]

const loginCases: Case<Input<typeof authCalls.login>>[] = [
  ['no email', { mailbox: '' }, 'Please enter your email', 'Veuillez saisir votre adresse e-mail'],
  ['a malformed email', { mailbox: 'valid example.com' }, 'The email format is incorrect', 'Adresse e-mail invalide'],
  ['no password', { password: '' }, 'Please enter your password', 'Veuillez saisir votre mot de passe'],
]

const changeCases: Case<Input<typeof userCalls.changePassword>>[] = [
  ['no email', { mailbox: '' }, 'Please enter your email', 'Veuillez saisir votre adresse e-mail'],
  ['a malformed email', { mailbox: 'x@y' }, 'The email format is incorrect', 'Adresse e-mail invalide'],
  ['no current password', { oldPassword: '' }, 'Please enter your current password', 'Veuillez saisir votre mot de passe actuel'],
  ['a short current password', { oldPassword: 'abc' }, 'Please enter 8 to 16 characters', 'Veuillez saisir entre 8 et 16 caractères'],
  ['no new password', { password: '' }, 'Please enter your password', 'Veuillez saisir votre mot de passe'],
  ['a long new password', { password: 'B'.repeat(17) }, 'Please enter 8 to 16 characters', 'Veuillez saisir entre 8 et 16 caractères'],
  ['no confirmation', { confirmPassword: '' }, 'Please confirm your password', 'Veuillez confirmer votre mot de passe'],
  ['a different confirmation', { confirmPassword: 'Better457' }, 'The passwords differ', 'Les mots de passe ne correspondent pas'],
  ['no captcha', { captchaCode: '' }, 'Please enter the picture code', 'Veuillez saisir le code de sécurité'],
  ['a too long captcha', { captchaCode: 'ABCDE' }, 'The picture code has 4 characters', 'Le code de sécurité comporte 4 caractères'],
]

async function expectRefused(send: (options: CallOptions) => Promise<Answer<unknown>>, en: string, fr: string, withToken = false) {
  for (const [lang, msg] of [
    ['en', en],
    ['fr', fr],
  ]) {
    const res = await send({ lang, token: withToken ? token : undefined })
    expect(res.status).toBe(400)
    expect(res).toMatchObject({ code: 1001, data: null, msg })
  }
}

describe('register form', () => {
  it.each(registerCases)('refuses %s', (_, change, en, fr) =>
    expectRefused((o) => server.api.auth.register({ ...register, ...change }, o), en, fr),
  )
  it('refuses missing fields as JSON too', async () => {
    // Raw: a JSON body on a form call, and without the fields the typed input requires.
    const res = await server.call('POST', paths.register, { json: {} })
    expect(res).toMatchObject({ code: 1001, msg: 'Please enter your email' })
  })
})

describe('login form', () => {
  it.each(loginCases)('refuses %s', (_, change, en, fr) => expectRefused((o) => server.api.auth.login({ ...login, ...change }, o), en, fr))
  it('refuses a body that is not JSON without failing', async () => {
    // Raw: a body no typed input can produce.
    const res = await server.call('POST', paths.login, { body: '{not json', headers: { 'content-type': 'application/json' } })
    expect(res.status).toBe(400)
    expect(res.code).toBe(400)
  })
})

describe('change password form', () => {
  it.each(changeCases)('refuses %s', (_, c, en, fr) =>
    expectRefused((o) => server.api.user.changePassword({ ...change, ...c }, o), en, fr, true),
  )
})

describe('profile form', () => {
  it('saves the fields given and answers the profile', async () => {
    const res = await server.api.user.saveUserInfo(
      { firstName: ' Ada ', lastName: 'Lovelace', phone: '+44 20 1234', city: 'London', sex: 2 },
      { token },
    )
    expect(res.code).toBe(0)
    expect(res.data).toMatchObject({
      email: 'valid@example.com',
      firstName: 'Ada',
      lastName: 'Lovelace',
      phone: '+44 20 1234',
      city: 'London',
      sex: 2,
      address: '',
    })
    // Raw: the same call with a JSON body, which the service reads as the form.
    const again = await server.call('POST', paths.saveUserInfo, { token, json: { phone: '555' } })
    expect(again.data).toMatchObject({ firstName: 'Ada', phone: '555' })
  })

  it.each<[string, Input<typeof userCalls.saveUserInfo>]>([
    ['firstName', { firstName: 'x'.repeat(51) }],
    ['lastName', { lastName: 'x'.repeat(51) }],
    ['phone', { phone: '1'.repeat(31) }],
    ['sex', { sex: 7 }],
  ])('refuses a bad %s, naming it', async (field, form) => {
    const res = await server.api.user.saveUserInfo(form, { token, lang: 'zh' })
    expect(res).toMatchObject({ code: 1001, msg: `${field} 格式不正确` })
    const en = await server.api.user.saveUserInfo(form, { token })
    expect(en.msg).toBe(`${field} is not valid`)
  })

  it('needs a login', async () => {
    expect((await server.api.user.saveUserInfo({ firstName: 'x' })).status).toBe(401)
    expect((await server.api.user.userInfo()).status).toBe(401)
  })
})
