import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import type { Input } from '../../contract/call'
import type { payPasswordCalls } from '../../contract/schemas/payPassword'
import { inTenant, schema } from '../../server/db/client'
import { AppError } from '../../server/http/errors'
import { type MessageKey, message } from '../../server/http/messages'
import type { MemberScope } from '../../server/http/scope'
import { checkPayPassword, clearPayPasswordFailures, lockedUntilText, withPayPassword } from '../../server/lib/payPassword'
import { inTenantKeepingRefusals, type RunTx } from '../../server/lib/transaction'
import { hashPassword } from '../../server/modules/auth/password'
import { outboxMailer } from '../../server/modules/mail/service'
import { ageEmailCodes, freshIp, lastCode } from './accountsHelpers'
import { startTestServer, type TestServer } from './harness'
import { serviceCodeSecret } from './walletHelpers'
import { newShopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const u = schema.users

async function storedHash(userId: number) {
  const [row] = await inTenant(server.db, 1, (tx) => tx.select({ hash: u.payPasswordHash }).from(u).where(eq(u.id, userId)))
  return row.hash
}

async function newUser(email: string, payPassword: string | null): Promise<number> {
  const hash = payPassword === null ? null : await hashPassword(payPassword)
  const [row] = await inTenant(server.db, 1, (tx) =>
    tx.insert(u).values({ tenantId: 1, email, passwordHash: 'x', payPasswordHash: hash }).returning({ id: u.id }),
  )
  return row.id
}

const scopeOf = (userId: number, lang: MemberScope['lang'] = 'en') =>
  ({ tenantId: 1, userId, lang, mailer: outboxMailer, codeSecret: serviceCodeSecret(server) }) as MemberScope

/** Runs the check as callers must: in a transaction that keeps what a refusal wrote. */
async function check(userId: number, password: string, lang: MemberScope['lang'] = 'en') {
  try {
    const scope = scopeOf(userId, lang)
    const withTx: RunTx<MemberScope> = (fn, options) =>
      (options?.keepRefusals ? inTenantKeepingRefusals : inTenant)(server.db, 1, (tx) => fn(tx, scope))
    await withPayPassword(withTx, scope, password, (tx, s, verdict) => checkPayPassword(tx, s, verdict))
    return { ok: true as const }
  } catch (error) {
    if (!(error instanceof AppError)) throw error
    return { ok: false as const, code: error.code, msg: message(error.key, lang, error.params), params: error.params }
  }
}

/** Moves the user's throttle rows back in time, as if `seconds` had passed. */
async function age(userId: number, seconds: number) {
  const t = schema.authThrottle
  await inTenant(server.db, 1, (tx) =>
    tx
      .update(t)
      .set({
        createdAt: sql`${t.createdAt} - make_interval(secs => ${seconds})`,
        expiresAt: sql`${t.expiresAt} - make_interval(secs => ${seconds})`,
      })
      .where(and(eq(t.tenantId, 1), sql`${t.key} like ${`paypass:%:${userId}`}`)),
  )
}

describe('checkPayPassword', () => {
  it('refuses when no transaction password is set', async () => {
    const id = await newUser('unset@pay.test', null)
    expect(await check(id, '123456')).toMatchObject({ ok: false, code: ErrorCode.payPasswordNotSet })
  })

  it('passes the right one and counts wrong ones with the tries left', async () => {
    const id = await newUser('count@pay.test', '123456')
    expect(await check(id, '123456')).toEqual({ ok: true })
    const wrong = await check(id, '654321')
    expect(wrong).toMatchObject({ ok: false, code: ErrorCode.payPasswordWrong, params: { remaining: 4 } })
    expect(wrong.ok || wrong.msg).toBe('Wrong transaction password. Tries left before a 15-minute lock: 4.')
    expect(await check(id, '654321')).toMatchObject({ params: { remaining: 3 } })
    // The right one forgets the wrong tries.
    expect(await check(id, '123456')).toEqual({ ok: true })
    expect(await check(id, '000000')).toMatchObject({ params: { remaining: 4 } })
  })

  it('replaces a hash stored before keyed hashes (scrypt) by a keyed one at its first right use, which then verifies', async () => {
    const id = await newUser('upgrade@pay.test', '123456')
    const stored = () => storedHash(id)
    const old = await stored()
    expect(old).toMatch(/^scrypt\$/)
    // A wrong one is counted and leaves the old hash in place.
    expect(await check(id, '654321')).toMatchObject({ code: ErrorCode.payPasswordWrong })
    expect(await stored()).toBe(old)
    expect(await check(id, '123456')).toEqual({ ok: true })
    const keyed = await stored()
    expect(keyed).toMatch(/^hmac\$[0-9a-f]{32}\$[0-9a-f]{64}$/)
    expect(await check(id, '123456')).toEqual({ ok: true })
    expect(await check(id, '123457')).toMatchObject({ code: ErrorCode.payPasswordWrong })
    expect(await stored()).toBe(keyed)
  })

  it('locks every use for 15 minutes from the 5th wrong try within 15 minutes, saying until when', async () => {
    const id = await newUser('lock@pay.test', '123456')
    for (const remaining of [4, 3, 2, 1])
      expect(await check(id, '111111')).toMatchObject({ code: ErrorCode.payPasswordWrong, params: { remaining } })
    const fifth = await check(id, '111111')
    expect(fifth).toMatchObject({ ok: false, code: ErrorCode.payPasswordLocked })
    expect(fifth.ok || fifth.msg).toMatch(/^Too many wrong transaction passwords\. Try again after \d\d:\d\d UTC\.$/)
    // Even the right one is refused while locked, in the request's language.
    const right = await check(id, '123456', 'fr')
    expect(right).toMatchObject({ ok: false, code: ErrorCode.payPasswordLocked })
    expect(right.ok || right.msg).toMatch(/^Trop de mots de passe de transaction incorrects\. Réessayez après \d\d:\d\d UTC\.$/)
    await age(id, 14 * 60)
    expect(await check(id, '123456')).toMatchObject({ code: ErrorCode.payPasswordLocked })
    await age(id, 61)
    expect(await check(id, '123456')).toEqual({ ok: true })
    // A lapsed lock gives 5 fresh tries.
    expect(await check(id, '111111')).toMatchObject({ params: { remaining: 4 } })
  })

  it('doubles the lock on each repeat within a day, and tells the owner of each lock by message and email', async () => {
    const email = 'double@pay.test'
    const id = await newUser(email, '123456')
    const fiveWrong = async () => {
      for (let i = 0; i < 4; i++) await check(id, '111111')
      return check(id, '111111')
    }
    for (const minutes of [15, 30, 60]) {
      expect(await fiveWrong()).toMatchObject({ code: ErrorCode.payPasswordLocked, params: { seconds: minutes * 60 } })
      await age(id, minutes * 60 - 60)
      expect(await check(id, '123456')).toMatchObject({ code: ErrorCode.payPasswordLocked })
      await age(id, 61)
    }
    // The right one between locks does not restart the doubling; a day after the last lock does.
    expect(await check(id, '123456')).toEqual({ ok: true })
    expect(await fiveWrong()).toMatchObject({ params: { seconds: 120 * 60 } })
    await age(id, 86_400)
    expect(await fiveWrong()).toMatchObject({ params: { seconds: 15 * 60 } })
    const sm = schema.systemMessages
    const notes = await inTenant(server.db, 1, (tx) => tx.select().from(sm).where(eq(sm.userId, id)))
    expect(notes.map((n) => n.titleKey)).toEqual(Array(5).fill('payPasswordLockNoticeTitle'))
    expect(notes.map((n) => n.message)).toContain(message('payPasswordLockNoticeContent', 'en', { minutes: 60 }))
    const m = schema.mailOutbox
    const mails = await inTenant(server.db, 1, (tx) => tx.select().from(m).where(eq(m.to, email)))
    expect(mails.map((mail) => mail.subject)).toEqual(Array(5).fill('Your transaction password is locked'))
  })

  it('says the length of the lock the wrong tries lead to, doubled after a lock of the day, in every language', async () => {
    const id = await newUser('length@pay.test', '123456')
    for (let i = 0; i < 5; i++) await check(id, '111111')
    await age(id, 15 * 60 + 1)
    const wrong = await check(id, '111111')
    expect(wrong).toMatchObject({ code: ErrorCode.payPasswordWrong, params: { remaining: 4, minutes: 30 } })
    expect(wrong.ok || wrong.msg).toBe('Wrong transaction password. Tries left before a 30-minute lock: 4.')
    const params = wrong.ok ? {} : wrong.params
    expect(
      Object.fromEntries((['zh', 'fr', 'ja', 'ko'] as const).map((lang) => [lang, message('payPasswordWrong', lang, params)])),
    ).toEqual({
      zh: '交易密码错误。还可尝试 4 次，之后将锁定 30 分钟。',
      fr: 'Mot de passe de transaction incorrect. Encore 4 essais avant un blocage de 30 minutes.',
      ja: '取引パスワードが違います。あと 4 回間違えると 30 分間ロックされます。',
      ko: '거래 비밀번호가 틀렸습니다. 4번 더 틀리면 30분 동안 잠깁니다.',
    })
  })

  it('counts only the wrong tries of the last 15 minutes', async () => {
    const id = await newUser('window@pay.test', '123456')
    for (let i = 0; i < 4; i++) await check(id, '111111')
    await age(id, 15 * 60 + 1)
    expect(await check(id, '111111')).toMatchObject({ code: ErrorCode.payPasswordWrong, params: { remaining: 4 } })
  })

  it('clearPayPasswordFailures lifts the lock', async () => {
    const id = await newUser('clear@pay.test', '123456')
    for (let i = 0; i < 5; i++) await check(id, '111111')
    expect(await check(id, '123456')).toMatchObject({ code: ErrorCode.payPasswordLocked })
    await inTenant(server.db, 1, (tx) => clearPayPasswordFailures(tx, 1, id))
    expect(await check(id, '123456')).toEqual({ ok: true })
  })

  it('names the end of the lock rounded up to the minute, in UTC', () => {
    const now = Date.UTC(2026, 0, 1, 14, 17, 20)
    expect(lockedUntilText(900, 'en', now)).toBe('14:33 UTC')
    expect(lockedUntilText(40, 'en', now)).toBe('14:18 UTC')
  })
})

const api = () => server.api.payPassword
type SetForm = Input<typeof payPasswordCalls.setPayPassWord>
type ChangeForm = Input<typeof payPasswordCalls.updatePayPassWord>
type ResetForm = Input<typeof payPasswordCalls.forgetPayPassWord>

/** A new shopper, logged in: its email and the call options speaking for it, each call from a fresh client address. */
async function shopper(email: string) {
  const { token } = await newShopper(server, 1, email)
  const as = (lang = 'en') => ({ token, lang, headers: { 'x-forwarded-for': freshIp() } })
  return { email, as }
}
type Shopper = Awaited<ReturnType<typeof shopper>>

/** Mails a transaction password code and reads it from the outbox. */
async function mailedCode(s: Shopper) {
  const sent = await api().sendForgetPayPasswordEmail({ mailbox: s.email }, s.as())
  expect(sent).toMatchObject({ code: 0 })
  return lastCode(server, s.email)
}

/** Lets the mail gap pass, so the next ask mails a new code. */
const ageCodes = (email: string, seconds: number) => ageEmailCodes(server, email, seconds)

const info = async (s: Shopper) => (await api().intoPayPassWord({}, s.as())).data

async function setUp(s: Shopper, password = '123456') {
  const yzcode = await mailedCode(s)
  return api().setPayPassWord({ mailbox: s.email, yzcode, password, confirmPassword: password }, s.as())
}

describe('transaction password calls', () => {
  it('answers 401 without a session', async () => {
    const res = await api().intoPayPassWord()
    expect(res.code).toBe(ErrorCode.unauthorized)
  })

  it('sets the first one with an emailed code, once; the code is single use', async () => {
    const s = await shopper('set@pay.test')
    expect(await info(s)).toEqual({ flag: 0, email: 'set@pay.test' })
    const yzcode = await mailedCode(s)
    const form: SetForm = { mailbox: s.email, yzcode, password: '12-34-56', confirmPassword: '123456' }
    expect(await api().setPayPassWord(form, s.as())).toMatchObject({ code: 0, data: true })
    expect(await info(s)).toEqual({ flag: 1, email: 'set@pay.test' })
    // Set twice is refused, before a code is even looked at.
    const again = await api().setPayPassWord(form, s.as())
    expect(again).toMatchObject({ code: ErrorCode.payPasswordAlreadySet })
    expect(again.msg).toBe('A transaction password is already set. Change it, or reset it by email code.')
    // The non-digits were stripped: 123456 is the password, stored as a keyed hash.
    const id = await userIdOf(s.email)
    expect(await storedHash(id)).toMatch(/^hmac\$/)
    expect(await check(id, '123456')).toEqual({ ok: true })
    // The spent code does not reset it either.
    const reuse = await api().forgetPayPassWord({ ...form, password: '654321', confirmPassword: '654321' }, s.as())
    expect(reuse).toMatchObject({ code: ErrorCode.emailCodeInvalid })
  })

  it("checks the fields in order: email, new, confirm, match, code; then that the email is the shopper's", async () => {
    const s = await shopper('order@pay.test')
    const post = (form: SetForm) => api().setPayPassWord(form, s.as())
    const full: SetForm = { mailbox: s.email, yzcode: '123456', password: '123456', confirmPassword: '123456' }
    const cases: [SetForm, MessageKey][] = [
      [{ ...full, mailbox: '', password: '' }, 'emailRequired'],
      [{ ...full, mailbox: 'nope', password: '' }, 'emailInvalid'],
      [{ ...full, password: '', confirmPassword: '' }, 'passwordRequired'],
      [{ ...full, password: '12345a', confirmPassword: '' }, 'sixDigits'],
      [{ ...full, password: '1234567', confirmPassword: '' }, 'sixDigits'],
      [{ ...full, confirmPassword: '', yzcode: '' }, 'confirmRequired'],
      [{ ...full, confirmPassword: '123457', yzcode: '' }, 'passwordsDiffer'],
      [{ ...full, yzcode: '' }, 'codeRequired'],
    ]
    for (const [form, error] of cases) {
      const res = await post(form)
      expect([form, res.code, res.msg]).toEqual([form, ErrorCode.invalidField, message(error, 'en', { field: '' })])
    }
    const other = await post({ ...full, mailbox: 'someone@else.test' })
    expect(other).toMatchObject({ code: ErrorCode.invalidField, msg: 'Please enter the email of your account' })
    const send = await api().sendForgetPayPasswordEmail({ mailbox: 'someone@else.test' }, s.as())
    expect(send).toMatchObject({ code: ErrorCode.invalidField, msg: 'Please enter the email of your account' })
    // The change form checks the old one after the email, and asks no code.
    const change = (form: ChangeForm) => api().updatePayPassWord(form, s.as())
    const changeForm: ChangeForm = { mailbox: s.email, oldPassword: '123456', password: '654321', confirmPassword: '654321' }
    expect((await change({ ...changeForm, oldPassword: '', password: '' })).msg).toBe(message('oldPasswordRequired', 'en'))
    expect((await change({ ...changeForm, oldPassword: '12', password: '' })).msg).toBe(message('sixDigits', 'en'))
    expect((await change({ ...changeForm, password: '' })).msg).toBe(message('passwordRequired', 'en'))
    // Valid, but none is set yet.
    expect(await change(changeForm)).toMatchObject({ code: ErrorCode.payPasswordNotSet })
  })

  it('changes it with the old one; a wrong old one is refused and counted', async () => {
    const s = await shopper('change@pay.test')
    await setUp(s)
    const change = (oldPassword: string, password: string) =>
      api().updatePayPassWord({ mailbox: s.email, oldPassword, password, confirmPassword: password }, s.as())
    const wrong = await change('111111', '222222')
    expect(wrong).toMatchObject({
      code: ErrorCode.payPasswordWrong,
      msg: 'Wrong transaction password. Tries left before a 15-minute lock: 4.',
    })
    expect(await change('123456', '222222')).toMatchObject({ code: 0 })
    const id = await userIdOf(s.email)
    expect(await check(id, '222222')).toEqual({ ok: true })
    expect(await check(id, '123456')).toMatchObject({ code: ErrorCode.payPasswordWrong })
  })

  it('locks after 5 wrong old ones within 15 minutes, says until when, and a reset by email code lifts it', async () => {
    const s = await shopper('locked@pay.test')
    await setUp(s)
    const change = (oldPassword: string, lang = 'en') =>
      api().updatePayPassWord({ mailbox: s.email, oldPassword, password: '222222', confirmPassword: '222222' }, s.as(lang))
    for (const remaining of [4, 3, 2, 1]) expect((await change('999999')).msg).toMatch(`lock: ${remaining}.`)
    const fifth = await change('999999')
    expect(fifth.code).toBe(ErrorCode.payPasswordLocked)
    expect(fifth.msg).toMatch(/^Too many wrong transaction passwords\. Try again after \d\d:\d\d UTC\.$/)
    const right = await change('123456', 'zh')
    expect(right.code).toBe(ErrorCode.payPasswordLocked)
    expect(right.msg).toMatch(/^交易密码错误次数过多，请在 \d\d:\d\d UTC 之后再试。$/)
    // Mode 2: the code is checked (a wrong one refused), then spent by the reset.
    await ageCodes(s.email, 3600)
    const yzcode = await mailedCode(s)
    const wrongCode = String((Number(yzcode) + 1) % 1_000_000).padStart(6, '0')
    expect(await api().checkemailPayPassWord({ mailbox: s.email, yzcode: wrongCode }, s.as())).toMatchObject({
      code: ErrorCode.emailCodeInvalid,
    })
    expect(await api().checkemailPayPassWord({ mailbox: s.email, yzcode }, s.as())).toMatchObject({ code: 0, data: true })
    // Checking does not spend it.
    expect(await api().checkemailPayPassWord({ mailbox: s.email, yzcode }, s.as())).toMatchObject({ code: 0 })
    const reset: ResetForm = { mailbox: s.email, yzcode, password: '333333', confirmPassword: '333333' }
    expect(await api().forgetPayPassWord(reset, s.as())).toMatchObject({ code: 0, data: true })
    const id = await userIdOf(s.email)
    expect(await check(id, '333333')).toEqual({ ok: true })
    // Single use: the same code neither checks nor resets again.
    expect(await api().checkemailPayPassWord({ mailbox: s.email, yzcode }, s.as())).toMatchObject({
      code: ErrorCode.emailCodeInvalid,
    })
    expect(await api().forgetPayPassWord(reset, s.as())).toMatchObject({ code: ErrorCode.emailCodeInvalid })
  })

  it('kills a code after 5 wrong checks', async () => {
    const s = await shopper('worn@pay.test')
    await setUp(s)
    await ageCodes(s.email, 3600)
    const yzcode = await mailedCode(s)
    const wrongCode = String((Number(yzcode) + 1) % 1_000_000).padStart(6, '0')
    for (let i = 0; i < 5; i++) await api().checkemailPayPassWord({ mailbox: s.email, yzcode: wrongCode }, s.as())
    expect(await api().checkemailPayPassWord({ mailbox: s.email, yzcode }, s.as())).toMatchObject({
      code: ErrorCode.emailCodeInvalid,
    })
  })
})

async function userIdOf(email: string) {
  const [row] = await inTenant(server.db, 1, (tx) => tx.select({ id: u.id }).from(u).where(eq(u.email, email)))
  return row.id
}
