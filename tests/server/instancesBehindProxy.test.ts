import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { and, count, inArray, isNotNull } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { OrderStatus } from '../../contract/lifecycles'
import { balanceLogType } from '../../contract/wallet'
import { asPlatform, schema } from '../../server/db/client'
import { freshIp, loginUser, registerUser } from './accountsHelpers'
import { chatOf, conversationWithOwner, shopSide } from './chatHelpers'
import { addressOf, addToBag, createOrders } from './checkoutHelpers'
import { instancePair } from './instancePair'
import { insertOrder } from './orderFixtures'
import { ledgerOf, orderDetail, stockOf } from './orderHelpers'
import { liveProduct, newOwner, pictureOf, productRows } from './sellerHelpers'
import { completedDaysAgo } from './settlementHelpers'
import { as, newShopper } from './shoppers'
import { offLedger, payPassword, platformWallets, screenshot, setPayPassword, wallet } from './walletHelpers'

/** A guest's reads a minute per address on each instance; the walk's own calls stay far below. */
const readsPerMinute = 100
const { pair, served, folders } = instancePair({ RATE_LIMIT_READS: String(readsPerMinute), ORDER_SWEEP_SECONDS: '1' })
const postgres = Boolean(process.env.TEST_DATABASE_URL)

/** The instances that answered the requests since `from` whose path contains `part`. */
const instancesOf = (from: number, part: string) =>
  served()
    .slice(from)
    .filter((s) => s.path.includes(part))
    .map((s) => s.instance)

const bothInstances = [0, 1]

