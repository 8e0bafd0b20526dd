import { runOpsCli } from './opsCli'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { RechargeStatus, WithdrawalStatus } from '../../contract/lifecycles'
import { asPlatform, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import {
  applyWithdrawal,
  credit,
  offLedger,
  payoutAddress,
  payPassword,
  platformWallets,
  screenshot,
  setPayPassword,
} from './walletHelpers'
import { newShopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const ops = (...args: string[]) => runOpsCli(server.base, args)

const json = (res: { stdout: string }) => JSON.parse(res.stdout)

describe('the wallet’s ops commands', () => {
  it('list, approve and reject recharges; an illegal move exits non-zero with a clear message', async () => {
    const shopper = await newShopper(server)
    const [method] = await platformWallets(server, shopper)
    const submit = async (money: number) =>
      (
        await server.api.wallet.recharge(
          { money, appId: method.payAppId, payOrderPic: await screenshot(server, shopper) },
          { token: shopper.token },
        )
      ).data
    const [first, second] = [await submit(1500), await submit(2500)]

    const waiting = await ops('recharge:list', '--status', 'waiting')
    const [approved, missingRemark, rejected] = await Promise.all([
      ops('recharge:approve', String(first)),
      ops('recharge:reject', String(second)),
      ops('recharge:reject', String(second), '--remark', 'No such transfer'),
    ])
    expect(waiting.code).toBe(0)
    expect(json(waiting).map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([first, second]))
    expect(json(waiting)[0]).toMatchObject({ email: shopper.email, statusName: 'waiting' })
    expect(approved.code).toBe(0)
    expect(json(approved)).toMatchObject({ recharge: { id: first, status: RechargeStatus.pass }, wallet: { balance: 1500 } })
    expect(missingRemark).toMatchObject({ code: 1, stdout: '' })
    expect(missingRemark.stderr).toMatch(/^ops: --remark is required/)
    expect(rejected.code).toBe(0)
    expect(json(rejected).recharge).toMatchObject({ status: RechargeStatus.rejected, remark: 'No such transfer' })

    const [again, passedList, badStatus, badId] = await Promise.all([
      ops('recharge:approve', String(first)),
      ops('recharge:list', '--status', '1'),
      ops('recharge:list', '--status', 'sideways'),
      ops('recharge:approve', 'first'),
    ])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/^ops: This action is not possible in its current state \(pass\) \(code 1051\)/)
    expect(json(passedList).every((r: { status: number }) => r.status === RechargeStatus.pass)).toBe(true)
    expect(badStatus).toMatchObject({ code: 1 })
    expect(badStatus.stderr).toMatch(/^ops: status is not valid/)
    expect(badId.stderr).toMatch(/^ops: <id> needs a positive whole number/)
  })

  it('adjust and show a wallet, and check every wallet against its ledger', async () => {
    const shopper = await newShopper(server)
    const credited = await ops('wallet:adjust', shopper.email, '5000', '--remark', 'goodwill', '--tenant', '1')
    const [debit, overdraw, noRemark] = await Promise.all([
      ops('wallet:adjust', shopper.email, '-1200', '--remark', 'fee'),
      ops('wallet:adjust', shopper.email, '-999999', '--remark', 'more than there is'),
      ops('wallet:adjust', shopper.email, '100'),
    ])
    expect(credited.code).toBe(0)
    expect(debit.code).toBe(0)
    expect(overdraw).toMatchObject({ code: 1 })
    expect(overdraw.stderr).toMatch(/^ops: insufficient balance \(code 1060\)/)
    expect(noRemark.stderr).toMatch(/^ops: --remark is required/)
    const shown = await ops('wallet:show', shopper.email)
    expect(json(shown)).toMatchObject({ user: { email: shopper.email, tenantId: 1 }, wallet: { balance: 3800, frozen: 0 } })
    expect(
      json(shown)
        .logs.map((l: { type: number; amt: number }) => [l.type, l.amt])
        .sort(),
    ).toEqual([
      [6, 5000],
      [7, -1200],
    ])
    expect((await ops('wallet:show', 'nobody@example.com')).stderr).toMatch(/^ops: Not found \(code 404\)/)

    const clean = await ops('wallet:check')
    expect(clean).toMatchObject({ code: 0 })
    expect(json(clean)).toEqual({ walletsOffLedger: 0 })
    await asPlatform(server.db, (tx) => tx.update(schema.wallets).set({ balance: 1 }).where(eq(schema.wallets.userId, shopper.id)))
    const broken = await ops('wallet:check')
    expect(broken).toMatchObject({ code: 1, stdout: '' })
    expect(broken.stderr).toMatch(/^ops: 1 wallet\(s\) do not match their ledger: .*"balance":1,.*"loggedBalance":3800/)
    expect(await offLedger(server)).toHaveLength(1)
    await asPlatform(server.db, (tx) => tx.update(schema.wallets).set({ balance: 3800 }).where(eq(schema.wallets.userId, shopper.id)))
  })

  it('list, approve, reject and remit withdrawals; only allowed moves', async () => {
    const shopper = await newShopper(server)
    await setPayPassword(server, shopper)
    await credit(server, shopper, 10_000)
    const address = await payoutAddress(server, shopper, false)
    const apply = async (amount: number) => (await applyWithdrawal(server, shopper, { amount, receiveAddress: address, payPassword })).data
    const [first, second] = [await apply(4000), await apply(1000)]

    const listed = await ops('withdrawal:list', '--status', 'awaitingReview')
    const [approved, remitEarly, rejectNoRemark] = await Promise.all([
      ops('withdrawal:approve', String(first)),
      ops('withdrawal:remit', String(second)),
      ops('withdrawal:reject', String(second)),
    ])
    const mine = json(listed).filter((w: { email: string }) => w.email === shopper.email)
    expect(mine.map((w: { id: number }) => w.id).sort()).toEqual([first, second].sort())
    expect(mine[0]).toMatchObject({ statusName: 'awaitingReview', payee: { bankname: 'HSBC', bankno: '4000 1234 5678 9010' } })
    expect(json(approved).withdrawal).toMatchObject({ id: first, status: WithdrawalStatus.success })
    expect(remitEarly.code).toBe(1)
    expect(remitEarly.stderr).toMatch(/^ops: This action is not possible in its current state \(awaitingReview\)/)
    expect(rejectNoRemark.stderr).toMatch(/^ops: --remark is required/)

    const remitted = await ops('withdrawal:remit', String(first))
    expect(json(remitted)).toMatchObject({ withdrawal: { status: WithdrawalStatus.remitted }, wallet: { balance: 5000, frozen: 1000 } })
    const rejected = await ops('withdrawal:reject', String(second), '--remark', 'Card closed')
    expect(json(rejected)).toMatchObject({ withdrawal: { status: WithdrawalStatus.failed }, wallet: { balance: 6000, frozen: 0 } })
    const again = await ops('withdrawal:approve', String(second))
    expect(again.stderr).toMatch(/\(failed\) \(code 1051\)/)
    expect(json(await ops('withdrawal:list', '--status', '3')).map((w: { id: number }) => w.id)).toContain(first)
    expect(await offLedger(server)).toEqual([])
  })

  it('lists its commands with help', async () => {
    const help = await ops('help')
    for (const name of ['recharge:approve', 'withdrawal:remit', 'wallet:adjust', 'wallet:check']) expect(help.stdout).toContain(name)
  })
})
