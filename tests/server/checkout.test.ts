import { randomUUID } from 'node:crypto'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import type { Input, Output } from '../../contract/call'
import { orderLimits } from '../../contract/order'
import type { checkoutCalls } from '../../contract/schemas/order'
import { productStatus } from '../../contract/status'
import { readConfig } from '../../server/config'
import { inTenant, schema } from '../../server/db/client'
import {
  addressOf,
  addToBag,
  createOrders,
  freshSkus,
  orderPaths as paths,
  ordersOf,
  ownShop,
  setFreight,
  stockOf,
} from './checkoutHelpers'
import { startTestServer, type TestServer } from './harness'
import { insertOrder } from './orderFixtures'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const bagCount = async (shopper: Shopper) => (await server.api.cart.cartCount({}, as(shopper))).data
const movesOf = (orderId: number) =>
  inTenant(server.db, 1, (tx) => tx.select().from(schema.orderMoves).where(eq(schema.orderMoves.orderId, orderId)))

describe('creating orders', () => {
  it('makes one order per shop, priced from the database whatever the request says, and empties the lines used from the bag', async () => {
    const shopper = await newShopper(server)
    const address = await addressOf(server, shopper)
    const [a, b, c] = await freshSkus(server, 1, 3, { distinctShops: true })
    await setFreight(server, 1, a.shopId, 700)
    await setFreight(server, 1, b.shopId, 0)
    const lineA = await addToBag(server, shopper, a, 2)
    const lineB = await addToBag(server, shopper, b, 1)
    await addToBag(server, shopper, c, 1)
    // raw: sends prices, totals and freight, which the contract has no fields for.
    const res = await server.call<Output<typeof checkoutCalls.createOrders>>('POST', paths.createOrders, {
      ...as(shopper),
      json: {
        items: [
          // The request's prices, totals, freight and shop are ignored: the database's are charged.
          { skuId: a.skuId, count: 2, cartId: lineA, shopId: b.shopId, price: 1, freight: 0 },
          { skuId: b.skuId, count: 1, cartId: lineB, shopId: b.shopId },
        ],
        addressId: address,
        remark: '  Leave it at the door  ',
        totalPrice: 1,
        idempotencyKey: randomUUID(),
      },
    })
    expect(res.code).toBe(0)
    expect(res.data.tradeOrderIdList).toHaveLength(2)
    const made = await ordersOf(server, shopper)
    expect(made.map((o) => o.id).sort()).toEqual([...res.data.tradeOrderIdList].sort())
    const ofA = made.find((o) => o.shopId === a.shopId)
    const ofB = made.find((o) => o.shopId === b.shopId)
    expect(ofA).toMatchObject({
      status: OrderStatus.waitPay,
      auditStatus: PaymentReceiptStatus.noPayReceipt,
      payType: 0,
      itemsPrice: a.price * 2,
      deliveryPrice: 700,
      totalPrice: a.price * 2 + 700,
      payPrice: 0,
      receiverName: 'Mary Jackson',
      receiverMobile: '+1 757 555 0142',
      receiverDetailAddress: '8 Langley Boulevard',
      receiverCity: 'Hampton',
      receiverAreaName: 'United States, Virginia',
      receiverZipcode: '23665',
      userRemark: 'Leave it at the door',
    })
    expect(ofA?.no).toMatch(/^\d{16}$/)
    expect(ofA?.items).toEqual([expect.objectContaining({ skuId: a.skuId, spuId: a.spuId, count: 2, price: a.price })])
    expect(ofA?.items[0].spuName).not.toBe('')
    expect(ofA?.items[0].properties).toMatch(/^[^:;]+: [^;]+(; [^:;]+: [^;]+)*$/)
    expect(ofB).toMatchObject({ itemsPrice: b.price, deliveryPrice: 0, totalPrice: b.price })
    // The deadline: ORDER_PAY_MINUTES, 120 by default.
    const minutes = ((ofA?.payDeadline.getTime() ?? 0) - Date.now()) / 60_000
    expect(minutes).toBeGreaterThan(orderLimits.payMinutes - 1)
    expect(minutes).toBeLessThanOrEqual(orderLimits.payMinutes)
    // The first row of each timeline, by the shopper.
    expect(await movesOf(ofA?.id ?? 0)).toEqual([
      expect.objectContaining({ status: OrderStatus.waitPay, auditStatus: 0, actor: 'shopper' }),
    ])
    expect(await stockOf(server, 1, a.skuId)).toBe(48)
    expect(await stockOf(server, 1, b.skuId)).toBe(49)
    // The two lines used left the bag; the third stays.
    expect(await bagCount(shopper)).toBe(1)
  })

  it('keeps a product’s stock the sum of its SKUs’', async () => {
    const shopper = await newShopper(server)
    const [sku] = await freshSkus(server, 1, 1)
    const spuStock = () =>
      inTenant(server.db, 1, async (tx) => (await tx.select().from(schema.spuStocks).where(eq(schema.spuStocks.spuId, sku.spuId)))[0].stock)
    const before = await spuStock()
    const res = await createOrders(server, shopper, { items: [{ ...sku, count: 3 }], addressId: await addressOf(server, shopper) })
    expect(res.code).toBe(0)
    expect(await spuStock()).toBe(before - 3)
  })

  it('refuses a line of the shopper’s own shop, and creates nothing', async () => {
    const shopper = await newShopper(server)
    const [mine, other] = await freshSkus(server, 1, 2, { distinctShops: true })
    await ownShop(server, shopper, mine.shopId)
    const res = await createOrders(server, shopper, {
      items: [
        { ...other, count: 1 },
        { ...mine, count: 1 },
      ],
      addressId: await addressOf(server, shopper),
    })
    expect(res).toMatchObject({ status: 403, code: ErrorCode.ownShop, msg: 'shop users cannot order in their own shop' })
    expect(await ordersOf(server, shopper)).toEqual([])
    expect(await stockOf(server, 1, other.skuId)).toBe(50)
  })

  it('refuses a product gone off sale, naming it', async () => {
    const shopper = await newShopper(server)
    const [sku] = await freshSkus(server, 1, 1)
    await inTenant(server.db, 1, (tx) => tx.update(schema.spus).set({ status: productStatus.hidden }).where(eq(schema.spus.id, sku.spuId)))
    const res = await createOrders(server, shopper, { items: [{ ...sku, count: 1 }], addressId: await addressOf(server, shopper) })
    expect(res.code).toBe(ErrorCode.notFound)
    expect(res.msg).toMatch(/^.+ is no longer available; please remove it from your bag$/)
    expect(await ordersOf(server, shopper)).toEqual([])
  })

  it('refuses an address that is not the shopper’s, and an unknown SKU', async () => {
    const shopper = await newShopper(server)
    const [sku] = await freshSkus(server, 1, 1)
    const theirs = await addressOf(server, await newShopper(server))
    const foreign = await createOrders(server, shopper, { items: [{ ...sku, count: 1 }], addressId: theirs })
    expect(foreign).toMatchObject({ code: ErrorCode.invalidField, msg: 'Please choose a delivery address' })
    const unknown = await createOrders(server, shopper, {
      items: [{ skuId: 999_999, count: 1, shopId: sku.shopId }],
      addressId: await addressOf(server, shopper),
    })
    expect(unknown.code).toBe(ErrorCode.notFound)
    expect(await ordersOf(server, shopper)).toEqual([])
    expect(await stockOf(server, 1, sku.skuId)).toBe(50)
  })

  it('refuses the whole checkout when one line is short, naming the product and what is left: no order, stock and bag untouched', async () => {
    const shopper = await newShopper(server)
    const address = await addressOf(server, shopper)
    const [plenty, short] = await freshSkus(server, 1, 2, { distinctShops: true })
    const lines = [await addToBag(server, shopper, plenty, 2), await addToBag(server, shopper, short, 3)]
    await inTenant(server.db, 1, (tx) => tx.update(schema.skus).set({ stock: 2 }).where(eq(schema.skus.id, short.skuId)))
    const res = await createOrders(server, shopper, {
      items: [
        { ...plenty, count: 2, cartId: lines[0] },
        { ...short, count: 3, cartId: lines[1] },
      ],
      addressId: address,
    })
    expect(res).toMatchObject({ status: 409, code: ErrorCode.outOfStock })
    expect(res.msg).toMatch(/^Not enough stock of .+: 2 left$/)
    expect(await ordersOf(server, shopper)).toEqual([])
    expect(await stockOf(server, 1, plenty.skuId)).toBe(50)
    expect(await stockOf(server, 1, short.skuId)).toBe(2)
    // Both lines stay in the bag; the count is of what can be settled, the short line is not.
    const bag = (await server.api.cart.cartList({}, as(shopper))).data.list
    expect(bag.map((l) => [l.id, l.count])).toEqual([
      [lines[1], 3],
      [lines[0], 2],
    ])
    expect(await bagCount(shopper)).toBe(2)
    const checkouts = await inTenant(server.db, 1, (tx) =>
      tx.select().from(schema.checkouts).where(eq(schema.checkouts.userId, shopper.id)),
    )
    expect(checkouts).toEqual([])
  })

  it('sells the last 10 units to exactly 10 of 50 concurrent checkouts, and no more', async () => {
    const [sku] = await freshSkus(server, 1, 1, { stock: 10 })
    const shoppers = await Promise.all(Array.from({ length: 5 }, () => newShopper(server)))
    const addresses = await Promise.all(shoppers.map((s) => addressOf(server, s)))
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        createOrders(server, shoppers[i % 5], { items: [{ ...sku, count: 1 }], addressId: addresses[i % 5] }),
      ),
    )
    expect(results.filter((r) => r.code === 0)).toHaveLength(10)
    expect(results.filter((r) => r.code !== 0).every((r) => r.code === ErrorCode.outOfStock && r.status === 409)).toBe(true)
    expect(await stockOf(server, 1, sku.skuId)).toBe(0)
    const sold = (await Promise.all(shoppers.map((s) => ordersOf(server, s)))).flat()
    expect(sold).toHaveLength(10)
  })

  it('takes the stock of pieces bought together by 20 concurrent checkouts, their lines in any order, to the unit and without a deadlock', async () => {
    const skus = await freshSkus(server, 1, 3, { stock: 30, distinctShops: true })
    const spuStocks = async () => {
      const rows = await inTenant(server.db, 1, (tx) =>
        tx
          .select({ id: schema.spuStocks.spuId, stock: schema.spuStocks.stock })
          .from(schema.spuStocks)
          .where(
            inArray(
              schema.spuStocks.spuId,
              skus.map((s) => s.spuId),
            ),
          ),
      )
      return skus.map((s) => rows.find((r) => r.id === s.spuId)?.stock)
    }
    const before = await spuStocks()
    const shoppers = await Promise.all(Array.from({ length: 4 }, () => newShopper(server)))
    const addresses = await Promise.all(shoppers.map((s) => addressOf(server, s)))
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        // Each checkout names the three pieces in another order: the locks are taken in id order whatever the request's.
        const items = [0, 1, 2].map((k) => ({ ...skus[(k + i) % 3], count: 1 }))
        return createOrders(server, shoppers[i % 4], { items: i % 2 ? items.reverse() : items, addressId: addresses[i % 4] })
      }),
    )
    expect(results.map((r) => r.code)).toEqual(Array(20).fill(0))
    expect(await Promise.all(skus.map((s) => stockOf(server, 1, s.skuId)))).toEqual([10, 10, 10])
    // The fixture set the SKUs' stock, not the products': a product's stock goes down by 20 and stops at 0.
    expect(await spuStocks()).toEqual(before.map((n) => Math.max((n ?? 0) - 20, 0)))
  })

  it('answers the same orders for the same idempotency key, also sent twice at once', async () => {
    const shopper = await newShopper(server)
    const address = await addressOf(server, shopper)
    const [sku] = await freshSkus(server, 1, 1)
    const body = { items: [{ ...sku, count: 1 }], addressId: address, idempotencyKey: randomUUID() }
    const first = await createOrders(server, shopper, body)
    const again = await createOrders(server, shopper, body)
    expect(first.code).toBe(0)
    expect(again).toMatchObject({ code: 0, data: first.data })
    const key = randomUUID()
    const together = await Promise.all(Array.from({ length: 6 }, () => createOrders(server, shopper, { ...body, idempotencyKey: key })))
    expect(together.every((r) => r.code === 0)).toBe(true)
    expect(new Set(together.map((r) => JSON.stringify(r.data.tradeOrderIdList))).size).toBe(1)
    expect(await ordersOf(server, shopper)).toHaveLength(2)
    expect(await stockOf(server, 1, sku.skuId)).toBe(48)
    // The key is the shopper's own: another shopper's same key makes their own orders.
    const other = await newShopper(server)
    const theirs = await createOrders(server, other, { ...body, addressId: await addressOf(server, other) })
    expect(theirs.code).toBe(0)
    expect(theirs.data.tradeOrderIdList).not.toEqual(first.data.tradeOrderIdList)
  })

  it('takes the call with only the fields docs/behaviour.md#calls names: without a key, each request is a checkout', async () => {
    const shopper = await newShopper(server)
    const addressId = await addressOf(server, shopper)
    const [sku] = await freshSkus(server, 1, 1)
    const items = [{ skuId: sku.skuId, shopId: sku.shopId, count: 1 }]
    const body = { items, addressId, deliveryType: 1 as const, pointStatus: true, terminal: 20 as const, remark: '' }
    const [first, second] = [
      await server.api.checkout.createOrders(body, as(shopper)),
      await server.api.checkout.createOrders(body, as(shopper)),
    ]
    expect([first.code, second.code]).toEqual([0, 0])
    expect(second.data.tradeOrderIdList).not.toEqual(first.data.tradeOrderIdList)
    expect(await ordersOf(server, shopper)).toHaveLength(2)
    expect(await stockOf(server, 1, sku.skuId)).toBe(48)
  })

  it('reads the payment minutes from ORDER_PAY_MINUTES', () => {
    expect(readConfig({ ORDER_PAY_MINUTES: '15' }).orderPayMinutes).toBe(15)
    expect(readConfig({}).orderPayMinutes).toBe(orderLimits.payMinutes)
  })
})

