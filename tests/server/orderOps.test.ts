import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { orderLimits } from '../../contract/order'
import { startTestServer, type TestServer } from './harness'
import { insertOrder, saleableSkus } from './orderFixtures'
import { messageKeysOf, orderDetail, orderRow, stockOf } from './orderHelpers'
import { runOpsCli } from './opsCli'
import { newShopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const ops = (...args: string[]) => runOpsCli(server.base, args)
const json = (res: { stdout: string }) => JSON.parse(res.stdout)

describe('the orders’ ops commands', () => {
  it('approve a payment under review (paid its total) and ship it; illegal moves exit non-zero with a clear message', async () => {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { auditStatus: PaymentReceiptStatus.waiting, payType: 1, price: 2500, freight: 700 })
    const unpaid = await insertOrder(server, shopper)

    const [early, listed] = await Promise.all([ops('order:ship', order.no, '--tracking', 'LX1'), ops('order:list', '--status', 'waitPay')])
    expect(early.code).toBe(1)
    expect(early.stderr).toMatch(/^ops: This action is not possible in its current state \(waitPay, receipt waiting\)/)
    expect(listed.code).toBe(0)
    expect(json(listed).map((o: { no: string }) => o.no)).toEqual(expect.arrayContaining([order.no, unpaid.no]))
    expect(json(listed).find((o: { no: string }) => o.no === order.no)).toMatchObject({ statusName: 'waitPay', auditStatusName: 'waiting' })

    const approved = await ops('order:approve-payment', order.no)
    expect(approved.code).toBe(0)
    expect(await orderRow(server, order.id)).toMatchObject({
      status: OrderStatus.waitDelivery,
      auditStatus: PaymentReceiptStatus.pass,
      payPrice: 3200,
      payTime: expect.any(Date),
    })
    const [again, approveUnpaid, noTracking, badStatus, unknown] = await Promise.all([
      ops('order:approve-payment', order.no),
      ops('order:approve-payment', unpaid.no),
      ops('order:ship', order.no),
      ops('order:list', '--status', 'sideways'),
      ops('order:ship', 'NOSUCHORDER', '--tracking', 'LX1'),
    ])
    expect(again.code).toBe(1)
    expect(again.stderr).toMatch(/not possible in its current state \(waitDelivery, receipt pass\) \(code 1051\)/)
    expect(approveUnpaid.code).toBe(1)
    expect(approveUnpaid.stderr).toMatch(/\(waitPay, receipt noPayReceipt\)/)
    expect(noTracking).toMatchObject({ code: 1, stdout: '' })
    expect(noTracking.stderr).toMatch(/^ops: --tracking is required/)
    expect(badStatus.code).toBe(1)
    expect(unknown.code).toBe(1)

    const [notShipped, shipped] = [
      await ops('order:track', order.no, 'At the depot'),
      await ops('order:ship', order.no, '--tracking', 'LX42'),
    ]
    expect(notShipped.code).toBe(1)
    expect(shipped.code).toBe(0)
    const tracked = await ops('order:track', order.no, 'At the depot')
    expect(tracked.code).toBe(0)
    expect((await ops('order:ship', order.no, '--tracking', 'LX43')).code).toBe(1)
    const detail = (await orderDetail(server, shopper, order.no)).data
    expect(detail).toMatchObject({ status: OrderStatus.waitReceipt, logisticsNo: 'LX42' })
    expect(detail.deliveryOrbits.map((o) => o.content)).toEqual(['At the depot', 'Handed to the carrier, tracking number LX42'])
    expect(detail.moves.map((m) => [m.status, m.auditStatus, m.actor])).toEqual([
      [OrderStatus.waitDelivery, PaymentReceiptStatus.waiting, 'platform'],
      [OrderStatus.waitDelivery, PaymentReceiptStatus.pass, 'platform'],
      [OrderStatus.waitReceipt, PaymentReceiptStatus.pass, 'platform'],
    ])
    expect((await messageKeysOf(server, shopper)).map((m) => m.key)).toEqual(['orderPaymentApprovedContent', 'orderShippedContent'])
  })

  it('ship with a carrier the shopper reads; a carrier without a name or over the limit is refused, nothing shipped', async () => {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { auditStatus: PaymentReceiptStatus.waiting, payType: 1 })
    expect((await ops('order:approve-payment', order.no)).code).toBe(0)

    const [bare, tooLong] = await Promise.all([
      ops('order:ship', order.no, '--tracking', 'LX50', '--carrier'),
      ops('order:ship', order.no, '--tracking', 'LX50', '--carrier', 'x'.repeat(orderLimits.carrierMax + 1)),
    ])
    expect(bare).toMatchObject({ code: 1, stdout: '' })
    expect(bare.stderr).toMatch(/^ops: --carrier needs the carrier’s name/)
    expect(tooLong).toMatchObject({ code: 1, stdout: '' })
    expect(tooLong.stderr).toMatch(`ops: --carrier is at most ${orderLimits.carrierMax} characters`)
    expect(await orderRow(server, order.id)).toMatchObject({ status: OrderStatus.waitDelivery, logisticsNo: '', carrier: '' })

    expect((await ops('order:ship', order.no, '--tracking', 'LX50', '--carrier', 'Colissimo')).code).toBe(0)
    expect((await orderDetail(server, shopper, order.no)).data).toMatchObject({ logisticsNo: 'LX50', carrier: 'Colissimo' })
    expect((await messageKeysOf(server, shopper)).map((m) => m.key)).toEqual(['orderPaymentApprovedContent', 'orderShippedByContent'])
  })

  it('reject a payment with a remark, leaving at least 30 minutes to upload another', async () => {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { auditStatus: PaymentReceiptStatus.waiting, payType: 1, payInMinutes: 5 })
    const [noRemark, notWaiting] = await Promise.all([
      ops('order:reject-payment', order.no),
      ops('order:reject-payment', (await insertOrder(server, shopper)).no, '--remark', 'x'),
    ])
    expect(noRemark.code).toBe(1)
    expect(noRemark.stderr).toMatch(/^ops: --remark is required/)
    expect(notWaiting.code).toBe(1)

    const rejected = await ops('order:reject-payment', order.no, '--remark', 'The amount is wrong')
    expect(rejected.code).toBe(0)
    const row = await orderRow(server, order.id)
    expect(row).toMatchObject({
      status: OrderStatus.waitPay,
      auditStatus: PaymentReceiptStatus.rejected,
      auditRemark: 'The amount is wrong',
    })
    expect(row.payDeadline.getTime()).toBeGreaterThanOrEqual(Date.now() + 29 * 60_000)
    expect((await ops('order:reject-payment', order.no, '--remark', 'again')).code).toBe(1)
    const detail = (await orderDetail(server, shopper, order.no)).data
    expect(detail.keyTTL).toBeGreaterThan(29 * 60)
    expect(await messageKeysOf(server, shopper)).toEqual([
      { key: 'orderPaymentRejectedContent', params: expect.objectContaining({ orderNo: order.no, remark: 'The amount is wrong' }) },
    ])
  })

  it('expire an unpaid order now: cancelled, its stock released; not under review, not once paid', async () => {
    const shopper = await newShopper(server)
    const [sku] = await saleableSkus(server, 1, 1)
    const before = await stockOf(server, sku.skuId)
    const order = await insertOrder(server, shopper, { skuId: sku.skuId, count: 4 })
    const reviewed = await insertOrder(server, shopper, { skuId: sku.skuId, auditStatus: PaymentReceiptStatus.waiting, payType: 1 })
    const paid = await insertOrder(server, shopper, { skuId: sku.skuId, status: OrderStatus.waitDelivery })

    const expired = await ops('order:expire-now', order.no)
    expect(expired.code).toBe(0)
    expect(json(expired).order).toMatchObject({ status: OrderStatus.cancelled })
    expect(await stockOf(server, sku.skuId)).toEqual({ sku: before.sku + 4, spu: before.spu + 4 })
    const [again, underReview, alreadyPaid] = await Promise.all([
      ops('order:expire-now', order.no),
      ops('order:expire-now', reviewed.no),
      ops('order:expire-now', paid.no),
    ])
    for (const refused of [again, underReview, alreadyPaid]) {
      expect(refused.code).toBe(1)
      expect(refused.stderr).toMatch(/not possible in its current state/)
    }
    expect(await stockOf(server, sku.skuId)).toEqual({ sku: before.sku + 4, spu: before.spu + 4 })
    expect((await orderRow(server, reviewed.id)).status).toBe(OrderStatus.waitPay)
  })
})
