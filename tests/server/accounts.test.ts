import { afterAll, beforeAll, describe, expect, it } from 'vitest'
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
    const info = await server.api.user.userInfo({}, { token: res.data.accessToken })
    expect(info.data).toMatchObject({ email: 'ada@example.com', id: res.data.userId, payPasswordFlag: false, firstName: '' })
  })

  it('says whether an email is free', async () => {
    await registerUser(server, 'taken@example.com', 'Secret123')
    expect((await server.api.auth.checkEmail({ mailbox: 'TAKEN@example.com' })).data).toBe(false)
    expect((await server.api.auth.checkEmail({ mailbox: 'free@example.com' })).data).toBe(true)
  })

  it('refuses a register code and a registration for a taken email', async () => {
    await registerUser(server, 'twice@example.com', 'Secret123')
    const code = await server.api.auth.registerCode({ mailbox: 'twice@example.com' })
    expect(code).toMatchObject({ code: 1002, msg: 'This email is already registered' })
    const again = await server.api.auth.register({
      mailbox: 'twice@example.com',
      yzcode: '123456',
      password: 'Secret123',
      confirmPassword: 'Secret123',
      check: true,
    })
    expect(again.code).toBe(1002)
  })

  it('logs in with the right password, in any case of the email, and logs out', async () => {
    await registerUser(server, 'bob@example.com', 'Secret123')
    const login = await server.api.auth.login({ mailbox: ' BOB@example.com', password: 'Secret123' })
    expect(login.code).toBe(0)
    const token = login.data.accessToken
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect((await server.api.user.userInfo({}, { token })).code).toBe(0)
    expect((await server.api.auth.logout({}, { token })).code).toBe(0)
    const after = await server.api.user.userInfo({}, { token })
    expect(after.status).toBe(401)
    expect(after.code).toBe(401)
  })

  it('gives the same refusal for an unknown email and a wrong password', async () => {
    await registerUser(server, 'carol@example.com', 'Secret123')
    const wrong = await server.api.auth.login({ mailbox: 'carol@example.com', password: 'Wrong1234' })
    const unknown = await server.api.auth.login({ mailbox: 'nobody@example.com', password: 'Wrong1234' })
    expect(wrong).toMatchObject({ code: 1005, msg: 'Wrong email or password' })
    expect(unknown).toMatchObject({ code: 1005, msg: wrong.msg })
  })

  it('gives the register page its facts', async () => {
    const res = await server.api.auth.intoRegister()
    expect(res.data).toMatchObject({ codeResendSeconds: 60 })
  })
})

describe('tenant isolation', () => {
  it('lets the same email register in two tenants, each with its own password', async () => {
    expect((await registerUser(server, 'both@example.com', 'Secret123', 1)).code).toBe(0)
    expect((await server.api.auth.checkEmail({ mailbox: 'both@example.com' }, { tenant: 2 })).data).toBe(true)
    const second = await registerUser(server, 'both@example.com', 'Other4567', 2)
    expect(second.code).toBe(0)
    expect((await loginUser(server, 'both@example.com', 'Secret123', 2)).code).toBe(1005)
    expect((await loginUser(server, 'both@example.com', 'Other4567', 2)).code).toBe(0)
    expect((await loginUser(server, 'both@example.com', 'Secret123', 1)).code).toBe(0)
  })

  it('refuses a token of tenant 1 on tenant 2', async () => {
    const { data } = await registerUser(server, 'home@example.com', 'Secret123', 1)
    expect((await server.api.user.userInfo({}, { token: data.accessToken, tenant: 1 })).code).toBe(0)
    const abroad = await server.api.user.userInfo({}, { token: data.accessToken, tenant: 2 })
    expect(abroad.status).toBe(401)
    expect(abroad.code).toBe(401)
  })

  it('names the tenant in its mails', async () => {
    await server.api.auth.registerCode({ mailbox: 'maison@example.com' }, { tenant: 2, headers: { 'x-forwarded-for': freshIp() } })
    const mail = await lastMail(server, 'maison@example.com', 2)
    expect(mail.body).toContain('Maison')
    expect(await lastMail(server, 'maison@example.com', 1)).toBeUndefined()
  })
})
