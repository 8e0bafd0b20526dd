import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import type { Input } from '../../contract/call'
import { RechargeStatus, WithdrawalStatus } from '../../contract/lifecycles'
import type { walletCalls } from '../../contract/schemas/wallet'
import { balanceLogType, type PlatformWallet } from '../../contract/wallet'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { loginUser } from './accountsHelpers'
import { startTestServer, type TestServer } from './harness'
import { credit, offLedger, platformWallets, screenshot, setPayPassword, wallet, walletPaths as paths } from './walletHelpers'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const submit = (shopper: Shopper, form: Input<typeof walletCalls.recharge>) => server.api.wallet.recharge(form, as(shopper))

/** A waiting recharge of `money` cents by the shopper, through the API. */
async function recharge(shopper: Shopper, money: number) {
  const [method] = await platformWallets(server, shopper)
  const res = await submit(shopper, { money, appId: method.payAppId, payOrderPic: await screenshot(server, shopper), bankno: 'TX-1' })
  expect(res).toMatchObject({ code: 0 })
  return res.data
}

/** The system messages the shopper was sent: title key and English text. */
const told = (shopper: Shopper) =>
  asPlatform(server.db, (tx) =>
    tx
      .select({ key: schema.systemMessages.titleKey, message: schema.systemMessages.message })
      .from(schema.systemMessages)
      .where(eq(schema.systemMessages.userId, shopper.id)),
  )

const review = (path: string, json: unknown) => server.ops<{ recharge: { status: number } }>(path, { method: 'POST', json })

describe('the wallet', () => {
  it('is empty for a new shopper, says whether a transaction password is set, and needs a login', async () => {
    const shopper = await newShopper(server)
    expect((await wallet(server, shopper)).data).toEqual({ balance: 0, freezebalance: 0, point: 0, payPasswordFlag: false })
    await setPayPassword(server, shopper)
    expect((await wallet(server, shopper)).data.payPasswordFlag).toBe(true)
    expect(await server.api.wallet.wallet()).toMatchObject({ status: 401, code: 401 })
    const rows = await asPlatform(server.db, (tx) => tx.select().from(schema.wallets).where(eq(schema.wallets.userId, shopper.id)))
    expect(rows).toHaveLength(1)
  })

  it('offers amounts, bounds and the tenant’s enabled platform wallets as recharge methods', async () => {
    const shopper = await newShopper(server)
    const options = (await server.api.wallet.rechargeOptions({}, as(shopper))).data
    expect(options.moneyTypes).toEqual([1000, 5000, 10000, 50000, 100000])
    expect(options).toMatchObject({ minMoney: 100, maxMoney: 10_000_000 })
    expect(options.platformWallets.map((w) => w.type)).toEqual([1, 2])
    expect(options.platformWallets[0].address).toMatch(/^T\w{33}$/)
    expect(options.payTypes.map((p) => p.id)).toEqual(options.platformWallets.map((w) => w.payAppId))
    const maison = await newShopper(server, 2)
    const theirs = await platformWallets(server, maison)
    expect(theirs.map((w) => w.payAppId)).not.toEqual(options.platformWallets.map((w) => w.payAppId))
  })
})

