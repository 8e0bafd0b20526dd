import { and, eq, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Input } from '../../contract/call'
import type { userCalls } from '../../contract/schemas/api'
import { inTenant, schema } from '../../server/db/client'
import { createUser } from '../../server/modules/auth/service'
import { startTestServer, type TestServer } from './harness'
import { freshIp, lastCode, lastMail, loginUser, registerUser, solvedCaptcha } from './accountsHelpers'

let server: TestServer
beforeAll(async () => {
  // X-Forwarded-For names the client only behind a trusted proxy.
  server = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' })
})
afterAll(() => server.stop())

async function account(email: string, password = 'Secret123') {
  const res = await registerUser(server, email, password)
  expect(res.code).toBe(0)
  return res.data.accessToken
}

type ChangeForm = Input<typeof userCalls.changePassword>

async function changeForm(email: string, overrides: Partial<ChangeForm> = {}): Promise<ChangeForm> {
  const captcha = await solvedCaptcha(server)
  return {
    mailbox: email,
    oldPassword: 'Secret123',
    password: 'Better456',
    confirmPassword: 'Better456',
    captchaCode: captcha.code,
    uuid: captcha.uuid,
    ...overrides,
  }
}

async function sendResetCode(email: string) {
  const res = await server.api.user.resetCode({ mailbox: email }, { headers: { 'x-forwarded-for': freshIp() } })
  expect(res.code).toBe(0)
  return lastCode(server, email)
}

describe('change password', () => {
  it('changes it and ends every session, the current one too', async () => {
    const token = await account('change@example.com')
    const other = (await loginUser(server, 'change@example.com', 'Secret123')).data.accessToken
    const res = await server.api.user.changePassword(await changeForm('change@example.com'), { token })
    expect(res.code).toBe(0)
    expect((await server.api.user.userInfo({}, { token })).status).toBe(401)
    expect((await server.api.user.userInfo({}, { token: other })).status).toBe(401)
    expect((await loginUser(server, 'change@example.com', 'Secret123')).code).toBe(1005)
    const fresh = await loginUser(server, 'change@example.com', 'Better456')
    expect(fresh.code).toBe(0)
    expect((await server.api.user.userInfo({}, { token: fresh.data.accessToken })).code).toBe(0)
  })

  it('needs a login', async () => {
    const res = await server.api.user.changePassword(await changeForm('nobody@example.com'))
    expect(res.status).toBe(401)
  })

  it('refuses a wrong current password and keeps the session', async () => {
    const token = await account('old@example.com')
    const res = await server.api.user.changePassword(await changeForm('old@example.com', { oldPassword: 'Wrong1234' }), {
      token,
      lang: 'ja',
    })
    expect(res).toMatchObject({ code: 1009, msg: '現在のパスワードが違います' })
    expect((await server.api.user.userInfo({}, { token })).code).toBe(0)
    expect((await loginUser(server, 'old@example.com', 'Secret123')).code).toBe(0)
  })

  it('counts wrong current passwords like wrong logins, and ends the session after 5', async () => {
    const token = await account('guessing@example.com')
    const ip = freshIp()
    const attempt = async () =>
      server.api.user.changePassword(await changeForm('guessing@example.com', { oldPassword: 'Wrong1234' }), {
        token,
        headers: { 'x-forwarded-for': ip },
      })
    for (let i = 0; i < 4; i++) expect((await attempt()).code).toBe(1009)
    const fifth = await attempt()
    expect(fifth).toMatchObject({ status: 401, code: 401, msg: 'Too many wrong passwords. Please log in again.' })
    expect((await server.api.user.userInfo({}, { token })).status).toBe(401)
    expect((await loginUser(server, 'guessing@example.com', 'Secret123', 1, ip)).code).toBe(1006)
    expect((await loginUser(server, 'guessing@example.com', 'Secret123')).code).toBe(0)
  })

  it("refuses another account's email", async () => {
    const token = await account('mine@example.com')
    await account('theirs@example.com')
    const res = await server.api.user.changePassword(await changeForm('theirs@example.com'), { token })
    expect(res).toMatchObject({ code: 1001, msg: 'invalid mailbox' })
  })

  it('refuses a wrong captcha and spends it', async () => {
    const token = await account('captcha@example.com')
    const form = await changeForm('captcha@example.com')
    const wrong = await server.api.user.changePassword({ ...form, captchaCode: form.captchaCode === 'AAAA' ? 'CCCC' : 'AAAA' }, { token })
    expect(wrong).toMatchObject({ code: 1004, msg: 'The picture code is wrong or has expired' })
    const retry = await server.api.user.changePassword(form, { token })
    expect(retry.code).toBe(1004)
  })
})

