import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { LoginResult, UserInfo } from '../../contract/api'
import { paths } from '../../contract/api'
import { startTestServer, type TestServer } from './harness'
import { freshIp, lastMail, loginUser, registerUser } from './accountsHelpers'

let server: TestServer
beforeAll(async () => {
  // X-Forwarded-For names the client only behind a trusted proxy.
  server = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' })
})
afterAll(() => server.stop())

describe('register, login, logout', () => {
  it('registers with an emailed code and is logged in at once', async () => {
    const res = await registerUser(server, 'Ada@Example.com ', 'Secret123')
    expect(res.code).toBe(0)
    expect(res.data.email).toBe('ada@example.com')
    const info = await server.call<UserInfo>('GET', paths.userInfo, { token: res.data.accessToken })
    expect(info.data).toMatchObject({ email: 'ada@example.com', id: res.data.userId, payPasswordFlag: false, firstName: '' })
  })

  it('says whether an email is free', async () => {
    await registerUser(server, 'taken@example.com', 'Secret123')
    expect((await server.call('GET', paths.checkEmail, { query: { mailbox: 'TAKEN@example.com' } })).data).toBe(false)
    expect((await server.call('GET', paths.checkEmail, { query: { mailbox: 'free@example.com' } })).data).toBe(true)
  })

  it('refuses a register code and a registration for a taken email', async () => {
    await registerUser(server, 'twice@example.com', 'Secret123')
    const code = await server.call('GET', paths.registerCode, { query: { mailbox: 'twice@example.com' } })
    expect(code).toMatchObject({ code: 1002, msg: 'This email is already registered' })
    const again = await server.call('POST', paths.register, {
      form: { mailbox: 'twice@example.com', yzcode: '123456', password: 'Secret123', confirmPassword: 'Secret123', check: true },
    })
    expect(again.code).toBe(1002)
  })

  it('logs in with the right password, in any case of the email, and logs out', async () => {
    await registerUser(server, 'bob@example.com', 'Secret123')
    const login = await server.call<LoginResult>('POST', paths.login, { form: { mailbox: ' BOB@example.com', password: 'Secret123' } })
    expect(login.code).toBe(0)
    const token = login.data.accessToken
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await server.call('GET', paths.userInfo, { token })).code).toBe(0)
    expect((await server.call('POST', paths.logout, { token })).code).toBe(0)
    const after = await server.call('GET', paths.userInfo, { token })
    expect(after.status).toBe(401)
    expect(after.code).toBe(401)
  })

  it('gives the same refusal for an unknown email and a wrong password', async () => {
    await registerUser(server, 'carol@example.com', 'Secret123')
    const wrong = await server.call('POST', paths.login, { form: { mailbox: 'carol@example.com', password: 'Wrong1234' } })
    const unknown = await server.call('POST', paths.login, { form: { mailbox: 'nobody@example.com', password: 'Wrong1234' } })
    expect(wrong).toMatchObject({ code: 1005, msg: 'Wrong email or password' })
    expect(unknown).toMatchObject({ code: 1005, msg: wrong.msg })
  })

  it('gives the register page its facts', async () => {
    const res = await server.call('GET', paths.intoRegister)
    expect(res.data).toMatchObject({ codeResendSeconds: 60 })
  })
})

describe('tenant isolation', () => {
  it('lets the same email register in two tenants, each with its own password', async () => {
    expect((await registerUser(server, 'both@example.com', 'Secret123', 1)).code).toBe(0)
    expect((await server.call('GET', paths.checkEmail, { tenant: 2, query: { mailbox: 'both@example.com' } })).data).toBe(true)
    const second = await registerUser(server, 'both@example.com', 'Other4567', 2)
    expect(second.code).toBe(0)
    expect((await loginUser(server, 'both@example.com', 'Secret123', 2)).code).toBe(1005)
    expect((await loginUser(server, 'both@example.com', 'Other4567', 2)).code).toBe(0)
    expect((await loginUser(server, 'both@example.com', 'Secret123', 1)).code).toBe(0)
  })

  it('refuses a token of tenant 1 on tenant 2', async () => {
    const { data } = await registerUser(server, 'home@example.com', 'Secret123', 1)
    expect((await server.call('GET', paths.userInfo, { token: data.accessToken, tenant: 1 })).code).toBe(0)
    const abroad = await server.call('GET', paths.userInfo, { token: data.accessToken, tenant: 2 })
    expect(abroad.status).toBe(401)
    expect(abroad.code).toBe(401)
  })

  it('names the tenant in its mails', async () => {
    await server.call('GET', paths.registerCode, {
      tenant: 2,
      query: { mailbox: 'maison@example.com' },
      headers: { 'x-forwarded-for': freshIp() },
    })
    const mail = await lastMail(server, 'maison@example.com', 2)
    expect(mail.body).toContain('Maison')
    expect(await lastMail(server, 'maison@example.com', 1)).toBeUndefined()
  })
})
