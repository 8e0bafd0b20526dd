import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { balanceLogType } from '../../contract/wallet'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { AppError } from '../../server/http/errors'
import { hasWalletBalance } from '../../server/lib/wallet'
import { type LedgerEntry, post } from '../../server/modules/wallet/ledger'
import { startTestServer, type TestServer } from './harness'
import { credit, offLedger } from './walletHelpers'
import { newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

/** One ledger post in its own transaction, as a request would make it; answers the refusal's code, or 0. */
const posting = (shopper: Shopper, entry: Omit<LedgerEntry, 'tenantId' | 'userId'>) =>
  inTenant(server.db, shopper.tenant, (tx) => post(tx, { tenantId: shopper.tenant, userId: shopper.id, ...entry })).then(
    () => 0,
    (error) => (error instanceof AppError ? error.code : Promise.reject(error)),
  )

/** The database's own words for why a promise failed (drizzle wraps them as the cause). */
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => 'no failure',
    (error: Error & { cause?: Error }) => `${error.cause?.message ?? ''} ${error.message}`,
  )

const walletRow = async (shopper: Shopper) => {
  const [row] = await asPlatform(server.db, (tx) => tx.select().from(schema.wallets).where(eq(schema.wallets.userId, shopper.id)))
  return row
}

describe('the ledger', () => {
  it('moves money with a log line each, and refuses to take more than there is, writing nothing', async () => {
    const shopper = await newShopper(server)
    expect(await posting(shopper, { type: balanceLogType.backendDeduction, amt: -1 })).toBe(ErrorCode.insufficientBalance)
    expect(await walletRow(shopper)).toBeUndefined()
    await credit(server, shopper, 1000)
    expect(await posting(shopper, { type: balanceLogType.withdrawal, amt: -600, frozenAmt: 600 })).toBe(0)
    expect(await posting(shopper, { type: balanceLogType.withdrawal, amt: -401, frozenAmt: 401 })).toBe(ErrorCode.insufficientBalance)
    expect(await posting(shopper, { type: balanceLogType.withdrawal, amt: 0, frozenAmt: -601 })).toBe(ErrorCode.insufficientBalance)
    expect(await walletRow(shopper)).toMatchObject({ balance: 400, frozen: 600 })
    const logs = await asPlatform(server.db, (tx) => tx.select().from(schema.balanceLogs).orderBy(schema.balanceLogs.id))
    expect(logs.filter((l) => l.tenantId === 1).slice(-2)).toMatchObject([
      { type: 6, amt: 1000, frozenAmt: 0, balanceAfter: 1000 },
      { type: 1, amt: -600, frozenAmt: 600, balanceAfter: 400 },
    ])
    expect(await hasWalletBalance(server.db as never, 1, shopper.id)).toBe(true)
    expect(await offLedger(server)).toEqual([])
  })

  it('posts a cause’s type once: a second line for the same recharge rolls the whole change back', async () => {
    const shopper = await newShopper(server)
    const entry = { type: balanceLogType.recharge, amt: 500, ref: { kind: 'recharge' as const, id: 424242 } }
    expect(await posting(shopper, entry)).toBe(0)
    expect(await failure(posting(shopper, entry))).toMatch(/balance_logs_once|duplicate key/)
    expect(await walletRow(shopper)).toMatchObject({ balance: 500 })
  })

  it('has the database refuse a negative balance even when the code is bypassed', async () => {
    const shopper = await newShopper(server)
    await credit(server, shopper, 10)
    const refused = await failure(
      asPlatform(server.db, (tx) =>
        tx
          .update(schema.wallets)
          .set({ balance: sql`${schema.wallets.balance} - 11` })
          .where(eq(schema.wallets.userId, shopper.id)),
      ),
    )
    expect(refused).toMatch(/wallets_balance_not_negative/)
  })

  it('never overdraws under 50 concurrent withdrawals against one balance', async () => {
    const shopper = await newShopper(server)
    await credit(server, shopper, 10_000)
    const codes = await Promise.all(
      Array.from({ length: 50 }, () => posting(shopper, { type: balanceLogType.withdrawal, amt: -700, frozenAmt: 700 })),
    )
    expect(codes.filter((c) => c === 0)).toHaveLength(14)
    expect(codes.filter((c) => c !== 0).every((c) => c === ErrorCode.insufficientBalance)).toBe(true)
    expect(await walletRow(shopper)).toMatchObject({ balance: 10_000 - 14 * 700, frozen: 14 * 700 })
    expect(await offLedger(server)).toEqual([])
  })

  it('adds up after 50 concurrent mixed operations', async () => {
    const shopper = await newShopper(server)
    await credit(server, shopper, 5000)
    let seed = 7
    const random = () => {
      seed = (seed * 48271) % 2147483647
      return seed
    }
    const ops = Array.from({ length: 50 }, (_, i): Omit<LedgerEntry, 'tenantId' | 'userId'> => {
      const cents = (random() % 40) * 50 + 50
      switch (i % 5) {
        case 0:
          return { type: balanceLogType.backendRecharge, amt: cents }
        case 1:
          return { type: balanceLogType.withdrawal, amt: -cents, frozenAmt: cents }
        case 2:
          return { type: balanceLogType.refund, amt: cents, frozenAmt: -cents }
        case 3:
          return { type: balanceLogType.withdrawal, amt: 0, frozenAmt: -cents }
        default:
          return { type: balanceLogType.backendDeduction, amt: -cents }
      }
    })
    const codes = await Promise.all(ops.map((op) => posting(shopper, op)))
    expect(codes.every((c) => c === 0 || c === ErrorCode.insufficientBalance)).toBe(true)
    const done = ops.filter((_, i) => codes[i] === 0)
    const row = await walletRow(shopper)
    expect(row.balance).toBe(5000 + done.reduce((s, op) => s + op.amt, 0))
    expect(row.frozen).toBe(done.reduce((s, op) => s + (op.frozenAmt ?? 0), 0))
    expect(row.balance).toBeGreaterThanOrEqual(0)
    expect(row.frozen).toBeGreaterThanOrEqual(0)
    expect(await offLedger(server)).toEqual([])
  })

  it('finds a wallet whose ledger does not add up', async () => {
    const shopper = await newShopper(server)
    await credit(server, shopper, 300)
    await asPlatform(server.db, (tx) => tx.update(schema.wallets).set({ frozen: 5 }).where(eq(schema.wallets.userId, shopper.id)))
    const off = await offLedger(server)
    expect(off).toEqual([
      expect.objectContaining({ userId: shopper.id, tenantId: 1, balance: 300, frozen: 5, loggedBalance: 300, loggedFrozen: 0 }),
    ])
    await asPlatform(server.db, (tx) => tx.update(schema.wallets).set({ frozen: 0 }).where(eq(schema.wallets.userId, shopper.id)))
    expect(await offLedger(server)).toEqual([])
  })
})
