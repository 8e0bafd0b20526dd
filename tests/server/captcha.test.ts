import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { inTenant, schema } from '../../server/db/client'
import { PNG } from 'pngjs'
import { alphabet } from '../../server/modules/captcha/glyphs'
import { captchasPerClientPerMinute } from '../../server/modules/captcha/service'
import { startTestServer, type TestServer } from './harness'
import { freshIp, solvedCaptcha } from './accountsHelpers'

let server: TestServer
beforeAll(async () => {
  // X-Forwarded-For names the client only behind a trusted proxy.
  server = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' })
})
afterAll(() => server.stop())

/**
 * The page reset checks the captcha first, then the email code: with a made-up code, 1003
 * means the captcha passed and 1004 that it did not.
 */
const tryCaptcha = (uuid: string, captchaCode: string, tenant = 1) =>
  server.api.user.resetPassword(
    { mailbox: 'someone@example.com', yzcode: '123456', password: 'Secret123', confirmPassword: 'Secret123', captchaCode, uuid },
    { tenant },
  )

const wrongAnswer = (code: string) => (code === 'AAAA' ? 'CCCC' : 'AAAA')

describe('captcha', () => {
  it('is a PNG picture, with no markup to read the letters from', async () => {
    const res = await server.api.captcha.captcha({}, { headers: { 'x-forwarded-for': freshIp() } })
    expect(res.code).toBe(0)
    expect(res.data.uuid).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.data.img).toMatch(/^data:image\/png;base64,/)
    const bytes = Buffer.from(res.data.img.split(',')[1], 'base64')
    expect(bytes.toString('latin1')).not.toMatch(/<svg|<path/)
    const png = PNG.sync.read(bytes)
    expect([png.width, png.height]).toEqual([240, 80])
    // Ink covers a fair part of the picture (strokes), on light paper.
    let ink = 0
    for (let i = 0; i < png.data.length; i += 4) if (png.data[i] + png.data[i + 1] + png.data[i + 2] < 450) ink++
    expect(ink / (png.width * png.height)).toBeGreaterThan(0.05)
    expect(ink / (png.width * png.height)).toBeLessThan(0.5)
  })

  it('draws a different picture each time, even of one code', async () => {
    const pictures = new Set<string>()
    for (let i = 0; i < 3; i++) {
      pictures.add((await server.api.captcha.captcha({}, { headers: { 'x-forwarded-for': freshIp() } })).data.img)
    }
    expect(pictures.size).toBe(3)
  })

  it('gives one client 20 a minute, then 429 with the wait', async () => {
    const ip = freshIp()
    const ask = () => server.api.captcha.captcha({}, { headers: { 'x-forwarded-for': ip } })
    for (let i = 0; i < captchasPerClientPerMinute; i++) expect((await ask()).code).toBe(0)
    const refused = await ask()
    expect(refused).toMatchObject({ status: 429, code: 429 })
    expect(refused.msg).toMatch(/^Too many requests\. Please wait \d+ s and try again\.$/)
    expect((await server.api.captcha.captcha({}, { headers: { 'x-forwarded-for': freshIp() } })).code).toBe(0)
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
    await inTenant(server.db, 1, (tx) =>
      tx
        .update(c)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(c.uuid, uuid)),
    )
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
