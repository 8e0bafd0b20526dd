import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Input } from '../../contract/call'
import { ErrorCode } from '../../contract/codes'
import type { checkoutCalls } from '../../contract/schemas/order'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { balanceLogType } from '../../contract/wallet'
import { inTenant, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { insertOrder } from './orderFixtures'
import { credit, offLedger, payPassword, screenshot, setPayPassword, wallet } from './walletHelpers'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const pay = (shopper: Shopper, body: Input<typeof checkoutCalls.pay>) => server.api.checkout.pay(body, as(shopper))

const orderRows = (ids: number[]) =>
  inTenant(server.db, 1, (tx) => tx.select().from(schema.orders).where(inArray(schema.orders.id, ids)).orderBy(schema.orders.id))

const consumption = (shopper: Shopper) =>
  inTenant(server.db, 1, (tx) =>
    tx
      .select({ amt: schema.balanceLogs.amt, refId: schema.balanceLogs.refId, remark: schema.balanceLogs.remark })
      .from(schema.balanceLogs)
      .innerJoin(schema.wallets, eq(schema.wallets.id, schema.balanceLogs.walletId))
      .where(and(eq(schema.wallets.userId, shopper.id), eq(schema.balanceLogs.type, balanceLogType.consumption)))
      .orderBy(schema.balanceLogs.id),
  )

const movesOf = (orderId: number) =>
  inTenant(server.db, 1, (tx) =>
    tx.select().from(schema.orderMoves).where(eq(schema.orderMoves.orderId, orderId)).orderBy(schema.orderMoves.id),
  )

/** A shopper with a transaction password, `cents` in the wallet, and two unpaid orders (12.00 + 3.00 freight, 8.00). */
async function ready(cents: number) {
  const shopper = await newShopper(server)
  await setPayPassword(server, shopper)
  if (cents) await credit(server, shopper, cents)
  const a = await insertOrder(server, shopper, { price: 600, count: 2, freight: 300 })
  const b = await insertOrder(server, shopper, { price: 800 })
  return { shopper, ids: [a.id, b.id], nos: [a.no, b.no] }
}

describe('paying by balance', () => {
  it('pays every order at once, one consumption line each, and the timeline says so', async () => {
    const { shopper, ids, nos } = await ready(5000)
    const res = await pay(shopper, { payType: 4, tradeOrderIdList: ids, payPassword })
    expect(res).toMatchObject({ code: 0, data: true })
    const rows = await orderRows(ids)
    expect(rows.map((o) => [o.status, o.payType, o.payPrice])).toEqual([
      [OrderStatus.waitDelivery, 4, 1500],
      [OrderStatus.waitDelivery, 4, 800],
    ])
    expect(rows.every((o) => o.payTime !== null)).toBe(true)
    expect((await wallet(server, shopper)).data.balance).toBe(2700)
    expect(await consumption(shopper)).toEqual([
      { amt: -1500, refId: ids[0], remark: nos[0] },
      { amt: -800, refId: ids[1], remark: nos[1] },
    ])
    expect((await movesOf(ids[0])).at(-1)).toMatchObject({ status: OrderStatus.waitDelivery, actor: 'shopper' })
    // No second payment of a paid order.
    expect(await pay(shopper, { payType: 4, tradeOrderIdList: [ids[1]], payPassword })).toMatchObject({
      code: ErrorCode.statusChanged,
      status: 409,
    })
    expect((await wallet(server, shopper)).data.balance).toBe(2700)
    expect(await offLedger(server)).toEqual([])
  })

  it('debits once when the same payment is sent 20 times at once', async () => {
    const { shopper, ids } = await ready(10_000)
    const results = await Promise.all(Array.from({ length: 20 }, () => pay(shopper, { payType: 4, tradeOrderIdList: ids, payPassword })))
    expect(results.filter((r) => r.code === 0)).toHaveLength(1)
    expect(results.filter((r) => r.code !== 0).every((r) => r.code === ErrorCode.statusChanged)).toBe(true)
    expect((await wallet(server, shopper)).data.balance).toBe(10_000 - 2300)
    expect(await consumption(shopper)).toHaveLength(2)
    expect(await offLedger(server)).toEqual([])
  })

  it('refuses without enough balance, and nothing moves', async () => {
    const { shopper, ids } = await ready(2000)
    const res = await pay(shopper, { payType: 4, tradeOrderIdList: ids, payPassword })
    expect(res).toMatchObject({ code: ErrorCode.insufficientBalance, msg: 'insufficient balance' })
    expect((await orderRows(ids)).map((o) => [o.status, o.payType, o.payPrice])).toEqual([
      [OrderStatus.waitPay, 0, 0],
      [OrderStatus.waitPay, 0, 0],
    ])
    expect((await wallet(server, shopper)).data.balance).toBe(2000)
    expect(await consumption(shopper)).toEqual([])
    expect(await movesOf(ids[0])).toEqual([])
    expect(await offLedger(server)).toEqual([])
  })

  it('refuses a wrong transaction password and counts it; refuses without one set', async () => {
    const { shopper, ids } = await ready(5000)
    const wrong = () => pay(shopper, { payType: 4, tradeOrderIdList: ids, payPassword: '000000' })
    expect(await wrong()).toMatchObject({ code: ErrorCode.payPasswordWrong, msg: expect.stringContaining(': 4.') })
    expect(await wrong()).toMatchObject({ code: ErrorCode.payPasswordWrong, msg: expect.stringContaining(': 3.') })
    expect((await orderRows(ids)).every((o) => o.status === OrderStatus.waitPay)).toBe(true)
    expect((await wallet(server, shopper)).data.balance).toBe(5000)
    expect((await pay(shopper, { payType: 4, tradeOrderIdList: ids, payPassword: '12' })).code).toBe(ErrorCode.invalidField)
    expect((await pay(shopper, { payType: 4, tradeOrderIdList: ids, payPassword })).code).toBe(0)

    const unset = await newShopper(server)
    await credit(server, unset, 5000)
    const order = await insertOrder(server, unset, { price: 100 })
    expect(await pay(unset, { payType: 4, tradeOrderIdList: [order.id], payPassword })).toMatchObject({
      code: ErrorCode.payPasswordNotSet,
      msg: 'Please set your transaction password first',
    })
  })

  it('pays only the shopper’s own orders still waiting for payment', async () => {
    const { shopper, ids } = await ready(5000)
    const other = await newShopper(server)
    await setPayPassword(server, other)
    await credit(server, other, 5000)
    expect((await pay(other, { payType: 4, tradeOrderIdList: ids, payPassword })).code).toBe(ErrorCode.notFound)
    const late = await insertOrder(server, shopper, { price: 100, payInMinutes: -1 })
    expect((await pay(shopper, { payType: 4, tradeOrderIdList: [late.id], payPassword })).code).toBe(ErrorCode.statusChanged)
    const reviewed = await insertOrder(server, shopper, { price: 100, auditStatus: PaymentReceiptStatus.waiting, payType: 1 })
    expect((await pay(shopper, { payType: 4, tradeOrderIdList: [reviewed.id], payPassword })).code).toBe(ErrorCode.statusChanged)
    expect((await wallet(server, other)).data.balance).toBe(5000)
    expect((await wallet(server, shopper)).data.balance).toBe(5000)
  })
})

describe('other pay methods', () => {
  it('refuses card and online payment: under development', async () => {
    const { shopper, ids } = await ready(0)
    for (const payType of [2, 3]) {
      expect(await pay(shopper, { payType, tradeOrderIdList: ids })).toMatchObject({
        code: ErrorCode.payMethodUnavailable,
        msg: 'This function is under development; please choose another payment method',
      })
    }
    const zh = await server.api.checkout.pay({ payType: 2, tradeOrderIdList: ids }, { ...as(shopper), lang: 'zh' })
    expect(zh.msg).toBe('该功能正在开发中，请选择其他支付方式')
  })

  it('puts a screenshot of the shopper’s own under review (auditStatus 0 -> 3), and refuses another’s or none', async () => {
    const { shopper, ids } = await ready(0)
    expect(await pay(shopper, { payType: 1, tradeOrderIdList: ids })).toMatchObject({
      code: ErrorCode.invalidField,
      msg: 'Please upload the payment screenshot',
    })
    const theirs = await screenshot(server, await newShopper(server))
    expect(await pay(shopper, { payType: 1, tradeOrderIdList: ids, payOrderPic: theirs })).toMatchObject({
      code: ErrorCode.invalidField,
      msg: 'Please upload the payment screenshot again',
    })
    expect((await orderRows(ids)).map((o) => o.auditStatus)).toEqual([0, 0])
    const mine = await screenshot(server, shopper)
    expect((await pay(shopper, { payType: 1, tradeOrderIdList: ids, payOrderPic: mine })).code).toBe(0)
    const rows = await orderRows(ids)
    expect(rows.map((o) => [o.status, o.auditStatus, o.payType, o.payOrderPic])).toEqual([
      [OrderStatus.waitPay, PaymentReceiptStatus.waiting, 1, mine],
      [OrderStatus.waitPay, PaymentReceiptStatus.waiting, 1, mine],
    ])
    expect((await movesOf(ids[0])).at(-1)).toMatchObject({ status: OrderStatus.waitPay, auditStatus: PaymentReceiptStatus.waiting })
    const [upload] = await inTenant(server.db, 1, (tx) =>
      tx
        .select()
        .from(schema.uploads)
        .where(eq(schema.uploads.path, mine.replace('/uploads/', ''))),
    )
    expect(upload.referencedAt).not.toBeNull()
    // Under review, the orders take no other payment.
    await setPayPassword(server, shopper)
    await credit(server, shopper, 5000)
    expect((await pay(shopper, { payType: 4, tradeOrderIdList: ids, payPassword })).code).toBe(ErrorCode.statusChanged)
    expect((await pay(shopper, { payType: 1, tradeOrderIdList: ids, payOrderPic: mine })).code).toBe(ErrorCode.statusChanged)
  })
})
