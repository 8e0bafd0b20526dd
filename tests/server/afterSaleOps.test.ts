import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { AfterSaleStatus as S } from '../../contract/lifecycles'
import { balanceLogType } from '../../contract/wallet'
import { apply, delivery, shippedOrder } from './afterSaleHelpers'
import { startTestServer, type TestServer } from './harness'
import { ledgerOf, messageKeysOf } from './orderHelpers'
import { runOpsCli } from './opsCli'
import { newShopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const ops = (...args: string[]) => runOpsCli(server.base, args)
const json = (res: { stdout: string }) => JSON.parse(res.stdout)
type Listed = { id: number; statusName: string; wayName: string; email: string; orderNo: string }

describe('the after-sales’ ops commands', () => {
  it('list, agree with an address, receive and refund a return; illegal moves exit non-zero with a clear message', async () => {
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper)
    const id = String((await apply(server, shopper, { orderItemId: order.itemId, way: 20, refundCount: 2, refundPrice: 4000 })).data)

    const [byName, byCode, otherTenant, badStatus, early] = await Promise.all([
      ops('aftersale:list', '--status', 'waitReview'),
      ops('aftersale:list', '--status', '10'),
      ops('aftersale:list', '--tenant', '2'),
      ops('aftersale:list', '--status', 'sideways'),
      ops('aftersale:refund', id),
    ])
    expect(byName.code).toBe(0)
    expect(json(byName).find((a: Listed) => a.id === Number(id))).toMatchObject({
      statusName: 'waitReview',
      wayName: 'refundAndReturn',
      email: shopper.email,
      orderNo: order.no,
    })
    expect(json(byCode).map((a: Listed) => a.id)).toContain(Number(id))
    expect(json(otherTenant).map((a: Listed) => a.id)).not.toContain(Number(id))
    expect(badStatus.code).toBe(1)
    expect(early.code).toBe(1)
    expect(early.stderr).toMatch(/^ops: This action is not possible in its current state \(waitReview\) \(code 1051\)/)

    const agreed = await ops('aftersale:agree', id, '--address', 'Vitrine returns, 5 Quai Voltaire, Paris')
    expect(agreed.code).toBe(0)
    expect(json(agreed).afterSale).toMatchObject({ status: S.waitReturn, returnAddress: 'Vitrine returns, 5 Quai Voltaire, Paris' })
    const [again, receiveEarly] = await Promise.all([ops('aftersale:agree', id), ops('aftersale:receive', id)])
    expect(again.stderr).toMatch(/\(waitReturn\)/)
    expect(receiveEarly.code).toBe(1)

    expect((await delivery(server, shopper, Number(id), 'RT42')).code).toBe(0)
    const received = await ops('aftersale:receive', id)
    expect(json(received).afterSale.statusName).toBe('waitRefund')
    const refunded = await ops('aftersale:refund', id)
    expect(refunded.code).toBe(0)
    expect(json(refunded).afterSale).toMatchObject({ status: S.refunded, refundPrice: 4000, logisticsNo: 'RT42' })
    expect((await ops('aftersale:refund', id)).code).toBe(1)
    expect(await ledgerOf(server, Number(id), 'afterSale')).toEqual([{ type: balanceLogType.refund, amt: 4000, userId: shopper.id }])
    expect((await messageKeysOf(server, shopper)).map((m) => m.key)).toEqual([
      'afterSaleReturnAgreedContent',
      'afterSaleGoodsReceivedContent',
      'afterSaleRefundedContent',
    ])
  })

  it('refuse an application and refuse returned goods, each with a required remark', async () => {
    const shopper = await newShopper(server)
    const [one, two] = [await shippedOrder(server, shopper), await shippedOrder(server, shopper)]
    const first = String((await apply(server, shopper, { orderItemId: one.itemId })).data)
    const second = String((await apply(server, shopper, { orderItemId: two.itemId, way: 20 })).data)

    const [noRemark, notAnId, unknown] = await Promise.all([
      ops('aftersale:refuse', first),
      ops('aftersale:agree', 'abc'),
      ops('aftersale:agree', '99999999'),
    ])
    expect(noRemark).toMatchObject({ code: 1, stdout: '' })
    expect(noRemark.stderr).toMatch(/^ops: --remark is required/)
    expect(notAnId.stderr).toMatch(/<id> needs a positive whole number/)
    expect(unknown.code).toBe(1)

    const refused = await ops('aftersale:refuse', first, '--remark', 'Worn after the return window')
    expect(json(refused).afterSale).toMatchObject({ status: S.refused, auditRemark: 'Worn after the return window' })

    const agreed = json(await ops('aftersale:agree', second)).afterSale
    expect(agreed.returnAddress).toMatch(/returns desk/)
    expect((await ops('aftersale:refuse-goods', second, '--remark', 'x')).stderr).toMatch(/\(waitReturn\)/)
    await delivery(server, shopper, Number(second), 'RT43')
    expect((await ops('aftersale:refuse-goods', second)).stderr).toMatch(/--remark is required/)
    const goodsRefused = await ops('aftersale:refuse-goods', second, '--remark', 'Not the item sold')
    expect(json(goodsRefused).afterSale).toMatchObject({ status: S.returnRefused, statusName: 'returnRefused' })
    expect((await ops('aftersale:list', '--status', 'returnRefused')).stdout).toContain(`"id": ${second}`)
  })
})
