import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { WithdrawalStatus } from '../../contract/lifecycles'
import type { Input } from '../../contract/call'
import type { walletCalls } from '../../contract/schemas/wallet'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import {
  applyWithdrawal,
  credit,
  offLedger,
  payoutAddress,
  payPassword,
  setPayPassword,
  wallet,
  walletPaths as paths,
} from './walletHelpers'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

/** A shopper with a transaction password, a USDT payout address and `cents` in the wallet. */
async function ready(cents: number) {
  const shopper = await newShopper(server)
  await setPayPassword(server, shopper)
  if (cents) await credit(server, shopper, cents)
  return { shopper, address: await payoutAddress(server, shopper) }
}

const withdrawalRows = (shopper: Shopper) =>
  asPlatform(server.db, (tx) => tx.select().from(schema.withdrawals).where(eq(schema.withdrawals.userId, shopper.id)))

const told = async (shopper: Shopper) =>
  (
    await asPlatform(server.db, (tx) =>
      tx.select({ key: schema.systemMessages.titleKey }).from(schema.systemMessages).where(eq(schema.systemMessages.userId, shopper.id)),
    )
  ).map((m) => m.key)

describe('a withdrawal', () => {
  it('freezes its amount, is listed awaiting review with the address as applied for, and logs the balance change', async () => {
    const { shopper, address } = await ready(10_000)
    const res = await applyWithdrawal(server, shopper, { amount: 2500, type: 2, receiveAddress: address, payPassword })
    expect(res).toMatchObject({ code: 0, data: expect.any(Number) })
    expect((await wallet(server, shopper)).data).toMatchObject({ balance: 7500, freezebalance: 2500 })
    const page = (await server.api.wallet.withdrawals({}, as(shopper))).data
    expect(page.total).toBe(1)
    expect(page.list[0]).toMatchObject({
      id: res.data,
      amt: 2500,
      type: 2,
      sta: WithdrawalStatus.awaitingReview,
      receiveAddress: 'USDT · TQn9…bLSE',
    })
    expect(page.list[0].orderNo).toMatch(/^W\d{20}$/)
    const log = (await server.api.wallet.balanceLog({}, as(shopper))).data.list[0]
    expect(log).toMatchObject({ type: 1, amt: -2500, hamt: 7500, remark: page.list[0].orderNo })
    const [row] = await withdrawalRows(shopper)
    expect(row.payee).toMatchObject({ type: 2, fullname: 'Ann Lee', address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' })
    // An edit of the payout address later does not change where this withdrawal goes.
    await inTenant(server.db, 1, (tx) =>
      tx.update(schema.payoutAddresses).set({ address: 'TOther' }).where(eq(schema.payoutAddresses.id, address)),
    )
    expect((await server.api.wallet.withdrawals({}, as(shopper))).data.list[0].receiveAddress).toBe('USDT · TQn9…bLSE')
    expect((await server.api.wallet.withdrawals({}, as(await newShopper(server)))).data.total).toBe(0)
    expect(await offLedger(server)).toEqual([])
  })

  it('refuses bad input in the form’s order with a clear message, and writes nothing', async () => {
    const { shopper, address } = await ready(1000)
    const other = await ready(0)
    const good = { amount: 500, receiveAddress: address, payPassword }
    const cases: [Input<typeof walletCalls.withdraw>, string][] = [
      [{ ...good, amount: 0 }, 'Please enter an amount greater than 0'],
      [{ ...good, amount: 1001 }, 'The amount is more than your available balance'],
      [{ ...good, amount: 0, receiveAddress: 0 }, 'Please enter an amount greater than 0'],
      [{ ...good, receiveAddress: 0 }, 'Please choose a payout address'],
      [{ ...good, payPassword: '12a' }, 'Please enter 6 pure numbers'],
      [{ ...good, receiveAddress: other.address }, 'Please choose one of your payout addresses'],
      [{ ...good, receiveAddress: 2_000_000_000 }, 'Please choose one of your payout addresses'],
    ]
    for (const [form, msg] of cases) {
      expect(await applyWithdrawal(server, shopper, form), JSON.stringify(form)).toMatchObject({
        status: 400,
        code: ErrorCode.invalidField,
        msg,
      })
    }
    // Raw: an amount that is not a number, which the typed input cannot carry.
    const lots = await server.call('POST', paths.withdraw, { ...as(shopper), form: { ...good, amount: 'lots' } })
    expect(lots).toMatchObject({ status: 400, code: ErrorCode.invalidField })
    await inTenant(server.db, 1, (tx) =>
      tx.update(schema.payoutAddresses).set({ deletedAt: new Date() }).where(eq(schema.payoutAddresses.id, address)),
    )
    expect((await applyWithdrawal(server, shopper, good)).msg).toBe('Please choose one of your payout addresses')
    expect(await withdrawalRows(shopper)).toEqual([])
    expect((await wallet(server, shopper)).data).toMatchObject({ balance: 1000, freezebalance: 0 })
  })

  it('needs the transaction password: unset, wrong (counted, then locked) and nothing is written', async () => {
    const shopper = await newShopper(server)
    await credit(server, shopper, 1000)
    const address = await payoutAddress(server, shopper)
    const form = { amount: 100, receiveAddress: address, payPassword: '000000' }
    expect(await applyWithdrawal(server, shopper, form)).toMatchObject({ code: ErrorCode.payPasswordNotSet })
    await setPayPassword(server, shopper)
    const wrong = []
    for (let i = 0; i < 5; i++) wrong.push((await applyWithdrawal(server, shopper, form)).code)
    expect(wrong).toEqual([1062, 1062, 1062, 1062, ErrorCode.payPasswordLocked])
    expect(await applyWithdrawal(server, shopper, { ...form, payPassword })).toMatchObject({ code: ErrorCode.payPasswordLocked })
    expect(await withdrawalRows(shopper)).toEqual([])
    expect((await wallet(server, shopper)).data).toMatchObject({ balance: 1000, freezebalance: 0 })
  })

  it('is approved then remitted: the frozen money leaves; each move only once, the shopper told each time', async () => {
    const { shopper, address } = await ready(5000)
    const id = (await applyWithdrawal(server, shopper, { amount: 3000, receiveAddress: address, payPassword })).data
    expect(await server.admin.wallet.remitWithdrawal({ id })).toMatchObject({ status: 409, code: ErrorCode.moveRefused })
    expect(await server.admin.wallet.approveWithdrawal({ id })).toMatchObject({
      code: 0,
      data: { withdrawal: { status: WithdrawalStatus.success } },
    })
    expect(await server.admin.wallet.approveWithdrawal({ id })).toMatchObject({ status: 409, msg: expect.stringContaining('(success)') })
    expect(await server.admin.wallet.rejectWithdrawal({ id, remark: 'late' })).toMatchObject({ status: 409 })
    expect((await wallet(server, shopper)).data).toMatchObject({ balance: 2000, freezebalance: 3000 })
    const remitted = await server.admin.wallet.remitWithdrawal({ id })
    expect(remitted).toMatchObject({
      code: 0,
      data: { withdrawal: { status: WithdrawalStatus.remitted }, wallet: { balance: 2000, frozen: 0 } },
    })
    expect(await server.admin.wallet.remitWithdrawal({ id })).toMatchObject({ status: 409, msg: expect.stringContaining('(remitted)') })
    const log = (await server.api.wallet.balanceLog({}, as(shopper))).data.list[0]
    const page = (await server.api.wallet.withdrawals({}, as(shopper))).data
    expect(log).toMatchObject({ type: 1, amt: 0, frozenAmt: -3000, hamt: 2000, remark: page.list[0].orderNo })
    expect(page.list[0].sta).toBe(WithdrawalStatus.remitted)
    expect(await told(shopper)).toEqual(['withdrawalApprovedTitle', 'withdrawalRemittedTitle'])
    expect(await offLedger(server)).toEqual([])
  })

  it('is rejected with a remark: the amount returns to the balance (refund) and it can move no more', async () => {
    const { shopper, address } = await ready(5000)
    const id = (await applyWithdrawal(server, shopper, { amount: 1200, receiveAddress: address, payPassword })).data
    expect(await server.admin.wallet.rejectWithdrawal({ id })).toMatchObject({ status: 400, msg: 'remark is required' })
    const rejected = await server.admin.wallet.rejectWithdrawal({ id, remark: 'Address not verified' })
    expect(rejected).toMatchObject({ code: 0, data: { withdrawal: { status: WithdrawalStatus.failed, remark: 'Address not verified' } } })
    expect((await wallet(server, shopper)).data).toMatchObject({ balance: 5000, freezebalance: 0 })
    const { approveWithdrawal, remitWithdrawal, rejectWithdrawal } = server.admin.wallet
    for (const move of [() => approveWithdrawal({ id }), () => remitWithdrawal({ id }), () => rejectWithdrawal({ id, remark: 'again' })])
      expect(await move()).toMatchObject({ status: 409, msg: expect.stringContaining('(failed)') })
    const log = (await server.api.wallet.balanceLog({}, as(shopper))).data.list[0]
    expect(log).toMatchObject({ type: 4, amt: 1200, hamt: 5000 })
    expect(log.remark).toContain('Address not verified')
    expect(await told(shopper)).toEqual(['withdrawalRejectedTitle'])
    expect(await offLedger(server)).toEqual([])
  })
})

describe('the ledger under load', () => {
  it('never overdraws under 50 concurrent withdrawals against one balance', async () => {
    const { shopper, address } = await ready(10_000)
    const results = await Promise.all(
      Array.from({ length: 50 }, () => applyWithdrawal(server, shopper, { amount: 700, receiveAddress: address, payPassword })),
    )
    const accepted = results.filter((r) => r.code === 0)
    expect(accepted).toHaveLength(14)
    for (const r of results.filter((r) => r.code !== 0)) {
      expect([ErrorCode.insufficientBalance, ErrorCode.invalidField]).toContain(r.code)
      expect(r.status).toBeLessThan(500)
    }
    expect((await wallet(server, shopper)).data).toMatchObject({ balance: 10_000 - 14 * 700, freezebalance: 14 * 700 })
    expect(await withdrawalRows(shopper)).toHaveLength(14)
    expect(await offLedger(server)).toEqual([])
  })

  it('adds up after 50 concurrent mixed operations: withdrawals, approvals, rejections, remittances, adjustments', async () => {
    const { shopper, address } = await ready(20_000)
    const ids: number[] = []
    for (let i = 0; i < 10; i++)
      ids.push((await applyWithdrawal(server, shopper, { amount: 300 + i, receiveAddress: address, payPassword })).data)
    const operations = Array.from({ length: 50 }, (_, i) => {
      const id = ids[i % ids.length]
      switch (i % 6) {
        case 0:
          return applyWithdrawal(server, shopper, { amount: 900, receiveAddress: address, payPassword })
        case 1:
          return server.admin.wallet.approveWithdrawal({ id })
        case 2:
          return server.admin.wallet.rejectWithdrawal({ id, remark: 'mixed' })
        case 3:
          return server.admin.wallet.remitWithdrawal({ id })
        case 4:
          return server.admin.wallet.adjustWallet({ email: shopper.email, amount: -1500, remark: 'fee' })
        default:
          return server.admin.wallet.adjustWallet({ email: shopper.email, amount: 700, remark: 'bonus' })
      }
    })
    const results = await Promise.all(operations)
    expect(results.every((r) => r.status < 500)).toBe(true)
    expect(results.some((r) => r.code === 0)).toBe(true)
    const w = (await wallet(server, shopper)).data
    expect(w.balance).toBeGreaterThanOrEqual(0)
    expect(w.freezebalance).toBeGreaterThanOrEqual(0)
    const rows = await withdrawalRows(shopper)
    const frozen = rows
      .filter((r) => r.status === WithdrawalStatus.awaitingReview || r.status === WithdrawalStatus.success)
      .reduce((sum, r) => sum + r.amount, 0)
    expect(w.freezebalance).toBe(frozen)
    expect(await offLedger(server)).toEqual([])
  })
})
