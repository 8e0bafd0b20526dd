import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../contract/api'
import { inTenant, schema } from '../../server/db/client'
import { createUser } from '../../server/modules/auth/service'
import { startTestServer, type TestServer } from './harness'
import { freshIp, lastCode, lastMail, loginUser, registerUser, solvedCaptcha } from './accountsHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

async function account(email: string, password = 'Secret123') {
  const res = await registerUser(server, email, password)
  expect(res.code).toBe(0)
  return res.data.accessToken
}

async function changeForm(email: string, overrides: Record<string, string> = {}) {
  const captcha = await solvedCaptcha(server)
  return { mailbox: email, oldPassword: 'Secret123', password: 'Better456', confirmPassword: 'Better456', captchaCode: captcha.code, uuid: captcha.uuid, ...overrides }
}

async function sendResetCode(email: string) {
  const res = await server.call('POST', paths.resetCode, { form: { mailbox: email }, headers: { 'x-forwarded-for': freshIp() } })
  expect(res.code).toBe(0)
  return lastCode(server, email)
}

describe('change password', () => {
  it('changes it and ends every session, the current one too', async () => {
    const token = await account('change@example.com')
    const other = (await loginUser(server, 'change@example.com', 'Secret123')).data.accessToken
    const res = await server.call('POST', paths.changePassword, { token, form: await changeForm('change@example.com') })
    expect(res.code).toBe(0)
    expect((await server.call('GET', paths.userInfo, { token })).status).toBe(401)
    expect((await server.call('GET', paths.userInfo, { token: other })).status).toBe(401)
    expect((await loginUser(server, 'change@example.com', 'Secret123')).code).toBe(1005)
    const fresh = await loginUser(server, 'change@example.com', 'Better456')
    expect(fresh.code).toBe(0)
    expect((await server.call('GET', paths.userInfo, { token: fresh.data.accessToken })).code).toBe(0)
  })

  it('needs a login', async () => {
    const res = await server.call('POST', paths.changePassword, { form: await changeForm('nobody@example.com') })
    expect(res.status).toBe(401)
  })

  it('refuses a wrong current password and keeps the session', async () => {
    const token = await account('old@example.com')
    const res = await server.call('POST', paths.changePassword, { token, lang: 'ja', form: await changeForm('old@example.com', { oldPassword: 'Wrong1234' }) })
    expect(res).toMatchObject({ code: 1009, msg: '現在のパスワードが違います' })
    expect((await server.call('GET', paths.userInfo, { token })).code).toBe(0)
    expect((await loginUser(server, 'old@example.com', 'Secret123')).code).toBe(0)
  })

  it('refuses another account\'s email', async () => {
    const token = await account('mine@example.com')
    await account('theirs@example.com')
    const res = await server.call('POST', paths.changePassword, { token, form: await changeForm('theirs@example.com') })
    expect(res).toMatchObject({ code: 1001, msg: 'invalid mailbox' })
  })

  it('refuses a wrong captcha and spends it', async () => {
    const token = await account('captcha@example.com')
    const form = await changeForm('captcha@example.com')
    const wrong = await server.call('POST', paths.changePassword, { token, form: { ...form, captchaCode: form.captchaCode === 'AAAA' ? 'CCCC' : 'AAAA' } })
    expect(wrong).toMatchObject({ code: 1004, msg: 'The picture code is wrong or has expired' })
    const retry = await server.call('POST', paths.changePassword, { token, form })
    expect(retry.code).toBe(1004)
  })
})