describe('a recharge', () => {
  it('is created waiting with its screenshot claimed, listed and shown to its shopper only', async () => {
    const shopper = await newShopper(server)
    const [method] = await platformWallets(server, shopper)
    const pic = await screenshot(server, shopper)
    const res = await submit(shopper, { money: 12345, appId: method.payAppId, payOrderPic: pic, bankno: 'hash-1' })
    expect(res).toMatchObject({ code: 0, data: expect.any(Number) })
    const page = (await server.api.wallet.recharges({ pageNo: 1, pageSize: 10 }, as(shopper))).data
    expect(page.total).toBe(1)
    expect(page.list[0]).toMatchObject({
      id: res.data,
      price: 12345,
      payOrderPic: pic,
      appName: method.name,
      bankno: 'hash-1',
      auditStatus: RechargeStatus.waiting,
      updateTime: null,
    })
    expect(page.list[0].payorderno).toMatch(/^R\d{20}$/)
    const detail = await server.api.wallet.rechargeDetail({ id: res.data }, as(shopper))
    expect(detail.data).toEqual(page.list[0])
    const [upload] = await asPlatform(server.db, (tx) =>
      tx
        .select()
        .from(schema.uploads)
        .where(eq(schema.uploads.path, pic.replace('/uploads/', ''))),
    )
    expect(upload.referencedAt).not.toBeNull()

    const other = await newShopper(server)
    expect(await server.api.wallet.rechargeDetail({ id: res.data }, as(other))).toMatchObject({
      status: 404,
      code: 404,
    })
    expect((await server.api.wallet.recharges({}, as(other))).data).toEqual({ list: [], total: 0 })
    // raw: an id that is no number, which the typed client cannot send
    expect(await server.call('GET', paths.rechargeDetail, { ...as(other), query: { id: 'x' } })).toMatchObject({ status: 400 })
  })

  it('is served under the API family’s names too: POST /pay/order/submitPayOrder and GET /pay/order/list', async () => {
    const shopper = await newShopper(server)
    const [method] = await platformWallets(server, shopper)
    const form = { money: 2500, appId: method.payAppId, payOrderPic: await screenshot(server, shopper), bankno: 'hash-2' }
    const res = await server.api.wallet.submitPayOrder(form, as(shopper))
    expect(res).toMatchObject({ code: 0, data: expect.any(Number) })
    const listed = (await server.api.wallet.payOrderList({}, as(shopper))).data
    expect(listed).toEqual((await server.api.wallet.recharges({}, as(shopper))).data)
    expect(listed.list).toEqual([expect.objectContaining({ id: res.data, price: 2500, auditStatus: RechargeStatus.waiting })])
    expect((await server.api.wallet.payOrderList({}, as(await newShopper(server)))).data).toEqual({ list: [], total: 0 })
  })

  it('refuses bad input with a clear message naming the field, and writes nothing', async () => {
    const shopper = await newShopper(server)
    const other = await newShopper(server)
    const [method] = await platformWallets(server, shopper)
    const [abroad] = await platformWallets(server, await newShopper(server, 2))
    const pic = await screenshot(server, shopper)
    const good: Input<typeof walletCalls.recharge> = { money: 5000, appId: method.payAppId, payOrderPic: pic }
    const range = 'A recharge is between 1.00 and 100000.00 USD'
    const notYours = 'Please upload the payment screenshot again'
    const cases: [Input<typeof walletCalls.recharge>, unknown][] = [
      [{ ...good, money: 0 }, 'Please enter an amount greater than 0'],
      [{ ...good, money: 12.5 }, expect.stringMatching(/^money is /)],
      [{ ...good, money: 99 }, range],
      [{ ...good, money: 10_000_001 }, range],
      [{ ...good, appId: 0 }, 'Please choose a payment method'],
      [{ ...good, appId: abroad.payAppId }, 'This payment method is not available; please choose another'],
      [{ ...good, payOrderPic: '' }, 'Please upload the payment screenshot'],
      [{ ...good, payOrderPic: await screenshot(server, other) }, notYours],
      [{ ...good, payOrderPic: '/media/shop/x.svg' }, notYours],
      [{ ...good, payOrderPic: '/uploads/1/2026-01/0123abcd.png' }, notYours],
      [{ ...good, payOrderPic: `http://elsewhere.example${pic}x` }, notYours],
    ]
    for (const [form, msg] of cases) {
      expect(await submit(shopper, form), JSON.stringify(form)).toMatchObject({ status: 400, code: ErrorCode.invalidField, msg })
    }
    // raw: an amount that is no number, which the typed client cannot send
    expect(await server.call('POST', paths.recharge, { ...as(shopper), json: { ...good, money: 'ten' } })).toMatchObject({
      status: 400,
      code: ErrorCode.invalidField,
      msg: expect.stringMatching(/^money is /),
    })
    await inTenant(server.db, 1, (tx) =>
      tx.update(schema.platformWallets).set({ enabled: false }).where(eq(schema.platformWallets.id, method.payAppId)),
    )
    expect((await submit(shopper, good)).msg).toBe('This payment method is not available; please choose another')
    await inTenant(server.db, 1, (tx) =>
      tx.update(schema.platformWallets).set({ enabled: true }).where(eq(schema.platformWallets.id, method.payAppId)),
    )
    expect((await server.api.wallet.recharges({}, as(shopper))).data.total).toBe(0)
    expect(await submit(shopper, good)).toMatchObject({ code: 0 })
  })

  it('is credited once when passed: a second approval and a rejection after it are refused', async () => {
    const shopper = await newShopper(server)
    const id = await recharge(shopper, 25000)
    const passed = await review('/recharges/approve', { id })
    expect(passed).toMatchObject({ code: 0, data: { recharge: { status: RechargeStatus.pass }, wallet: { balance: 25000 } } })
    for (const [path, json] of [
      ['/recharges/approve', { id }],
      ['/recharges/reject', { id, remark: 'late' }],
    ] as const) {
      expect(await review(path, json)).toMatchObject({ status: 409, code: ErrorCode.moveRefused, msg: expect.stringContaining('(pass)') })
    }
    expect((await wallet(server, shopper)).data).toMatchObject({ balance: 25000, freezebalance: 0 })
    const log = (await server.api.wallet.balanceLog({}, as(shopper))).data
    expect(log.total).toBe(1)
    expect(log.list[0]).toMatchObject({ type: 5, amt: 25000, hamt: 25000 })
    const detail = (await server.api.wallet.rechargeDetail({ id }, as(shopper))).data
    expect(detail.auditStatus).toBe(RechargeStatus.pass)
    expect(detail.updateTime).toEqual(expect.any(Number))
    expect(await told(shopper)).toEqual([
      { key: 'rechargePassedTitle', message: `Your recharge ${detail.payorderno} of 250.00 USD has been credited to your wallet.` },
    ])
    expect(await offLedger(server)).toEqual([])
  })

  it('is rejected only with a remark, without money, and cannot be passed after', async () => {
    const shopper = await newShopper(server)
    const id = await recharge(shopper, 3000)
    expect(await review('/recharges/reject', { id })).toMatchObject({
      status: 400,
      code: ErrorCode.invalidField,
      msg: 'remark is required',
    })
    expect(await review('/recharges/reject', { id, remark: '  ' })).toMatchObject({ status: 400 })
    expect(await review('/recharges/reject', { id, remark: 'No transfer found' })).toMatchObject({
      code: 0,
      data: { recharge: { status: RechargeStatus.rejected, remark: 'No transfer found' } },
    })
    expect(await review('/recharges/approve', { id })).toMatchObject({ status: 409, code: ErrorCode.moveRefused })
    expect((await wallet(server, shopper)).data.balance).toBe(0)
    const detail = (await server.api.wallet.rechargeDetail({ id }, as(shopper))).data
    expect(detail).toMatchObject({ auditStatus: RechargeStatus.rejected, remark: 'No transfer found' })
    expect(await told(shopper)).toEqual([
      { key: 'rechargeRejectedTitle', message: `Your recharge ${detail.payorderno} of 30.00 USD was rejected: No transfer found` },
    ])
    expect(await review('/recharges/approve', { id: 999_999 })).toMatchObject({ status: 404 })
    expect(await review('/recharges/approve', { id: 'x' })).toMatchObject({ status: 400 })
  })

  it('is credited once under 20 concurrent approvals', async () => {
    const shopper = await newShopper(server)
    const id = await recharge(shopper, 7700)
    const results = await Promise.all(Array.from({ length: 20 }, () => review('/recharges/approve', { id })))
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
    for (const r of results.filter((r) => r.code !== 0)) {
      expect(r.status).toBe(409)
      expect([ErrorCode.moveRefused, ErrorCode.statusChanged]).toContain(r.code)
    }
    expect((await wallet(server, shopper)).data.balance).toBe(7700)
    const logs = await asPlatform(server.db, (tx) =>
      tx
        .select()
        .from(schema.balanceLogs)
        .where(and(eq(schema.balanceLogs.refKind, 'recharge'), eq(schema.balanceLogs.refId, id))),
    )
    expect(logs).toHaveLength(1)
    expect(await told(shopper)).toHaveLength(1)
    expect(await offLedger(server)).toEqual([])
  })
})

