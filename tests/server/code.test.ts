import { createHash, createHmac } from 'node:crypto'
import { readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EmailCodeStatus } from '../../contract/lifecycles'
import { inTenant, schema } from '../../server/db/client'
import { createUser } from '../../server/modules/auth/service'
import { startTestServer, type TestServer } from './harness'
import { ageEmailCodes, expireEmailCodes, freshIp, lastCode, lastMail } from './accountsHelpers'

let server: TestServer
beforeAll(async () => {
  // X-Forwarded-For names the client only behind a trusted proxy.
  server = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' })
})
afterAll(() => server.stop())

const sendRegisterCode = (mailbox: string, ip = freshIp(), lang = 'en') =>
  server.api.auth.registerCode({ mailbox }, { headers: { 'x-forwarded-for': ip }, lang })

const registerWith = (mailbox: string, yzcode: string) =>
  server.api.auth.register(
    { mailbox, yzcode, password: 'Secret123', confirmPassword: 'Secret123', check: true },
    { headers: { 'x-forwarded-for': freshIp() } },
  )

/** Lets pauses pass by moving the address's codes and asks back in time. */
const age = (email: string, seconds: number) => ageEmailCodes(server, email, seconds)

const mailsTo = async (email: string) => {
  const m = schema.mailOutbox
  const [row] = await inTenant(server.db, 1, (tx) => tx.select({ n: count() }).from(m).where(eq(m.to, email)))
  return row.n
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

  // Starts a second server, which takes long on a busy machine.
  it('keys the hash with the server secret: the data folder’s, or CODE_SECRET', { timeout: 120_000 }, async () => {
    const hmac = (secret: string, email: string, code: string) =>
      createHmac('sha256', secret).update(`register:${email}:${code}`).digest('hex')
    const stored = async (on: TestServer, email: string) => {
      const c = schema.emailCodes
      const [row] = await inTenant(on.db, 1, (tx) => tx.select({ codeHash: c.codeHash }).from(c).where(eq(c.email, email)))
      return { hash: row.codeHash, code: await lastCode(on, email) }
    }
    const file = join(server.dataDir, 'code-secret')
    expect(statSync(file).mode & 0o777).toBe(0o600)
    const folderSecret = readFileSync(file, 'utf8').trim()
    expect(folderSecret).toMatch(/^[0-9a-f]{64}$/)
    await sendRegisterCode('keyed@example.com')
    const here = await stored(server, 'keyed@example.com')
    expect(here.hash).toBe(hmac(folderSecret, 'keyed@example.com', here.code))
    expect(here.hash).not.toBe(createHash('sha256').update(`register:keyed@example.com:${here.code}`).digest('hex'))

    const other = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1', CODE_SECRET: 'another-secret' })
    try {
      expect((await other.api.auth.registerCode({ mailbox: 'keyed@example.com' })).code).toBe(0)
      const there = await stored(other, 'keyed@example.com')
      expect(there.hash).toBe(hmac('another-secret', 'keyed@example.com', there.code))
      expect(there.hash).not.toBe(hmac(folderSecret, 'keyed@example.com', there.code))
    } finally {
      await other.stop()
    }
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
    expect(row.status).toBe(EmailCodeStatus.used)
  })

  it('is used once when two requests bring it at the same time', async () => {
    await inTenant(server.db, 1, (tx) => createUser(tx, 1, { email: 'twin@example.com', password: 'Secret123' }))
    expect((await server.api.user.resetCode({ mailbox: 'twin@example.com' })).code).toBe(0)
    const yzcode = await lastCode(server, 'twin@example.com')
    const reset = (password: string) =>
      server.api.user.forgetPassword({ mailbox: 'twin@example.com', yzcode, password, confirmPassword: password })
    const answers = await Promise.all([reset('Better456'), reset('Other7890')])
    expect(answers.map((a) => a.code).sort()).toEqual([0, 1003])
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
    await age('newest@example.com', 121)
    await sendRegisterCode('newest@example.com')
    const second = await lastCode(server, 'newest@example.com')
    expect(await mailsTo('newest@example.com')).toBe(2)
    const c = schema.emailCodes
    const rows = await inTenant(server.db, 1, (tx) =>
      tx.select({ status: c.status }).from(c).where(eq(c.email, 'newest@example.com')).orderBy(c.id),
    )
    expect(rows.map((r) => r.status)).toEqual([EmailCodeStatus.superseded, EmailCodeStatus.issued])
    if (first !== second) expect((await registerWith('newest@example.com', first)).code).toBe(1003)
    expect((await registerWith('newest@example.com', second)).code).toBe(0)
  })

  it('refuses the same client asking again within 60 s, telling the seconds left', async () => {
    const ip = freshIp()
    await sendRegisterCode('soon@example.com', ip)
    await age('soon@example.com', 15)
    const res = await sendRegisterCode('soon@example.com', ip)
    expect(res.status).toBe(429)
    expect(res.code).toBe(1007)
    expect(res.msg).toBe('A code was just sent. Please wait 45 s before asking again.')
    expect((await sendRegisterCode('soon@example.com', freshIp())).code).toBe(0)
    await age('soon@example.com', 46)
    expect((await sendRegisterCode('soon@example.com', ip)).code).toBe(0)
  })

  it('mails an address at most once every 2 minutes per purpose, answering every ask as usual', async () => {
    for (let i = 0; i < 6; i++) expect((await sendRegisterCode('busy@example.com')).code).toBe(0)
    expect(await mailsTo('busy@example.com')).toBe(1)
    const first = await lastCode(server, 'busy@example.com')
    await age('busy@example.com', 121)
    expect((await sendRegisterCode('busy@example.com')).code).toBe(0)
    expect(await mailsTo('busy@example.com')).toBe(2)
    if (first !== (await lastCode(server, 'busy@example.com'))) expect((await registerWith('busy@example.com', first)).code).toBe(1003)
    expect((await registerWith('busy@example.com', await lastCode(server, 'busy@example.com'))).code).toBe(0)
  })

  it('answers whether it mailed: a second ask inside the gap says until when the code already sent is valid', async () => {
    const email = 'again@example.com'
    expect((await sendRegisterCode(email)).data).toBe(true)
    const again = await sendRegisterCode(email)
    expect(again.code).toBe(0)
    expect(await mailsTo(email)).toBe(1)
    const c = schema.emailCodes
    const [row] = await inTenant(server.db, 1, (tx) => tx.select().from(c).where(eq(c.email, email)))
    expect(again.data).toEqual({ mailed: false, validUntil: row.expiresAt.getTime(), nextMailAt: row.createdAt.getTime() + 120_000 })
  })

  it('doubles the gap with each mail of the hour, so a flood mails about 5 an hour', async () => {
    const flooded = 'flooded@example.com'
    const ask = async () => expect((await sendRegisterCode(flooded)).code).toBe(0)
    await ask()
    for (const [gap, mails] of [
      [120, 2],
      [240, 3],
      [480, 4],
      [960, 5],
      [1800, 6],
    ]) {
      // 30 s short of each gap: the ages add up to just under the hour, and the first mail must stay
      // inside it however slowly this machine runs the asks.
      await age(flooded, gap - 30)
      await ask()
      expect(await mailsTo(flooded), `${gap - 30} s into a ${gap} s gap`).toBe(mails - 1)
      await age(flooded, 31)
      await ask()
      expect(await mailsTo(flooded), `after the ${gap} s gap`).toBe(mails)
    }
  })

  it('sends at most 20 codes an hour from one client address', async () => {
    const ip = freshIp()
    for (let i = 0; i < 20; i++) expect((await sendRegisterCode(`crowd${i}@example.com`, ip)).code).toBe(0)
    expect((await sendRegisterCode('crowd20@example.com', ip)).code).toBe(429)
    expect((await sendRegisterCode('crowd20@example.com', freshIp())).code).toBe(0)
  })
})

