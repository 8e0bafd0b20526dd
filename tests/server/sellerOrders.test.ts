import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { OrderStatus } from '../../contract/lifecycles'
import { sellerOrderWires } from '../../contract/sellerOrder'
import { balanceLogType } from '../../contract/wallet'
import { startTestServer, type TestServer } from './harness'
import { orderDetail } from './orderHelpers'
import { type Owner, newOwner } from './sellerHelpers'
import { orderState, shopOrder, shopWithProduct } from './sellerOrderHelpers'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
let owner: Owner
let skuId: number
let shopper: Shopper
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
  ;({ owner, skuId } = await shopWithProduct(server))
  shopper = await newShopper(server)
})
afterAll(() => server.stop())

const calls = () => server.api.sellerOrder
type Caller = { token: string; tenant: number } | Record<string, never>

/** Every shop order call, as someone acting on the order. */
function everyCall(order: { id: number; no: string }, caller: Caller) {
  const s = calls()
  return {
    page: () => s.page({}, caller),
    get: () => s.get({ no: order.no }, caller),
    ship: () => s.ship({ id: order.id, carrier: 'DHL', logisticsNo: 'STRANGER1' }, caller),
    track: () => s.track({ id: order.id, content: 'Stolen' }, caller),
    cancel: () => s.cancel({ id: order.id, reason: 'Taken over' }, caller),
  }
}

describe('who may see and move the shop’s orders', () => {
  it('has every call in the strangers’ tests below', () => {
    expect(Object.keys(everyCall({ id: 1, no: '' }, {})).sort()).toEqual(Object.keys(sellerOrderWires).sort())
  })

  it('answers a guest 401, and a shopper, another shop’s owner and another tenant’s owner "not found", changing nothing', async () => {
    const waiting = await shopOrder(server, shopper, skuId)
    const shipped = await shopOrder(server, shopper, skuId, { status: OrderStatus.waitReceipt, deliveredDaysAgo: 1 })
    const strangers: [string, Shopper | null][] = [
      ['guest', null],
      ['shopper', await newShopper(server)],
      ['the order’s own shopper', shopper],
      ['other owner', await newOwner(server)],
      ['other tenant shopper', await newShopper(server, 2)],
      ['other tenant owner', await newOwner(server, 2)],
    ]
    for (const order of [waiting, shipped]) {
      const before = await orderState(server, order, shopper)
      for (const [label, stranger] of strangers) {
        const owns = stranger && 'shopId' in stranger
        for (const [name, call] of Object.entries(everyCall(order, stranger ? as(stranger) : {}))) {
          const res = await call()
          if (!stranger) expect(res.status, `${label}: ${name}`).toBe(401)
          else if (owns && name === 'page') expect(res.data, `${label}: their own list`).toMatchObject({ list: [], total: 0 })
          else expect(res, `${label}: ${name}`).toMatchObject({ status: 404, code: ErrorCode.notFound })
        }
      }
      expect(await orderState(server, order, shopper)).toEqual(before)
    }
  })
})