describe('the balance log', () => {
  it('lists the shopper’s ledger lines newest first, ten a page, with the balance after each', async () => {
    const shopper = await newShopper(server)
    for (let i = 1; i <= 12; i++) await credit(server, shopper, i * 100)
    const first = (await server.api.wallet.balanceLog({}, as(shopper))).data
    expect(first.total).toBe(12)
    expect(first.list).toHaveLength(10)
    expect(first.list[0]).toMatchObject({ type: 6, amt: 1200, hamt: 7800, remark: 'test' })
    const second = (await server.api.wallet.balanceLog({ pageNo: 2 }, as(shopper))).data
    expect(second.list.map((l) => l.hamt)).toEqual([300, 100])
    expect((await server.api.wallet.balanceLog({}, as(await newShopper(server)))).data.total).toBe(0)
  })

  it('lets a shopper with money in the wallet write to any shop', async () => {
    const shopper = await newShopper(server)
    const [shop] = await inTenant(server.db, 1, (tx) =>
      tx.select({ id: schema.shops.id }).from(schema.shops).where(eq(schema.shops.shopComment, 0)).limit(1),
    )
    const can = () => server.api.shop.canShopComment({ shopId: shop.id }, as(shopper))
    expect((await can()).data).toBe(false)
    await credit(server, shopper, 1)
    expect((await can()).data).toBe(true)
  })
})

