import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Captcha, paths } from '../../contract/api'
import { inTenant, schema } from '../../server/db/client'
import { alphabet } from '../../server/modules/captcha/glyphs'
import { startTestServer, type TestServer } from './harness'
import { solvedCaptcha } from './accountsHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

/**
 * The page reset checks the captcha first, then the email code: with a made-up code, 1003
 * means the captcha passed and 1004 that it did not.
 */
const tryCaptcha = (uuid: string, captchaCode: string, tenant = 1) =>
  server.call('POST', paths.resetPassword, {
    tenant,
    form: { mailbox: 'someone@example.com', yzcode: '123456', password: 'Secret123', confirmPassword: 'Secret123', captchaCode, uuid },
  })

const wrongAnswer = (code: string) => (code === 'AAAA' ? 'CCCC' : 'AAAA')

describe('captcha', () => {
  it('is an SVG picture drawn with strokes, not text', async () => {
    const res = await server.call<Captcha>('GET', paths.captcha)
    expect(res.code).toBe(0)
    expect(res.data.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.data.img).toMatch(/^data:image\/svg\+xml;base64,/)
    const svg = Buffer.from(res.data.img.split(',')[1], 'base64').toString()
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).not.toContain('<text')
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThanOrEqual(8)
  })

  it('keeps a 4-character code from an unambiguous alphabet, and a hash of it', async () => {
    const { uuid, code } = await solvedCaptcha(server)
    expect(code).toMatch(/^.{4}$/)
    for (const ch of code) expect(alphabet).toContain(ch)
    expect(alphabet).not.toMatch(/[0O1I]/)
    const c = schema.captchas
    const [row] = await inTenant(server.db, 1, (tx) => tx.select().from(c).where(eq(c.uuid, uuid)))
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBe(5 * 60_000)
  })

  it('accepts the code in any case, once', async () => {
    const { uuid, code } = await solvedCaptcha(server)
    expect((await tryCaptcha(uuid, code.toLowerCase())).code).toBe(1003)
    expect((await tryCaptcha(uuid, code)).code).toBe(1004)
  })

  it('is spent by a wrong answer', async () => {
    const { uuid, code } = await solvedCaptcha(server)
    const wrong = await tryCaptcha(uuid, wrongAnswer(code))
    expect(wrong).toMatchObject({ code: 1004, msg: 'The picture code is wrong or has expired' })
    expect((await tryCaptcha(uuid, code)).code).toBe(1004)
  })

  it('expires', async () => {
    const { uuid, code } = await solvedCaptcha(server)
    const c = schema.captchas
    await inTenant(server.db, 1, (tx) => tx.update(c).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(c.uuid, uuid)))
    expect((await tryCaptcha(uuid, code)).code).toBe(1004)
  })

  it('belongs to its tenant', async () => {
    const { uuid, code } = await solvedCaptcha(server, 1)
    expect((await tryCaptcha(uuid, code, 2)).code).toBe(1004)
    expect((await tryCaptcha(uuid, code, 1)).code).toBe(1003)
  })

  it('refuses an unknown uuid', async () => {
    expect((await tryCaptcha('no-such-captcha', 'ABCD')).code).toBe(1004)
  })
})