describe('the shop ships', () => {
  it('moves a waiting order to waiting for receipt with its carrier and number, tells the shopper, and takes tracking updates', async () => {
    const order = await shopOrder(server, shopper, skuId)
    const early = await calls().track({ id: order.id, content: 'Packed' }, as(owner))
    expect(early.code).toBe(ErrorCode.statusChanged)

    const shipped = await calls().ship({ id: order.id, carrier: 'Colissimo', logisticsNo: ' LP123456FR ' }, as(owner))
    expect(shipped.data).toEqual({ id: order.id, status: OrderStatus.waitReceipt })
    expect((await calls().track({ id: order.id, content: 'At the depot' }, as(owner))).code).toBe(0)

    const seen = (await calls().get({ no: order.no }, as(owner))).data
    expect(seen).toMatchObject({ status: OrderStatus.waitReceipt, carrier: 'Colissimo', logisticsNo: 'LP123456FR', email: shopper.email })
    expect(seen.deliveryOrbits.map((o) => o.content)).toEqual(['At the depot', 'Handed to the carrier, tracking number LP123456FR'])
    expect(seen.moves.at(-1)).toMatchObject({ status: OrderStatus.waitReceipt, actor: 'shop', remark: 'LP123456FR' })
    const theirs = (await orderDetail(server, shopper, order.no)).data
    expect(theirs).toMatchObject({ status: OrderStatus.waitReceipt, carrier: 'Colissimo', logisticsNo: 'LP123456FR' })
    const state = await orderState(server, order, shopper)
    expect(state.messages.filter((m) => m.params && (m.params as { orderNo?: string }).orderNo === order.no)).toEqual([
      { key: 'orderShippedByContent', params: { orderNo: order.no, trackingNo: 'LP123456FR', carrier: 'Colissimo' } },
    ])

    const again = await calls().ship({ id: order.id, carrier: 'DHL', logisticsNo: 'X2' }, as(owner))
    expect(again.code).toBe(ErrorCode.statusChanged)
    expect(await orderState(server, order, shopper)).toEqual(state)
  })

  it('refuses a ship without a carrier or a number, and an unpaid order, changing nothing', async () => {
    const order = await shopOrder(server, shopper, skuId)
    const unpaid = await shopOrder(server, shopper, skuId, { status: OrderStatus.waitPay, payType: 0 })
    const before = [await orderState(server, order, shopper), await orderState(server, unpaid, shopper)]
    const [noCarrier, noNumber, notPaid] = [
      await calls().ship({ id: order.id, carrier: ' ', logisticsNo: 'A1' }, as(owner)),
      await calls().ship({ id: order.id, carrier: 'DHL', logisticsNo: '' }, as(owner)),
      await calls().ship({ id: unpaid.id, carrier: 'DHL', logisticsNo: 'A1' }, as(owner)),
    ]
    expect(noCarrier.code).toBe(ErrorCode.invalidField)
    expect(noNumber.code).toBe(ErrorCode.invalidField)
    expect(notPaid.code).toBe(ErrorCode.statusChanged)
    expect([await orderState(server, order, shopper), await orderState(server, unpaid, shopper)]).toEqual(before)
  })

  it('lets exactly one of the shop and the platform ship the same order at once, with one set of effects', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await shopOrder(server, shopper, skuId)
      const [shop, ops] = await Promise.all([
        calls().ship({ id: order.id, carrier: 'DHL', logisticsNo: `SHOP${round}` }, as(owner)),
        server.admin.order.ship({ no: order.no, tracking: `OPS${round}`, carrier: 'UPS' }),
      ])
      const won = shop.code === 0 ? 'shop' : 'ops'
      expect(
        [shop.code, ops.code].filter((c) => c === 0),
        `round ${round}`,
      ).toHaveLength(1)
      // The loser waited for the winner's lock and read the order shipped: the shop is told it changed, the operator its state.
      if (won === 'shop') expect(ops.code).toBe(ErrorCode.moveRefused)
      else expect(shop.code).toBe(ErrorCode.statusChanged)
      const state = await orderState(server, order, shopper)
      const number = won === 'shop' ? `SHOP${round}` : `OPS${round}`
      expect(state.row).toMatchObject({ status: OrderStatus.waitReceipt, logisticsNo: number })
      expect(state.tracks).toEqual([`Handed to the carrier, tracking number ${number}`])
      const seen = (await calls().get({ no: order.no }, as(owner))).data
      expect(seen.moves.filter((m) => m.status === OrderStatus.waitReceipt)).toEqual([
        expect.objectContaining({ actor: won === 'shop' ? 'shop' : 'platform' }),
      ])
    }
  })
})

