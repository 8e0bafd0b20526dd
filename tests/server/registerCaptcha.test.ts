import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTenant, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { freshIp, lastCode, solvedCaptcha } from './accountsHelpers'

/**
 * The register code's mail guarded by the picture code the storefront sends with it
 * (docs/behaviour.md#account); a client written from SPEC.md alone sends none and still registers.
 */
let server: TestServer
beforeAll(async () => {
  // X-Forwarded-For names the client only behind a trusted proxy.
  server = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' })
})
afterAll(() => server.stop())

const askCode = (mailbox: string, captcha: { uuid?: string; captchaCode?: string } = {}) =>
  server.api.auth.registerCode({ mailbox, ...captcha }, { headers: { 'x-forwarded-for': freshIp() } })

const mailsTo = async (email: string) => {
  const m = schema.mailOutbox
  const [row] = await inTenant(server.db, 1, (tx) => tx.select({ n: count() }).from(m).where(eq(m.to, email)))
  return row.n
}

const wrongAnswer = (code: string) => (code === 'AAAA' ? 'CCCC' : 'AAAA')

describe('the register code and its picture code', () => {
  it('mails nothing for a wrong picture code, and answers 1004 with its message', async () => {
    const { uuid, code } = await solvedCaptcha(server)
    const res = await askCode('wrong.picture@example.com', { uuid, captchaCode: wrongAnswer(code) })
    expect(res).toMatchObject({ code: 1004, msg: 'The picture code is wrong or has expired' })
    expect(await mailsTo('wrong.picture@example.com')).toBe(0)
    // The wrong answer spent it: the right one is refused now.
    expect((await askCode('wrong.picture@example.com', { uuid, captchaCode: code })).code).toBe(1004)
    expect(await mailsTo('wrong.picture@example.com')).toBe(0)
  })

  it('mails the code once for the right picture code, which cannot be spent again', async () => {
    const { uuid, code } = await solvedCaptcha(server)
    expect((await askCode('right.picture@example.com', { uuid, captchaCode: code.toLowerCase() })).code).toBe(0)
    expect(await mailsTo('right.picture@example.com')).toBe(1)
    const again = await askCode('other.picture@example.com', { uuid, captchaCode: code })
    expect(again).toMatchObject({ code: 1004, msg: 'The picture code is wrong or has expired' })
    expect(await mailsTo('other.picture@example.com')).toBe(0)
  })

  it('refuses a picture code without its uuid, and a uuid without its code', async () => {
    const { uuid, code } = await solvedCaptcha(server)
    expect((await askCode('half.picture@example.com', { captchaCode: code })).code).toBe(1004)
    expect((await askCode('half.picture@example.com', { uuid })).code).toBe(1004)
    expect(await mailsTo('half.picture@example.com')).toBe(0)
  })

  it('keeps the picture code spent when the ask is refused for another reason', async () => {
    const { uuid, code } = await solvedCaptcha(server)
    await server.api.auth.registerCode({ mailbox: 'taken.picture@example.com' }, { headers: { 'x-forwarded-for': freshIp() } })
    const yzcode = await lastCode(server, 'taken.picture@example.com')
    await server.api.auth.register(
      { mailbox: 'taken.picture@example.com', yzcode, password: 'Secret123', confirmPassword: 'Secret123', check: true },
      { headers: { 'x-forwarded-for': freshIp() } },
    )
    expect((await askCode('taken.picture@example.com', { uuid, captchaCode: code })).code).toBe(1002)
    expect((await askCode('free.picture@example.com', { uuid, captchaCode: code })).code).toBe(1004)
  })

  it('still mails the code to a client that sends no picture code (SPEC.md), who then registers', async () => {
    expect((await askCode('spec.only@example.com')).code).toBe(0)
    expect(await mailsTo('spec.only@example.com')).toBe(1)
    const yzcode = await lastCode(server, 'spec.only@example.com')
    const registered = await server.api.auth.register(
      { mailbox: 'spec.only@example.com', yzcode, password: 'Secret123', confirmPassword: 'Secret123', check: true },
      { headers: { 'x-forwarded-for': freshIp() } },
    )
    expect(registered.code).toBe(0)
    expect(registered.data.email).toBe('spec.only@example.com')
  })
})