describe('the checkout address', () => {
  const fields: Input<typeof checkoutCalls.checkoutAddress> = {
    firstname: 'Grace',
    surname: 'Hopper',
    mobile: '+1 555 0199',
    email: 'grace@example.com',
    detailAddress: '1 Navy Way',
    countryRegion: 'US',
    province: 'US-NY',
    city: 'New York',
    zipcode: '10001',
  }

  it('is added to the book without a picture code, the first one as the default', async () => {
    const shopper = await newShopper(server)
    const res = await server.api.checkout.checkoutAddress(fields, as(shopper))
    expect(res).toMatchObject({ code: 0, data: expect.any(Number) })
    const [row] = await inTenant(server.db, 1, (tx) => tx.select().from(schema.addresses).where(eq(schema.addresses.id, res.data)))
    expect(row).toMatchObject({ userId: shopper.id, firstname: 'Grace', countryRegion: 'US', province: 'US-NY', isDefault: true })
    const second = await server.api.checkout.checkoutAddress({ ...fields, city: 'Albany' }, as(shopper))
    const [next] = await inTenant(server.db, 1, (tx) => tx.select().from(schema.addresses).where(eq(schema.addresses.id, second.data)))
    expect(next.isDefault).toBe(false)
  })

  it('needs the dialog’s fields in order, then a valid email', async () => {
    const shopper = await newShopper(server)
    const post = (form: Input<typeof checkoutCalls.checkoutAddress>) => server.api.checkout.checkoutAddress(form, as(shopper))
    expect(await post({ ...fields, surname: ' ' })).toMatchObject({ code: ErrorCode.invalidField, msg: 'Please enter your last name' })
    expect(await post({ ...fields, email: '' })).toMatchObject({ code: ErrorCode.invalidField })
    expect((await post({ ...fields, email: 'nope' })).code).toBe(ErrorCode.invalidField)
    expect((await post({ ...fields, countryRegion: 'ZZ' })).code).toBe(ErrorCode.invalidField)
    const count = await inTenant(server.db, 1, (tx) => tx.select().from(schema.addresses).where(eq(schema.addresses.userId, shopper.id)))
    expect(count).toEqual([])
  })
})

