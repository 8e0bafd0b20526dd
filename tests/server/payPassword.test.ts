import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { inTenant, schema } from '../../server/db/client'
import { AppError } from '../../server/http/errors'
import { message } from '../../server/http/messages'
import type { MemberScope } from '../../server/http/scope'
import { checkPayPassword, clearPayPasswordFailures, lockedUntilText } from '../../server/lib/payPassword'
import { inTenantKeepingRefusals } from '../../server/modules/auth/transaction'
import { hashPassword } from '../../server/modules/auth/password'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const u = schema.users

async function newUser(email: string, payPassword: string | null): Promise<number> {
  const hash = payPassword === null ? null : await hashPassword(payPassword)
  const [row] = await inTenant(server.db, 1, (tx) =>
    tx.insert(u).values({ tenantId: 1, email, passwordHash: 'x', payPasswordHash: hash }).returning({ id: u.id }),
  )
  return row.id
}

const scopeOf = (userId: number, lang: MemberScope['lang'] = 'en') => ({ tenantId: 1, userId, lang }) as MemberScope

/** Runs the check as callers must: in a transaction that keeps what a refusal wrote. */
async function check(userId: number, password: string, lang: MemberScope['lang'] = 'en') {
  try {
    await inTenantKeepingRefusals(server.db, 1, (tx) => checkPayPassword(tx, scopeOf(userId, lang), password))
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