describe('forgotten password', () => {
  it('resets with the emailed code (dialog) and ends the sessions', async () => {
    const token = await account('forgot@example.com')
    const yzcode = await sendResetCode('forgot@example.com')
    expect((await lastMail(server, 'forgot@example.com')).body).toContain('reset your password')
    const res = await server.api.user.forgetPassword({
      mailbox: 'forgot@example.com',
      yzcode,
      password: 'Better456',
      confirmPassword: 'Better456',
    })
    expect(res.code).toBe(0)
    expect((await server.api.user.userInfo({}, { token })).status).toBe(401)
    expect((await loginUser(server, 'forgot@example.com', 'Better456')).code).toBe(0)
  })

  it('resets with the code and a captcha (page)', async () => {
    await account('page@example.com')
    const yzcode = await sendResetCode('page@example.com')
    const captcha = await solvedCaptcha(server)
    const form: Input<typeof userCalls.resetPassword> = {
      mailbox: 'page@example.com',
      yzcode,
      password: 'Better456',
      confirmPassword: 'Better456',
      captchaCode: captcha.code.toLowerCase(),
      uuid: captcha.uuid,
    }
    expect((await server.api.user.resetPassword(form)).code).toBe(0)
    expect((await loginUser(server, 'page@example.com', 'Better456')).code).toBe(0)
  })

  it('refuses the page reset without the right captcha, and keeps the password', async () => {
    await account('nocaptcha@example.com')
    const yzcode = await sendResetCode('nocaptcha@example.com')
    const captcha = await solvedCaptcha(server)
    const form: Input<typeof userCalls.resetPassword> = {
      mailbox: 'nocaptcha@example.com',
      yzcode,
      password: 'Better456',
      confirmPassword: 'Better456',
      captchaCode: 'XXXX',
      uuid: captcha.uuid,
    }
    if (captcha.code === 'XXXX') form.captchaCode = 'YYYY'
    expect((await server.api.user.resetPassword(form)).code).toBe(1004)
    expect((await loginUser(server, 'nocaptcha@example.com', 'Secret123')).code).toBe(0)
  })

  it('refuses a wrong code', async () => {
    await account('wrongcode@example.com')
    const yzcode = await sendResetCode('wrongcode@example.com')
    const res = await server.api.user.forgetPassword({
      mailbox: 'wrongcode@example.com',
      yzcode: yzcode === '000000' ? '111111' : '000000',
      password: 'Better456',
      confirmPassword: 'Better456',
    })
    expect(res.code).toBe(1003)
  })

  it('a register code does not reset a password', async () => {
    const sent = await server.api.auth.registerCode({ mailbox: 'purpose@example.com' }, { headers: { 'x-forwarded-for': freshIp() } })
    expect(sent.code).toBe(0)
    const registerCode = await lastCode(server, 'purpose@example.com')
    await inTenant(server.db, 1, (tx) => createUser(tx, 1, { email: 'purpose@example.com', password: 'Secret123' }))
    const res = await server.api.user.forgetPassword({
      mailbox: 'purpose@example.com',
      yzcode: registerCode,
      password: 'Better456',
      confirmPassword: 'Better456',
    })
    expect(res.code).toBe(1003)
  })
})

/** Moves the throttle entries of an address back in time, as if that many seconds had passed. */
async function ageThrottle(email: string, seconds: number) {
  const t = schema.authThrottle
  await inTenant(server.db, 1, (tx) =>
    tx
      .update(t)
      .set({ createdAt: sql`${t.createdAt} - make_interval(secs => ${seconds})` })
      .where(and(eq(t.tenantId, 1), like(t.key, `login:%${email}%`))),
  )
}