describe('password reset codes', () => {
  const askReset = (mailbox: string, ip: string) => server.api.user.resetCode({ mailbox }, { headers: { 'x-forwarded-for': ip } })
  const resetWith = (mailbox: string, yzcode: string) =>
    server.api.user.forgetPassword({ mailbox, yzcode, password: 'Better456', confirmPassword: 'Better456' })

  it('answers success for an unknown address but mails nothing', async () => {
    const res = await askReset('ghost@example.com', freshIp())
    expect(res.code).toBe(0)
    expect(await lastMail(server, 'ghost@example.com')).toBeUndefined()
  })

  it('answers a second ask for an unknown address as for a known one (a code still valid), so it reveals no account', async () => {
    await inTenant(server.db, 1, (tx) => createUser(tx, 1, { email: 'known@example.com', password: 'Secret123' }))
    for (const mailbox of ['known@example.com', 'nobody@example.com']) {
      expect((await askReset(mailbox, freshIp())).data).toBe(true)
      expect((await askReset(mailbox, freshIp())).data).toMatchObject({ mailed: false, validUntil: expect.any(Number) })
    }
  })

  it('reaches the owner while others keep asking for the address', async () => {
    await inTenant(server.db, 1, (tx) => createUser(tx, 1, { email: 'victim@example.com', password: 'Secret123' }))
    const attackers = Array.from({ length: 8 }, freshIp)
    for (const ip of attackers) expect((await askReset('victim@example.com', ip)).code).toBe(0)
    for (const ip of attackers) expect((await askReset('victim@example.com', ip)).code).toBe(1007)
    expect(await mailsTo('victim@example.com')).toBe(1)
    expect((await askReset('victim@example.com', freshIp())).code).toBe(0)
    expect((await resetWith('victim@example.com', await lastCode(server, 'victim@example.com'))).code).toBe(0)
  })

  it('mails the owner a new code within 2 minutes when others have worn out the last one', async () => {
    await inTenant(server.db, 1, (tx) => createUser(tx, 1, { email: 'worn@example.com', password: 'Secret123' }))
    expect((await askReset('worn@example.com', freshIp())).code).toBe(0)
    const mailed = await lastCode(server, 'worn@example.com')
    const wrong = mailed === '000000' ? '111111' : '000000'
    for (let i = 0; i < 5; i++) expect((await resetWith('worn@example.com', wrong)).code).toBe(1003)
    const owner = freshIp()
    // No code is good any more: the answer says only when a new one can be mailed.
    expect((await askReset('worn@example.com', owner)).data).toMatchObject({ mailed: false, validUntil: null })
    expect(await mailsTo('worn@example.com')).toBe(1)
    await age('worn@example.com', 121)
    expect((await askReset('worn@example.com', owner)).code).toBe(0)
    expect(await mailsTo('worn@example.com')).toBe(2)
    expect((await resetWith('worn@example.com', await lastCode(server, 'worn@example.com'))).code).toBe(0)
  })
})