describe('forgotten password', () => {
  it('resets with the emailed code (dialog) and ends the sessions', async () => {
    const token = await account('forgot@example.com')
    const yzcode = await sendResetCode('forgot@example.com')
    expect((await lastMail(server, 'forgot@example.com')).body).toContain('reset your password')
    const res = await server.call('POST', paths.forgetPassword, {
      form: { mailbox: 'forgot@example.com', yzcode, password: 'Better456', confirmPassword: 'Better456' },
    })
    expect(res.code).toBe(0)
    expect((await server.call('GET', paths.userInfo, { token })).status).toBe(401)
    expect((await loginUser(server, 'forgot@example.com', 'Better456')).code).toBe(0)
  })

  it('resets with the code and a captcha (page)', async () => {
    await account('page@example.com')
    const yzcode = await sendResetCode('page@example.com')
    const captcha = await solvedCaptcha(server)
    const form = { mailbox: 'page@example.com', yzcode, password: 'Better456', confirmPassword: 'Better456', captchaCode: captcha.code.toLowerCase(), uuid: captcha.uuid }
    expect((await server.call('POST', paths.resetPassword, { form })).code).toBe(0)
    expect((await loginUser(server, 'page@example.com', 'Better456')).code).toBe(0)
  })

  it('refuses the page reset without the right captcha, and keeps the password', async () => {
    await account('nocaptcha@example.com')
    const yzcode = await sendResetCode('nocaptcha@example.com')
    const captcha = await solvedCaptcha(server)
    const form = { mailbox: 'nocaptcha@example.com', yzcode, password: 'Better456', confirmPassword: 'Better456', captchaCode: 'XXXX', uuid: captcha.uuid }
    if (captcha.code === 'XXXX') form.captchaCode = 'YYYY'
    expect((await server.call('POST', paths.resetPassword, { form })).code).toBe(1004)
    expect((await loginUser(server, 'nocaptcha@example.com', 'Secret123')).code).toBe(0)
  })

  it('refuses a wrong code', async () => {
    await account('wrongcode@example.com')
    const yzcode = await sendResetCode('wrongcode@example.com')
    const res = await server.call('POST', paths.forgetPassword, {
      form: { mailbox: 'wrongcode@example.com', yzcode: yzcode === '000000' ? '111111' : '000000', password: 'Better456', confirmPassword: 'Better456' },
    })
    expect(res.code).toBe(1003)
  })

  it('a register code does not reset a password', async () => {
    const sent = await server.call('GET', paths.registerCode, { query: { mailbox: 'purpose@example.com' }, headers: { 'x-forwarded-for': freshIp() } })
    expect(sent.code).toBe(0)
    const registerCode = await lastCode(server, 'purpose@example.com')
    await inTenant(server.db, 1, (tx) => createUser(tx, 1, { email: 'purpose@example.com', password: 'Secret123' }))
    const res = await server.call('POST', paths.forgetPassword, {
      form: { mailbox: 'purpose@example.com', yzcode: registerCode, password: 'Better456', confirmPassword: 'Better456' },
    })
    expect(res.code).toBe(1003)
  })
})

describe('login throttling', () => {
  it('refuses after 5 failures for an email within 15 minutes, with the wait', async () => {
    await account('throttle@example.com')
    for (let i = 0; i < 5; i++) expect((await loginUser(server, 'throttle@example.com', 'Wrong1234')).code).toBe(1005)
    const res = await loginUser(server, 'throttle@example.com', 'Secret123')
    expect(res.status).toBe(429)
    expect(res.code).toBe(1006)
    expect(res.msg).toMatch(/^Too many failed attempts\. Please try again in (8\d\d|900) s\.$/)
  })

  it('forgets the failures after a success', async () => {
    await account('forget@example.com')
    for (let i = 0; i < 4; i++) await loginUser(server, 'forget@example.com', 'Wrong1234')
    expect((await loginUser(server, 'forget@example.com', 'Secret123')).code).toBe(0)
    for (let i = 0; i < 4; i++) expect((await loginUser(server, 'forget@example.com', 'Wrong1234')).code).toBe(1005)
    expect((await loginUser(server, 'forget@example.com', 'Secret123')).code).toBe(0)
  })

  it('lets the email in again once the window has passed', async () => {
    await account('window@example.com')
    for (let i = 0; i < 5; i++) await loginUser(server, 'window@example.com', 'Wrong1234')
    expect((await loginUser(server, 'window@example.com', 'Secret123')).code).toBe(1006)
    const t = schema.authThrottle
    await inTenant(server.db, 1, (tx) => tx.update(t).set({ createdAt: new Date(Date.now() - 16 * 60_000) }).where(eq(t.key, 'login:email:window@example.com')))
    expect((await loginUser(server, 'window@example.com', 'Secret123')).code).toBe(0)
  })

  it('refuses a client address after 20 failures, whatever the email', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) expect((await loginUser(server, `spray${i}@example.com`, 'Wrong1234', 1, ip)).code).toBe(1005)
    await account('victim@example.com')
    expect((await loginUser(server, 'victim@example.com', 'Secret123', 1, ip)).code).toBe(1006)
    expect((await loginUser(server, 'victim@example.com', 'Secret123')).code).toBe(0)
  })
})
