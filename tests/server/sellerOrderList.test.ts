import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { OrderStatus } from '../../contract/lifecycles'
import { asPlatform, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { shopOrder, shopWithProduct } from './sellerOrderHelpers'
import { as, newShopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const madeOn = (id: number, day: string) =>
  asPlatform(server.db, (tx) =>
    tx
      .update(schema.orders)
      .set({ createdAt: sql`${`${day}T12:00:00Z`}::timestamptz` })
      .where(eq(schema.orders.id, id)),
  )

describe('the shop’s order list', () => {
  it('counts every status tab, searches by number or shopper email, filters by days, pages by 20, newest first', async () => {
    const { owner, skuId } = await shopWithProduct(server)
    const ada = await newShopper(server)
    const bob = await newShopper(server, 1, `bob-${process.pid}@example.com`)
    const statuses = [
      ...Array(12).fill(OrderStatus.waitDelivery),
      ...Array(6).fill(OrderStatus.waitReceipt),
      ...Array(3).fill(OrderStatus.orderOver),
      OrderStatus.cancelled,
      OrderStatus.waitPay,
    ]
    const made = []
    for (const [i, status] of statuses.entries())
      made.push(
        await shopOrder(server, i % 3 ? ada : bob, skuId, {
          status,
          payType: status === OrderStatus.waitPay || status === OrderStatus.cancelled ? 0 : 4,
          deliveredDaysAgo: status === OrderStatus.waitReceipt || status === OrderStatus.orderOver ? 1 : undefined,
        }),
      )
    // Another shop's orders are never counted.
    const other = await shopWithProduct(server)
    await shopOrder(server, ada, other.skuId)
    await madeOn(made[0].id, '2026-03-10')
    await madeOn(made[1].id, '2026-03-12')

    const page = (q: Parameters<typeof server.api.sellerOrder.page>[0]) => server.api.sellerOrder.page(q, as(owner))
    const first = (await page({})).data
    expect(first.counts).toEqual({ all: 23, waitPay: 1, waitDelivery: 12, waitReceipt: 6, orderOver: 3, refunded: 0, cancelled: 1 })
    expect(first.total).toBe(23)
    expect(first.list).toHaveLength(20)
    expect(first.list[0]).toMatchObject({ no: made[22].no, email: ada.email })
    expect(first.list[0].items).toEqual([expect.objectContaining({ count: 2, picUrl: '/media/test.webp' })])
    const second = (await page({ pageNo: 2 })).data
    expect(second.list.map((o) => o.no)).toEqual([made[2].no, made[1].no, made[0].no])

    const waiting = (await page({ status: OrderStatus.waitDelivery })).data
    expect(waiting.total).toBe(12)
    expect(waiting.list.every((o) => o.status === OrderStatus.waitDelivery)).toBe(true)
    expect(waiting.counts.all).toBe(23)

    const byNumber = (await page({ search: made[5].no })).data
    expect(byNumber.list.map((o) => o.no)).toEqual([made[5].no])
    expect(byNumber.counts).toMatchObject({ all: 1, waitDelivery: 1 })
    const byEmail = (await page({ search: `BOB-${process.pid}@` })).data
    expect(byEmail.total).toBe(8)
    expect(byEmail.list.every((o) => o.email === bob.email)).toBe(true)
    expect((await page({ search: '%' })).data.total).toBe(0)

    const march = (await page({ from: '2026-03-10', to: '2026-03-11' })).data
    expect(march.list.map((o) => o.no)).toEqual([made[0].no])
    expect((await page({ from: '2026-03-10', to: '2026-03-12' })).data.total).toBe(2)
    expect((await page({ from: '2026-03-13' })).data.total).toBe(21)
    expect((await page({ from: '10/03/2026' })).code).toBe(ErrorCode.invalidField)
    expect((await page({ to: '2026-02-30' })).code).toBe(ErrorCode.invalidField)
  })
})