describe('pay channels, pay type and the pay summary', () => {
  it('lists the four methods, virtual currency with the platform’s wallet, named in the request’s language', async () => {
    const shopper = await newShopper(server)
    const res = await server.api.checkout.payChannels({}, as(shopper))
    expect(res.data.map((c) => c.type)).toEqual([1, 2, 3, 4])
    expect(res.data[0]).toMatchObject({ id: 1, englishName: 'Virtual currency', address: expect.stringMatching(/^T/) })
    expect(res.data[0].addressUrl).toBe(`tron:${res.data[0].address}`)
    expect(res.data[3]).toMatchObject({ name: 'Wallet balance', address: '' })
    const zh = await server.api.checkout.payChannels({}, { ...as(shopper), lang: 'zh' })
    expect(zh.data[3].name).not.toBe('Wallet balance')
    expect(zh.data[3].englishName).toBe('Wallet balance')
  })

  it('sets the pay type of unpaid orders only, and sums them up with their deadline', async () => {
    const shopper = await newShopper(server)
    const a = await insertOrder(server, shopper, { price: 1500, payInMinutes: 30 })
    const b = await insertOrder(server, shopper, { price: 2500, payInMinutes: 90 })
    const paid = await insertOrder(server, shopper, { status: OrderStatus.waitDelivery })
    const change = (ids: number[], payType: number) => server.api.checkout.changePayType({ tradeOrderIdList: ids, payType }, as(shopper))
    expect((await change([a.id, b.id], 1)).code).toBe(0)
    expect(await change([a.id, paid.id], 4)).toMatchObject({ code: ErrorCode.statusChanged, status: 409 })
    const other = await newShopper(server)
    expect((await server.api.checkout.changePayType({ tradeOrderIdList: [a.id], payType: 4 }, as(other))).code).toBe(
      ErrorCode.statusChanged,
    )
    const summary = await server.api.checkout.paySummary({ ids: [a.id, b.id] }, as(shopper))
    expect(summary.data).toMatchObject({ total: 4000, balance: 0, payPasswordFlag: false })
    expect(summary.data.orders.map((o) => o.payAppType)).toEqual([1, 1])
    expect(summary.data.keyTTL).toBeGreaterThan(29 * 60)
    expect(summary.data.keyTTL).toBeLessThanOrEqual(30 * 60)
    expect(summary.data.payDeadline).toBeGreaterThan(Date.now())
    const ofPaid = await server.api.checkout.paySummary({ ids: [paid.id] }, as(shopper))
    expect(ofPaid.data).toMatchObject({ keyTTL: 0, payDeadline: null })
    const late = await insertOrder(server, shopper, { payInMinutes: -5 })
    expect((await server.api.checkout.paySummary({ ids: [late.id] }, as(shopper))).data.keyTTL).toBe(0)
    expect((await server.api.checkout.paySummary({ ids: [a.id] }, as(other))).code).toBe(ErrorCode.notFound)
  })
})
