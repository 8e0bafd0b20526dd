import { and, desc, eq, like, sql } from 'drizzle-orm'
import { inTenant, schema } from '../../server/db/client'
import type { TestServer } from './harness'

/** Account helpers for the API tests: codes and captchas are read straight from the database. */

let ipCounter = 0
/** A fresh client address, so that per-address limits of one test do not reach the next. */
export const freshIp = () => {
  ipCounter += 1
  return `10.${(ipCounter >> 8) & 255}.${ipCounter & 255}.7`
}

export async function lastMail(server: TestServer, email: string, tenant = 1) {
  const m = schema.mailOutbox
  const [row] = await inTenant(server.db, tenant, (tx) =>
    tx.select().from(m).where(eq(m.to, email.trim().toLowerCase())).orderBy(desc(m.id)).limit(1),
  )
  return row
}

export async function lastCode(server: TestServer, email: string, tenant = 1): Promise<string> {
  const mail = await lastMail(server, email, tenant)
  if (!mail?.code) throw new Error(`no mail for ${email}`)
  return mail.code
}

/** A captcha and its answer, asked for from a fresh client address (each client gets 20 a minute). */
export async function solvedCaptcha(server: TestServer, tenant = 1) {
  const res = await server.api.captcha.captcha({}, { tenant, headers: { 'x-forwarded-for': freshIp() } })
  const c = schema.captchas
  const [row] = await inTenant(server.db, tenant, (tx) => tx.select({ code: c.code }).from(c).where(eq(c.uuid, res.data.uuid)))
  return { uuid: res.data.uuid, code: row.code }
}

export async function registerUser(server: TestServer, email: string, password: string, tenant = 1) {
  const headers = { 'x-forwarded-for': freshIp() }
  const sent = await server.api.auth.registerCode({ mailbox: email }, { tenant, headers })
  if (sent.code !== 0) throw new Error(`register code refused: ${sent.msg}`)
  const yzcode = await lastCode(server, email, tenant)
  return server.api.auth.register({ mailbox: email, yzcode, password, confirmPassword: password, check: true }, { tenant, headers })
}

export async function loginUser(server: TestServer, email: string, password: string, tenant = 1, ip = freshIp()) {
  return server.api.auth.login({ mailbox: email, password }, { tenant, headers: { 'x-forwarded-for': ip } })
}

/** Sets a column of the newest matching row in the past, as if time had passed. */
export async function expireEmailCodes(server: TestServer, email: string, tenant = 1) {
  const c = schema.emailCodes
  await inTenant(server.db, tenant, (tx) =>
    tx
      .update(c)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(c.tenantId, tenant), eq(c.email, email))),
  )
}

/** Lets pauses pass by moving the address's codes and code asks back in time. */
export async function ageEmailCodes(server: TestServer, email: string, seconds: number, tenant = 1) {
  const c = schema.emailCodes
  const t = schema.authThrottle
  await inTenant(server.db, tenant, async (tx) => {
    await tx
      .update(c)
      .set({ createdAt: sql`${c.createdAt} - make_interval(secs => ${seconds})` })
      .where(and(eq(c.tenantId, tenant), eq(c.email, email)))
    await tx
      .update(t)
      .set({ createdAt: sql`${t.createdAt} - make_interval(secs => ${seconds})` })
      .where(like(t.key, `code:ask:%:${email}|%`))
  })
}
