import { eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { EmailCodeStatus } from '../../contract/lifecycles'
import { emailCodeLifecycle } from '../../machines/account/emailCodeLifecycle'
import { inTenant, schema, type Tx } from '../../server/db/client'
import { AppError } from '../../server/http/errors'
import { defineRowLifecycle, type Moved } from '../../server/lib/lifecycle'
import { startTestServer, type TestServer } from './harness'

// defineRowLifecycle itself, on the email codes' table: the effects listed for an event run in the
// move's transaction, once per moved row however many requests race, and a refused effect undoes the move.

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const c = schema.emailCodes
type CodeRow = typeof c.$inferSelect

/** Each effect counts itself on the row (attempts + 1), in the move's transaction. */
const countOn = async (tx: Tx, moves: Moved<CodeRow>[]) => {
  const ids = moves.map((m) => m.row.id)
  await tx
    .update(c)
    .set({ attempts: sql`${c.attempts} + 1` })
    .where(inArray(c.id, ids))
}
const batches: number[][] = []

const codes = defineRowLifecycle({
  lifecycle: emailCodeLifecycle,
  table: c,
  effects: {
    VERIFY: [countOn],
    EXPIRE: [
      countOn,
      async () => {
        throw new AppError(ErrorCode.moveRefused, 'moveRefused', {}, 409)
      },
    ],
    REISSUE: [async (_tx, moves) => batches.push(moves.map((m) => m.row.id))],
  },
})

async function newCode(): Promise<number> {
  const [row] = await inTenant(server.db, 1, (tx) =>
    tx
      .insert(c)
      .values({ tenantId: 1, email: 'rows@example.com', purpose: 'register', codeHash: 'x', expiresAt: sql`now() + interval '10 minutes'` })
      .returning({ id: c.id }),
  )
  return row.id
}

const rowOf = async (id: number) => (await inTenant(server.db, 1, (tx) => tx.select().from(c).where(eq(c.id, id))))[0]

describe('a row lifecycle with effects', () => {
  it('answers the row as the UPDATE returned it and runs the event’s effects once under 10 concurrent moves', async () => {
    const id = await newCode()
    const attempt = () =>
      inTenant(server.db, 1, (tx) => codes.move(tx, { id, event: { type: 'VERIFY' }, actor: 'shopper', set: { usedAt: sql`now()` } }))
    const outcomes = await Promise.allSettled(Array.from({ length: 10 }, attempt))
    const won = outcomes.filter((o) => o.status === 'fulfilled')
    expect(won).toHaveLength(1)
    expect((won[0] as PromiseFulfilledResult<Moved<CodeRow>>).value).toMatchObject({
      from: EmailCodeStatus.issued,
      to: EmailCodeStatus.used,
      row: { id, status: EmailCodeStatus.used, usedAt: expect.any(Date) },
    })
    expect(await rowOf(id)).toMatchObject({ status: EmailCodeStatus.used, attempts: 1 })
  })

  it('undoes the move and the effects before it when an effect refuses', async () => {
    const id = await newCode()
    const error = await inTenant(server.db, 1, (tx) => codes.move(tx, { id, event: { type: 'EXPIRE' }, actor: 'system' })).catch((e) => e)
    expect(error).toMatchObject({ key: 'moveRefused' })
    expect(await rowOf(id)).toMatchObject({ status: EmailCodeStatus.issued, attempts: 0 })
  })

  it('runs an event’s effect once on all the rows moved together', async () => {
    const ids = [await newCode(), await newCode()]
    await inTenant(server.db, 1, (tx) =>
      codes.moveAll(
        tx,
        ids.map((id) => ({ id, event: { type: 'REISSUE' as const }, actor: 'system' as const })),
      ),
    )
    expect(batches).toEqual([ids])
  })

  it('names the state it refused in to the platform, and not to a shopper', async () => {
    const id = await newCode()
    await inTenant(server.db, 1, (tx) => codes.move(tx, { id, event: { type: 'VERIFY' }, actor: 'shopper' }))
    const refused = (actor: 'platform' | 'shopper') =>
      inTenant(server.db, 1, (tx) => codes.move(tx, { id, event: { type: 'VERIFY' }, actor })).catch((e) => e)
    expect(await refused('platform')).toMatchObject({ key: 'moveRefusedIn', params: { status: 'used' } })
    expect(await refused('shopper')).toMatchObject({ key: 'moveRefused' })
  })
})
