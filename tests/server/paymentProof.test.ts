import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { PaymentReceiptStatus } from '../../contract/lifecycles'
import { inTenant, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { insertOrder } from './orderFixtures'
import { as, newShopper, type Shopper } from './shoppers'
import { platformWallets, screenshot } from './walletHelpers'

/** One upload proves one payment (docs/behaviour.md#wallet): a screenshot sent for a recharge or orders is refused for another. */

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const used = 'This screenshot has already been sent for another payment. Please upload the screenshot of this payment.'

async function recharge(shopper: Shopper, payOrderPic: string) {
  const [method] = await platformWallets(server, shopper)
  return server.api.wallet.recharge({ money: 50_000, appId: method.payAppId, payOrderPic, bankno: 'TX-1' }, as(shopper))
}

const proveOrder = async (shopper: Shopper, payOrderPic: string) => {
  const order = await insertOrder(server, shopper)
  const res = await server.api.checkout.pay({ payType: 1, tradeOrderIdList: [order.id], payOrderPic }, as(shopper))
  return { ...res, orderId: order.id }
}

const rechargesOf = (shopper: Shopper) =>
  inTenant(server.db, 1, (tx) => tx.select().from(schema.recharges).where(eq(schema.recharges.userId, shopper.id)))
const auditOf = async (ids: number[]) =>
  (
    await inTenant(server.db, 1, (tx) => tx.select().from(schema.orders).where(inArray(schema.orders.id, ids)).orderBy(schema.orders.id))
  ).map((o) => o.auditStatus)

describe('a payment screenshot', () => {
  it('proves one recharge: sent again for a second, it is refused and nothing is made', async () => {
    const shopper = await newShopper(server)
    const shot = await screenshot(server, shopper)
    expect((await recharge(shopper, shot)).code).toBe(0)
    expect(await recharge(shopper, shot)).toMatchObject({ code: ErrorCode.invalidField, msg: used })
    expect(await rechargesOf(shopper)).toHaveLength(1)
    const fr = await server.api.wallet.recharge(
      { money: 50_000, appId: (await platformWallets(server, shopper))[0].payAppId, payOrderPic: shot, bankno: 'TX-1' },
      { ...as(shopper), lang: 'fr' },
    )
    expect(fr.code).toBe(ErrorCode.invalidField)
    expect(fr.msg).not.toBe(used)
  })

  it('sent for a recharge, does not prove orders; sent for orders, proves neither other orders nor a recharge', async () => {
    const shopper = await newShopper(server)
    const recharged = await screenshot(server, shopper)
    expect((await recharge(shopper, recharged)).code).toBe(0)
    const refused = await proveOrder(shopper, recharged)
    expect(refused).toMatchObject({ code: ErrorCode.invalidField, msg: used })
    expect(await auditOf([refused.orderId])).toEqual([PaymentReceiptStatus.noPayReceipt])
    const paid = await screenshot(server, shopper)
    const first = await proveOrder(shopper, paid)
    expect(first.code).toBe(0)
    const second = await proveOrder(shopper, paid)
    expect(second).toMatchObject({ code: ErrorCode.invalidField, msg: used })
    expect(await auditOf([first.orderId, second.orderId])).toEqual([PaymentReceiptStatus.waiting, PaymentReceiptStatus.noPayReceipt])
    expect(await recharge(shopper, paid)).toMatchObject({ code: ErrorCode.invalidField, msg: used })
    expect(await rechargesOf(shopper)).toHaveLength(1)
  })

  it('still proves several orders of one payment at once, and another shopper’s upload is still not the shopper’s', async () => {
    const shopper = await newShopper(server)
    const orders = [await insertOrder(server, shopper), await insertOrder(server, shopper)]
    const ids = orders.map((o) => o.id)
    const shot = await screenshot(server, shopper)
    expect((await server.api.checkout.pay({ payType: 1, tradeOrderIdList: ids, payOrderPic: shot }, as(shopper))).code).toBe(0)
    expect(await auditOf(ids)).toEqual([PaymentReceiptStatus.waiting, PaymentReceiptStatus.waiting])
    const other = await newShopper(server)
    expect(await recharge(other, shot)).toMatchObject({ code: ErrorCode.invalidField, msg: 'Please upload the payment screenshot again' })
  })

  it('used by two payments at once, proves exactly one of them', async () => {
    for (let round = 0; round < 5; round++) {
      const shopper = await newShopper(server)
      const shot = await screenshot(server, shopper)
      const [a, b, c] = await Promise.all([recharge(shopper, shot), recharge(shopper, shot), proveOrder(shopper, shot)])
      const answers = [a, b, c]
      expect(answers.filter((r) => r.code === 0)).toHaveLength(1)
      expect(answers.filter((r) => r.code !== 0).every((r) => r.code === ErrorCode.invalidField && r.msg === used)).toBe(true)
      const proved =
        (await rechargesOf(shopper)).length + (await auditOf([c.orderId])).filter((s) => s === PaymentReceiptStatus.waiting).length
      expect(proved).toBe(1)
    }
  })
})