describe('login throttling', () => {
  it('makes a client wait 30 s after 5 wrong passwords for an address, twice as long after each further one', async () => {
    await account('throttle@example.com')
    const ip = freshIp()
    for (let i = 0; i < 5; i++) expect((await loginUser(server, 'throttle@example.com', 'Wrong1234', 1, ip)).code).toBe(1005)
    const res = await loginUser(server, 'throttle@example.com', 'Secret123', 1, ip)
    expect(res.status).toBe(429)
    expect(res.code).toBe(1006)
    expect(res.msg).toMatch(/^Too many failed attempts\. Please try again in (29|30) s\.$/)
    await ageThrottle('throttle@example.com', 31)
    expect((await loginUser(server, 'throttle@example.com', 'Wrong1234', 1, ip)).code).toBe(1005)
    expect((await loginUser(server, 'throttle@example.com', 'Secret123', 1, ip)).msg).toMatch(/ in (59|60) s\.$/)
  })

  it('lets the owner in from another client after 5 wrong passwords elsewhere', async () => {
    await account('locked@example.com')
    const attacker = freshIp()
    for (let i = 0; i < 5; i++) expect((await loginUser(server, 'locked@example.com', 'Wrong1234', 1, attacker)).code).toBe(1005)
    expect((await loginUser(server, 'locked@example.com', 'Secret123', 1, attacker)).code).toBe(1006)
    expect((await loginUser(server, 'locked@example.com', 'Secret123', 1, freshIp())).code).toBe(0)
  })

  it('refuses an address to new clients after 20 failures from many, but not to a client it logged in from', async () => {
    await account('spread@example.com')
    const usual = freshIp()
    expect((await loginUser(server, 'spread@example.com', 'Secret123', 1, usual)).code).toBe(0)
    for (let i = 0; i < 20; i++) expect((await loginUser(server, 'spread@example.com', 'Wrong1234')).code).toBe(1005)
    expect((await loginUser(server, 'spread@example.com', 'Secret123')).code).toBe(1006)
    expect((await loginUser(server, 'spread@example.com', 'Secret123', 1, usual)).code).toBe(0)
  })

  it('lets exactly 5 of 10 simultaneous wrong passwords from one client through (on PostgreSQL, through two service processes)', async () => {
    await account('race@example.com')
    const ip = freshIp()
    // One process already takes one client's hashes one at a time; a second one shares only the database.
    const other = server.databaseUrl
      ? await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1', DATABASE_URL: server.databaseUrl })
      : server
    try {
      const tries = Array.from({ length: 10 }, (_, i) => loginUser(i % 2 ? other : server, 'race@example.com', 'Wrong1234', 1, ip))
      const codes = (await Promise.all(tries)).map((res) => res.code)
      expect(codes.filter((code) => code === 1005)).toHaveLength(5)
      expect(codes.filter((code) => code === 1006)).toHaveLength(5)
    } finally {
      if (other !== server) await other.stop()
    }
  })

  it('lets exactly 20 of 30 simultaneous wrong passwords from 30 clients through for one address', async () => {
    await account('race-many@example.com')
    const tries = Array.from({ length: 30 }, () => loginUser(server, 'race-many@example.com', 'Wrong1234', 1, freshIp()))
    const codes = (await Promise.all(tries)).map((res) => res.code)
    expect(codes.filter((code) => code === 1005)).toHaveLength(20)
    expect(codes.filter((code) => code === 1006)).toHaveLength(10)
  })

  it('forgets the failures after a success', async () => {
    await account('forget@example.com')
    const ip = freshIp()
    for (let i = 0; i < 4; i++) await loginUser(server, 'forget@example.com', 'Wrong1234', 1, ip)
    expect((await loginUser(server, 'forget@example.com', 'Secret123', 1, ip)).code).toBe(0)
    for (let i = 0; i < 4; i++) expect((await loginUser(server, 'forget@example.com', 'Wrong1234', 1, ip)).code).toBe(1005)
    expect((await loginUser(server, 'forget@example.com', 'Secret123', 1, ip)).code).toBe(0)
  })

  it('lets the client in again once the wait has passed', async () => {
    await account('window@example.com')
    const ip = freshIp()
    for (let i = 0; i < 5; i++) await loginUser(server, 'window@example.com', 'Wrong1234', 1, ip)
    expect((await loginUser(server, 'window@example.com', 'Secret123', 1, ip)).code).toBe(1006)
    const t = schema.authThrottle
    await inTenant(server.db, 1, (tx) =>
      tx
        .update(t)
        .set({ createdAt: new Date(Date.now() - 31_000) })
        .where(eq(t.key, `login:pair:window@example.com|${ip}`)),
    )
    expect((await loginUser(server, 'window@example.com', 'Secret123', 1, ip)).code).toBe(0)
  })

  it('refuses a client address after 20 failures, whatever the email', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) expect((await loginUser(server, `spray${i}@example.com`, 'Wrong1234', 1, ip)).code).toBe(1005)
    await account('victim@example.com')
    expect((await loginUser(server, 'victim@example.com', 'Secret123', 1, ip)).code).toBe(1006)
    expect((await loginUser(server, 'victim@example.com', 'Secret123')).code).toBe(0)
  })
})