describe.skipIf(!postgres)('two instances behind a round-robin proxy, on one PostgreSQL and one bucket', () => {
  it('a shopper registers through one and logs in through the other; both read the session', async () => {
    const from = served().length
    const email = `pair-${process.pid}@example.com`
    expect((await registerUser(pair(), email, 'Secret123')).code).toBe(0)
    const login = await loginUser(pair(), email, 'Secret123')
    expect(login.code).toBe(0)
    const [registeredOn] = instancesOf(from, '/firstauth/register')
    expect(instancesOf(from, '/firstauth/login')).toEqual([1 - registeredOn])

    const token = login.data.accessToken
    const infos = [await pair().api.user.userInfo({}, { token }), await pair().api.user.userInfo({}, { token })]
    expect(infos.map((i) => i.data.email)).toEqual([email, email])
    expect(instancesOf(from, '/userInfo/').sort()).toEqual(bothInstances)
  })

  it('a picture uploaded through one is kept in the bucket and served by both', async () => {
    const shopper = await newShopper(pair())
    const from = served().length
    const url = await pictureOf(pair(), shopper)
    const [uploadedOn] = instancesOf(from, '/upload')
    const path = new URL(url, pair().base).pathname
    for (const folder of folders()) expect(existsSync(join(folder, 'uploads', path.replace(/^\/uploads\//, '')))).toBe(false)

    const answers = [await fetch(new URL(path, pair().base)), await fetch(new URL(path, pair().base))]
    expect(answers.map((a) => a.status)).toEqual([200, 200])
    const [first, second] = await Promise.all(answers.map(async (a) => Buffer.from(await a.arrayBuffer())))
    expect(first.length).toBeGreaterThan(0)
    expect(second.equals(first)).toBe(true)
    expect(instancesOf(from, path).sort()).toEqual(bothInstances)
    expect(bothInstances).toContain(uploadedOn)
  })

  it('a seller lists, the platform approves and credits, a shopper buys and pays by balance, the seller ships: any step on either', async () => {
    const owner = await newOwner(pair())
    const spuId = await liveProduct(pair(), owner, 'Pair linen shirt')
    const [sku] = (await productRows(pair(), owner.tenant, spuId)).skus

    const shopper = await newShopper(pair())
    const [method] = await platformWallets(pair(), shopper)
    const payOrderPic = await screenshot(pair(), shopper)
    const recharge = await pair().api.wallet.recharge(
      { money: 20_000, appId: method.payAppId, payOrderPic, bankno: 'TX-PAIR' },
      as(shopper),
    )
    expect(recharge.code).toBe(0)
    expect(await pair().ops('/recharges/approve', { method: 'POST', json: { id: recharge.data } })).toMatchObject({ code: 0 })
    const balances = [await wallet(pair(), shopper), await wallet(pair(), shopper)]
    expect(balances.map((b) => b.data.balance)).toEqual([20_000, 20_000])

    await setPayPassword(pair(), shopper)
    const cartId = await addToBag(pair(), shopper, { spuId, skuId: sku.id, shopId: owner.shopId, price: sku.price }, 2)
    const made = await createOrders(pair(), shopper, {
      items: [{ skuId: sku.id, count: 2, shopId: owner.shopId, cartId }],
      addressId: await addressOf(pair(), shopper),
    })
    expect(made.code).toBe(0)
    const ids = made.data.tradeOrderIdList
    const paid = await pair().api.checkout.pay({ payType: 4, tradeOrderIdList: ids, payPassword }, as(shopper))
    expect(paid.code).toBe(0)

    const [order] = (await pair().api.sellerOrder.page({ pageNo: 1, pageSize: 20 }, as(owner))).data.list
    expect(order).toMatchObject({ id: ids[0], status: OrderStatus.waitDelivery })
    const shipped = await pair().api.sellerOrder.ship({ id: ids[0], carrier: 'Colissimo', logisticsNo: 'LP-PAIR-1' }, as(owner))
    expect(shipped.data).toEqual({ id: ids[0], status: OrderStatus.waitReceipt })
    const seen = [await orderDetail(pair(), shopper, order.no), await orderDetail(pair(), shopper, order.no)]
    expect(seen.map((s) => s.data.status)).toEqual([OrderStatus.waitReceipt, OrderStatus.waitReceipt])

    expect((await wallet(pair(), shopper)).data.balance).toBe(20_000 - seen[0].data.payPrice)
    expect((await productRows(pair(), owner.tenant, spuId)).skus[0].stock).toBe(sku.stock - 2)
    expect(await offLedger(pair())).toEqual([])
  })

  it('the chat written through one is counted and polled through the other', async () => {
    const { owner, shopper, conversationId } = await conversationWithOwner(pair(), 'Is it linen?')
    const shop = chatOf(pair(), owner)
    const counts = [await shop.total(2), await shop.total(2)]
    expect(counts.map((c) => c.data)).toEqual([1, 1])
    const polled = [await shop.newer(shopSide(conversationId), 0), await shop.newer(shopSide(conversationId), 0)]
    expect(polled.map((p) => p.data.map((m) => m.message))).toEqual([['Is it linen?'], ['Is it linen?']])

    const from = served().length
    expect((await shop.send(shopSide(conversationId), 'Yes, washed linen.')).code).toBe(0)
    const mine = chatOf(pair(), shopper)
    expect((await mine.total()).data).toBe(1)
    expect(instancesOf(from, '/IM/').sort()).toEqual(bothInstances)
  })

  it('a rate limit is shared by the instances, not doubled', async () => {
    await roomInTheMinute(10)
    const ip = freshIp()
    const from = served().length
    const answers = await Promise.all(
      Array.from({ length: readsPerMinute + 20 }, () => pair().api.catalog.categoriesLevelOne({}, { headers: { 'x-forwarded-for': ip } })),
    )
    expect(answers.filter((a) => a.status === 200)).toHaveLength(readsPerMinute)
    expect(answers.filter((a) => a.status === 429)).toHaveLength(20)
    expect(new Set(instancesOf(from, '/'))).toEqual(new Set(bothInstances))
  })

  it('both instances sweep every second, and each order is expired, completed and settled once', async () => {
    const shopper = await newShopper(pair())
    const owner = await newOwner(pair())
    // A product of its own: no order but this test's moves its stock.
    const [first] = (await productRows(pair(), owner.tenant, await liveProduct(pair(), owner, 'Pair sweep shirt'))).skus
    const sku = { skuId: first.id }
    const stockBefore = await stockOf(pair(), sku.skuId)
    const late: number[] = []
    const delivered: number[] = []
    const received: number[] = []
    for (let i = 0; i < 15; i++) {
      late.push((await insertOrder(pair(), shopper, { skuId: sku.skuId, payInMinutes: -2 })).id)
      delivered.push((await insertOrder(pair(), shopper, { skuId: sku.skuId, status: OrderStatus.waitReceipt, deliveredDaysAgo: 15 })).id)
      const done = await insertOrder(pair(), shopper, { skuId: sku.skuId, status: OrderStatus.orderOver })
      await completedDaysAgo(pair(), done.id, 7.5)
      received.push(done.id)
    }

    await vi.waitFor(
      async () => {
        expect(await settledCount(received)).toBe(received.length)
        expect(await movedCount(late, delivered)).toBe(late.length + delivered.length)
      },
      { timeout: 30_000, interval: 200 },
    )
    expect(await movesOf(late)).toEqual(late.map((id) => ({ orderId: id, status: OrderStatus.cancelled })))
    expect(await movesOf(delivered)).toEqual(delivered.map((id) => ({ orderId: id, status: OrderStatus.orderOver })))
    for (const id of received) {
      const collections = (await ledgerOf(pair(), id)).filter((l) => l.type === balanceLogType.merchantCollection)
      expect(collections, `order ${id}`).toHaveLength(1)
    }
    expect(await stockOf(pair(), sku.skuId)).toEqual({ sku: stockBefore.sku + 15, spu: stockBefore.spu + 15 })
    expect(await offLedger(pair())).toEqual([])
  }, 60_000)
})

/** Waits, when needed, for a minute with at least `seconds` left: the limits count in fixed minute windows. */
async function roomInTheMinute(seconds: number) {
  const left = 60 - (Date.now() % 60_000) / 1000
  if (left < seconds) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50))
}

const settledCount = async (ids: number[]) => {
  const [row] = await asPlatform(pair().db, (tx) =>
    tx
      .select({ n: count() })
      .from(schema.orders)
      .where(and(inArray(schema.orders.id, ids), isNotNull(schema.orders.settledAt))),
  )
  return row.n
}

const movedCount = async (late: number[], delivered: number[]) => {
  const [row] = await asPlatform(pair().db, (tx) =>
    tx
      .select({ n: count() })
      .from(schema.orders)
      .where(
        and(
          inArray(schema.orders.id, [...late, ...delivered]),
          inArray(schema.orders.status, [OrderStatus.cancelled, OrderStatus.orderOver]),
        ),
      ),
  )
  return row.n
}

/** The sweeps' moves of the orders (a move the walk's fixtures did not make), oldest first. */
const movesOf = (ids: number[]) =>
  asPlatform(pair().db, (tx) =>
    tx
      .select({ orderId: schema.orderMoves.orderId, status: schema.orderMoves.status })
      .from(schema.orderMoves)
      .where(inArray(schema.orderMoves.orderId, ids))
      .orderBy(schema.orderMoves.orderId),
  )