describe('the shop cancels before shipping', () => {
  const shippedMessages = (state: Awaited<ReturnType<typeof orderState>>, no: string) =>
    state.messages.filter((m) => (m.params as { orderNo?: string } | null)?.orderNo === no)

  it('releases the stock and refunds the shopper once, with its ledger line, and tells them why', async () => {
    const order = await shopOrder(server, shopper, skuId, { price: 4500, count: 2, freight: 500 })
    const before = await orderState(server, order, shopper)
    const res = await calls().cancel({ id: order.id, reason: 'The fabric was damaged' }, as(owner))
    expect(res.data).toEqual({ id: order.id, status: OrderStatus.cancelled })

    const after = await orderState(server, order, shopper)
    expect(after.row).toMatchObject({ status: OrderStatus.cancelled, cancelTime: expect.any(Date) })
    expect(after.ledger).toEqual([{ type: balanceLogType.refund, amt: 9500, userId: shopper.id }])
    expect(after.stock).toEqual({ sku: before.stock.sku + 2, spu: before.stock.spu + 2 })
    expect(shippedMessages(after, order.no)).toEqual([
      { key: 'orderCancelledByShopContent', params: { orderNo: order.no, reason: 'The fabric was damaged', amount: '95.00' } },
    ])
    const seen = (await calls().get({ no: order.no }, as(owner))).data
    expect(seen.moves.at(-1)).toMatchObject({ status: OrderStatus.cancelled, actor: 'shop', remark: 'The fabric was damaged' })

    const again = await calls().cancel({ id: order.id, reason: 'Again' }, as(owner))
    expect(again.code).toBe(ErrorCode.statusChanged)
    expect(await orderState(server, order, shopper)).toEqual(after)
  })

  it('refuses a cancel without a reason, of an unpaid or a shipped order, changing nothing', async () => {
    const waiting = await shopOrder(server, shopper, skuId)
    const unpaid = await shopOrder(server, shopper, skuId, { status: OrderStatus.waitPay, payType: 0 })
    const shipped = await shopOrder(server, shopper, skuId, { status: OrderStatus.waitReceipt, deliveredDaysAgo: 2 })
    const orders = [waiting, unpaid, shipped]
    const before = await Promise.all(orders.map((o) => orderState(server, o, shopper)))
    expect((await calls().cancel({ id: waiting.id, reason: '  ' }, as(owner))).code).toBe(ErrorCode.invalidField)
    expect((await calls().cancel({ id: unpaid.id, reason: 'No' }, as(owner))).code).toBe(ErrorCode.statusChanged)
    expect((await calls().cancel({ id: shipped.id, reason: 'No' }, as(owner))).code).toBe(ErrorCode.statusChanged)
    expect(await Promise.all(orders.map((o) => orderState(server, o, shopper)))).toEqual(before)
  })

  it('lets one of a cancel and a ship at once win: a cancel refunds and releases, a ship leaves money and stock alone', async () => {
    for (let round = 0; round < 4; round++) {
      const order = await shopOrder(server, shopper, skuId)
      const before = await orderState(server, order, shopper)
      const [cancelled, shipped] = await Promise.all([
        calls().cancel({ id: order.id, reason: 'Out of stock' }, as(owner)),
        round % 2
          ? server.admin.order.ship({ no: order.no, tracking: `RACE${round}` })
          : calls().ship({ id: order.id, carrier: 'DHL', logisticsNo: `RACE${round}` }, as(owner)),
      ])
      expect(
        [cancelled.code, shipped.code].filter((c) => c === 0),
        `round ${round}`,
      ).toHaveLength(1)
      const after = await orderState(server, order, shopper)
      if (cancelled.code === 0) {
        expect(after.row.status).toBe(OrderStatus.cancelled)
        expect(after.ledger).toEqual([{ type: balanceLogType.refund, amt: 9000, userId: shopper.id }])
        expect(after.stock).toEqual({ sku: before.stock.sku + 2, spu: before.stock.spu + 2 })
        expect(after.tracks).toEqual([])
      } else {
        expect(cancelled.code).toBe(ErrorCode.statusChanged)
        expect(after.row.status).toBe(OrderStatus.waitReceipt)
        expect(after.ledger).toEqual([])
        expect(after.stock).toEqual(before.stock)
      }
    }
  })
})