describe('the demo shopper', () => {
  it('has a wallet history made through the ledger: a recharge passed, one rejected, a withdrawal awaiting review', async () => {
    const login = await loginUser(server, 'demo@vitrine.test', 'Demo12345')
    const demo = { id: login.data.userId, email: 'demo@vitrine.test', tenant: 1, token: login.data.accessToken }
    const { balance, freezebalance } = (await wallet(server, demo)).data
    expect(freezebalance).toBe(12000)
    const recharges = (await server.api.wallet.recharges({}, as(demo))).data
    expect(recharges.list.map((r) => [r.price, r.auditStatus]).sort()).toEqual([
      [20000, RechargeStatus.rejected],
      [50000, RechargeStatus.pass],
    ])
    const withdrawals = (await server.api.wallet.withdrawals({}, as(demo))).data
    expect(withdrawals.list).toMatchObject([{ amt: 12000, sta: WithdrawalStatus.awaitingReview, receiveAddress: 'USDT · TQn9…bLSE' }])
    const log = (await server.api.wallet.balanceLog({}, as(demo))).data
    const walletLines = log.list.filter((l) => l.type === balanceLogType.withdrawal || l.type === balanceLogType.recharge)
    expect(walletLines.map((l) => [l.type, l.amt, l.hamt])).toEqual([
      [1, -12000, 38000],
      [5, 50000, 50000],
    ])
    // After them, the seeded orders and after-sales (server/seed/orders.ts, afterSales.ts): paid from the balance,
    // refunds of platform shops' orders, and one of the demo owner's shop's, taken back from its owner.
    const orderLines = log.list.filter((l) => !walletLines.includes(l))
    expect(new Set(orderLines.map((l) => l.type))).toEqual(
      new Set([balanceLogType.consumption, balanceLogType.refund, balanceLogType.platformRefund]),
    )
    expect(balance).toBe(38000 + orderLines.reduce((sum, l) => sum + l.amt, 0))
    expect(balance).toBe(log.list[0].hamt)
    expect(await offLedger(server)).toEqual([])
  })
})

describe('platform wallets', () => {
  it('lists the enabled ones of the tenant in their order', async () => {
    const shopper = await newShopper(server)
    const list = await platformWallets(server, shopper)
    expect(list.map((w: PlatformWallet) => w.englishName)).toEqual(['USDT (TRC20)', 'Bank transfer'])
    expect(list[0].addressUrl).toBe(`tron:${list[0].address}`)
  })
})
