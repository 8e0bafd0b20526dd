import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { EmailCodeStatus } from '../../contract/lifecycles'
import { inTenant, schema, type Tx } from '../../server/db/client'
import { AppError } from '../../server/http/errors'
import { message } from '../../server/http/messages'
import { emailCodeRows } from '../../server/modules/auth/emailCode'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const c = schema.emailCodes
const onPostgres = Boolean(process.env.TEST_DATABASE_URL)

async function newCode(): Promise<number> {
  const [row] = await inTenant(server.db, 1, (tx) =>
    tx
      .insert(c)
      .values({ tenantId: 1, email: 'life@example.com', purpose: 'register', codeHash: 'x', expiresAt: sql`now() + interval '10 minutes'` })
      .returning({ id: c.id }),
  )
  return row.id
}

async function statusOf(id: number) {
  const [row] = await inTenant(server.db, 1, (tx) => tx.select({ status: c.status }).from(c).where(eq(c.id, id)))
  return row.status
}

type CodeRow = typeof c.$inferSelect

/** VERIFY, deciding on `row` when given (as the caller read it), else on the row as read by the move. */
const verify = async (tx: Tx, id: number, row?: CodeRow) => {
  const { from, to } = await emailCodeRows.move(tx, { id, row, event: { type: 'VERIFY' }, actor: 'shopper', set: { usedAt: sql`now()` } })
  return { from, to }
}
const readCode = async (tx: Tx, id: number) => (await tx.select().from(c).where(eq(c.id, id)))[0]

/** The AppError a promise rejected with. */
const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => {
      throw new Error('the move was not refused')
    },
    (error: unknown) => {
      if (!(error instanceof AppError)) throw error
      return error
    },
  )

describe('moving a row through its lifecycle', () => {
  it('moves along an allowed transition, writing the other columns with it', async () => {
    const id = await newCode()
    expect(await statusOf(id)).toBe(EmailCodeStatus.issued)
    expect(await inTenant(server.db, 1, (tx) => verify(tx, id))).toEqual({ from: EmailCodeStatus.issued, to: EmailCodeStatus.used })
    const [row] = await inTenant(server.db, 1, (tx) => tx.select().from(c).where(eq(c.id, id)))
    expect(row.status).toBe(EmailCodeStatus.used)
    expect(row.usedAt).not.toBeNull()
  })

  it('refuses a move the lifecycle does not allow, with a clear message in every language', async () => {
    const id = await newCode()
    await inTenant(server.db, 1, (tx) => verify(tx, id))
    const error = await refusal(inTenant(server.db, 1, (tx) => verify(tx, id)))
    expect(error).toMatchObject({ code: 1051, key: 'moveRefused', status: 409 })
    expect(message(error.key, 'en')).toBe('This action is not possible in the current state.')
    for (const lang of ['zh', 'fr', 'ja', 'ko'] as const) expect(message(error.key, lang)).not.toBe(message(error.key, 'en'))
    expect(await statusOf(id)).toBe(EmailCodeStatus.used)
  })

  it('says the row has changed when it is no longer in the status the caller read', async () => {
    const id = await newCode()
    const read = await inTenant(server.db, 1, (tx) => readCode(tx, id))
    await inTenant(server.db, 1, (tx) => verify(tx, id))
    const error = await refusal(inTenant(server.db, 1, (tx) => verify(tx, id, read)))
    expect(error).toMatchObject({ code: 1050, key: 'statusChanged', status: 409 })
    expect(message(error.key, 'en')).toBe('This has changed in the meantime. Please reload.')
  })

  it('lets exactly one of two concurrent moves from one status through', async () => {
    const id = await newCode()
    const attempt = () => inTenant(server.db, 1, (tx) => verify(tx, id))
    const outcomes = await Promise.allSettled([attempt(), attempt()])
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    const [lost] = outcomes.filter((o) => o.status === 'rejected')
    expect(['statusChanged', 'moveRefused']).toContain((lost as PromiseRejectedResult).reason.key)
    expect(await statusOf(id)).toBe(EmailCodeStatus.used)
  })

  // PGlite runs one transaction at a time; PostgreSQL lets both read before either writes.
  it.runIf(onPostgres)('lets one win when both have read the status before either writes (PostgreSQL)', async () => {
    const id = await newCode()
    let arrived = 0
    let release: () => void = () => {}
    const bothRead = new Promise<void>((resolve) => (release = resolve))
    const attempt = () =>
      inTenant(server.db, 1, async (tx) => {
        const row = await readCode(tx, id)
        if (++arrived === 2) release()
        await bothRead
        return verify(tx, id, row)
      })
    const outcomes = await Promise.allSettled([attempt(), attempt()])
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1)
    const [lost] = outcomes.filter((o) => o.status === 'rejected')
    expect((lost as PromiseRejectedResult).reason).toMatchObject({ key: 'statusChanged' })
  })
})
