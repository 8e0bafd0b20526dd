import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../contract/api'
import { inTenant, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { expireEmailCodes, freshIp, lastCode, lastMail } from './accountsHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const sendRegisterCode = (mailbox: string, ip = freshIp(), lang = 'en') =>
  server.call('GET', paths.registerCode, { query: { mailbox }, headers: { 'x-forwarded-for': ip }, lang })

const registerWith = (mailbox: string, yzcode: string) =>
  server.call('POST', paths.register, {
    headers: { 'x-forwarded-for': freshIp() },
    form: { mailbox, yzcode, password: 'Secret123', confirmPassword: 'Secret123', check: true },
  })

/** Lets the resend pause pass by moving the address's codes back in time. */
async function age(email: string, seconds: number) {
  const c = schema.emailCodes
  await inTenant(server.db, 1, (tx) =>
    tx
      .update(c)
      .set({ createdAt: sql`${c.createdAt} - make_interval(secs => ${seconds})` })
      .where(and(eq(c.tenantId, 1), eq(c.email, email))),
  )
}

describe('email codes', () => {
  it('mails 6 digits, in the request language, naming the marketplace', async () => {
    expect((await sendRegisterCode('mail@example.com', freshIp(), 'fr')).code).toBe(0)
    const mail = await lastMail(server, 'mail@example.com')
    expect(mail.code).toMatch(/^\d{6}$/)
    expect(mail.subject).toBe(`${mail.code} est votre code de vérification Vitrine`)
    expect(mail.body).toContain(mail.code!)
    expect(mail.body).toContain('Bienvenue sur Vitrine')
  })

  it('stores only a hash of the code', async () => {
    await sendRegisterCode('hash@example.com')
    const code = await lastCode(server, 'hash@example.com')
    const c = schema.emailCodes
    const [row] = await inTenant(server.db, 1, (tx) => tx.select().from(c).where(eq(c.email, 'hash@example.com')))
    expect(row.codeHash).not.toContain(code)
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses a bad email', async () => {
    const res = await sendRegisterCode('not-an-email')
    expect(res).toMatchObject({ code: 1001, msg: 'The email format is incorrect' })
  })

  it('is single use', async () => {
    await sendRegisterCode('once@example.com')
    const code = await lastCode(server, 'once@example.com')
    expect((await registerWith('once@example.com', code)).code).toBe(0)
    const c = schema.emailCodes
    const [row] = await inTenant(server.db, 1, (tx) => tx.select().from(c).where(eq(c.email, 'once@example.com')))
    expect(row.usedAt).not.toBeNull()
  })

  it('expires', async () => {
    await sendRegisterCode('late@example.com')
    const code = await lastCode(server, 'late@example.com')
    await expireEmailCodes(server, 'late@example.com')
    expect(await registerWith('late@example.com', code)).toMatchObject({ code: 1003, msg: 'The email code is wrong or has expired' })
  })

  it('dies after 5 wrong tries, even for the right code then', async () => {
    await sendRegisterCode('guess@example.com')
    const code = await lastCode(server, 'guess@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await registerWith('guess@example.com', wrong)).code).toBe(1003)
    expect((await registerWith('guess@example.com', code)).code).toBe(1003)
  })

  it('accepts the right code after fewer than 5 wrong tries', async () => {
    await sendRegisterCode('typo@example.com')
    const code = await lastCode(server, 'typo@example.com')
    const wrong = code === '000000' ? '111111' : '000000'
    for (let i = 0; i < 4; i++) expect((await registerWith('typo@example.com', wrong)).code).toBe(1003)
    expect((await registerWith('typo@example.com', ` ${code.slice(0, 3)} ${code.slice(3)}`)).code).toBe(0)
  })

  it('only the newest code counts', async () => {
    await sendRegisterCode('newest@example.com')
    const first = await lastCode(server, 'newest@example.com')
    await age('newest@example.com', 61)
    await sendRegisterCode('newest@example.com')
    const second = await lastCode(server, 'newest@example.com')
    if (first !== second) expect((await registerWith('newest@example.com', first)).code).toBe(1003)
    expect((await registerWith('newest@example.com', second)).code).toBe(0)
  })

  it('refuses a resend within 60 s, telling the seconds left', async () => {
    await sendRegisterCode('soon@example.com')
    await age('soon@example.com', 15)
    const res = await sendRegisterCode('soon@example.com')
    expect(res.status).toBe(429)
    expect(res.code).toBe(1007)
    expect(res.msg).toBe('A code was just sent. Please wait 45 s before asking again.')
    await age('soon@example.com', 46)
    expect((await sendRegisterCode('soon@example.com')).code).toBe(0)
  })

  it('sends at most 5 codes an hour to one address', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await sendRegisterCode('busy@example.com')).code).toBe(0)
      await age('busy@example.com', 61)
    }
    const res = await sendRegisterCode('busy@example.com', freshIp(), 'zh')
    expect(res.code).toBe(429)
    expect(res.msg).toMatch(/^请求过于频繁，请 \d+ 秒后再试。$/)
  })

  it('sends at most 20 codes an hour from one client address', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) expect((await sendRegisterCode(`crowd${i}@example.com`, ip)).code).toBe(0)
    expect((await sendRegisterCode('crowd20@example.com', ip)).code).toBe(429)
    expect((await sendRegisterCode('crowd20@example.com', freshIp())).code).toBe(0)
  })
})

describe('password reset codes', () => {
  it('answers success for an unknown address but mails nothing', async () => {
    const res = await server.call('POST', paths.resetCode, { form: { mailbox: 'ghost@example.com' }, headers: { 'x-forwarded-for': freshIp() } })
    expect(res.code).toBe(0)
    expect(await lastMail(server, 'ghost@example.com')).toBeUndefined()
  })
})
