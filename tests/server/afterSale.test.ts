import { inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AfterSalePage } from '../../contract/afterSale'
import type { Input } from '../../contract/call'
import type { afterSaleCalls } from '../../contract/schemas/afterSale'
import { ErrorCode } from '../../contract/codes'
import { AfterSaleItemStatus, AfterSaleStatus as S, OrderStatus } from '../../contract/lifecycles'
import { fieldErrorMessages } from '../../contract/messages'
import { apply, cancel, delivery, itemRow, shippedOrder } from './afterSaleHelpers'
import { asPlatform, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { insertOrder } from './orderFixtures'
import { messageKeysOf } from './orderHelpers'
import { screenshot } from './walletHelpers'
import { as, newShopper, type Shopper } from './shoppers'
import { systemNotes } from './systemNotes'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const refundable = (shopper: Shopper, orderItemId: number) => server.api.afterSale.refundable({ orderItemId }, as(shopper))
const detail = (shopper: Shopper, id: number) => server.api.afterSale.detail({ id }, as(shopper))
const page = (shopper: Shopper, query: Input<typeof afterSaleCalls.page> = {}) => server.api.afterSale.page(query, as(shopper))
const statusOf = async (shopper: Shopper, id: number) => (await detail(shopper, id)).data.status

/** Every move of an after-sale, by the shopper or the platform, as one call each. */
const moves = (shopper: Shopper) => ({
  agree: (id: number) => server.admin.afterSale.agree({ id }),
  refuse: (id: number) => server.admin.afterSale.refuse({ id, remark: 'Worn' }),
  receive: (id: number) => server.admin.afterSale.receive({ id }),
  refuseGoods: (id: number) => server.admin.afterSale.refuseGoods({ id, remark: 'Not the item sold' }),
  refund: (id: number) => server.admin.afterSale.refund({ id }),
  cancel: (id: number) => cancel(server, shopper, id),
  delivery: (id: number) => delivery(server, shopper, id, 'RT000111222CN'),
})
type Move = keyof ReturnType<typeof moves>

/** Every move but `allowed` is refused in the after-sale's status, and leaves it there. */
async function onlyAllowed(shopper: Shopper, id: number, allowed: Move[]) {
  const before = await statusOf(shopper, id)
  const all = moves(shopper)
  for (const name of Object.keys(all) as Move[]) {
    if (allowed.includes(name)) continue
    const res = await all[name](id)
    expect(res.code, `${name} in ${before}`).toBe(ErrorCode.moveRefused)
  }
  expect(await statusOf(shopper, id)).toBe(before)
}

describe('applying for an after-sale', () => {
  it('answers the shopper’s item with what may still be refunded', async () => {
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper)
    const item = (await refundable(shopper, order.itemId)).data
    expect(item).toMatchObject({
      orderItemId: order.itemId,
      orderNo: order.no,
      orderStatus: OrderStatus.waitReceipt,
      count: 3,
      price: 2000,
      surplusCount: 3,
      surplusPrice: 6000,
      shipped: true,
      afterSaleStatus: AfterSaleItemStatus.none,
      openAfterSaleId: null,
      spuName: 'Test product',
    })
    expect(item.shopName).not.toBe('')
    const created = await apply(server, shopper, { orderItemId: order.itemId, refundCount: 2, refundPrice: 4000 })
    expect(created.code).toBe(0)
    expect((await refundable(shopper, order.itemId)).data).toMatchObject({
      afterSaleStatus: AfterSaleItemStatus.apply,
      openAfterSaleId: created.data,
      surplusCount: 3,
    })
    expect(await itemRow(server, order.itemId)).toMatchObject({ afterSaleStatus: AfterSaleItemStatus.apply, afterSaleId: created.data })
  })

  it('checks the form in the order docs/behaviour.md#after-sales gives and names the first wrong field; nothing is created', async () => {
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper)
    const unshipped = await insertOrder(server, shopper, { status: OrderStatus.orderOver, count: 3, price: 2000 })
    const mine = await Promise.all(Array.from({ length: 7 }, () => screenshot(server, shopper)))
    const theirs = await screenshot(server, await newShopper(server))
    const base = { orderItemId: order.itemId }
    const cases: [Record<string, unknown>, keyof typeof fieldErrorMessages | 'picturesNotYours' | 'fieldInvalid', string][] = [
      [{ refundCount: undefined }, 'refundCountRequired', 'refundCount'],
      [{ refundCount: 0 }, 'refundCountZero', 'refundCount'],
      [{ refundCount: 4, way: undefined }, 'refundCountTooHigh', 'refundCount'],
      [{ way: undefined, applyReason: undefined }, 'refundModeRequired', 'way'],
      [{ orderItemId: unshipped.itemId, way: 20, applyReason: undefined }, 'returnNeedsShipment', 'way'],
      [{ applyReason: undefined, refundPrice: undefined }, 'refundReasonRequired', 'applyReason'],
      [{ refundPrice: undefined }, 'refundPriceRequired', 'refundPrice'],
      [{ refundPrice: 2500 }, 'refundPriceMultiple', 'refundPrice'],
      [{ refundPrice: 4000, applyDescription: 'x'.repeat(501) }, 'refundPriceTooHigh', 'refundPrice'],
      [{ applyDescription: 'x'.repeat(501) }, 'descriptionTooLong', 'applyDescription'],
      [{ applyPicUrls: mine }, 'tooManyImages', 'applyPicUrls'],
      [{ applyPicUrls: [mine[0], theirs] }, 'picturesNotYours', 'applyPicUrls'],
      [{ applyPicUrls: ['/media/product.webp'] }, 'picturesNotYours', 'applyPicUrls'],
      [{ applyPicUrls: 'not json' }, 'fieldInvalid', 'applyPicUrls'],
    ]
    for (const [form, error, field] of cases) {
      const res = await apply(server, shopper, { ...base, ...form } as never)
      expect(res.code, error).toBe(ErrorCode.invalidField)
      if (error in fieldErrorMessages) expect(res.msg, field).toBe(fieldErrorMessages[error as keyof typeof fieldErrorMessages].message)
      else expect(res.msg).toMatch(error === 'fieldInvalid' ? /applyPicUrls is not valid/ : /upload the pictures again/)
    }
    expect(await itemRow(server, order.itemId)).toMatchObject({ afterSaleStatus: AfterSaleItemStatus.none, afterSaleId: null })
    expect((await page(shopper)).data.total).toBe(0)

    // A description over several lines, six of the shopper's own pictures, sent as a JSON text: accepted and claimed.
    const ok = await apply(server, shopper, {
      ...base,
      refundCount: 3,
      refundPrice: 6000,
      applyDescription: 'Two seams came open.\nThe third piece is fine.',
      applyPicUrls: JSON.stringify(mine.slice(0, 6)),
    })
    expect(ok.code).toBe(0)
    const made = (await detail(shopper, ok.data)).data
    expect(made).toMatchObject({ count: 3, refundPrice: 6000, applyDescription: 'Two seams came open.\nThe third piece is fine.' })
    expect(made.applyPicUrls).toEqual(mine.slice(0, 6).map((u) => u.replace(/^https?:\/\/[^/]+/, '')))
    const claimed = await asPlatform(server.db, (tx) =>
      tx
        .select({ path: schema.uploads.path, referencedAt: schema.uploads.referencedAt })
        .from(schema.uploads)
        .where(
          inArray(
            schema.uploads.path,
            made.applyPicUrls.map((u) => u.replace('/uploads/', '')),
          ),
        ),
    )
    expect(claimed).toHaveLength(6)
    expect(claimed.every((u) => u.referencedAt !== null)).toBe(true)
  })

  it('is allowed only for shipped or completed orders', async () => {
    const shopper = await newShopper(server)
    for (const status of [OrderStatus.waitPay, OrderStatus.waitDelivery, OrderStatus.cancelled, OrderStatus.refunded]) {
      const order = await insertOrder(server, shopper, { status, count: 3, price: 2000 })
      const res = await apply(server, shopper, { orderItemId: order.itemId })
      expect(res.code, String(status)).toBe(ErrorCode.afterSaleNotAllowed)
      expect(res.msg).toMatch(/shipped or is completed/)
    }
    const done = await shippedOrder(server, shopper, { status: OrderStatus.orderOver })
    expect((await apply(server, shopper, { orderItemId: done.itemId, way: 20 })).code).toBe(0)
  })
})

describe('the after-sale lifecycle through the service', () => {
  it('walks every move, refuses every other in each status, and allows a new application after a refusal or cancel', async () => {
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper)
    const m = moves(shopper)
    const item = order.itemId
    const next = async (form: Record<string, unknown> = {}) => {
      const res = await apply(server, shopper, { orderItemId: item, ...form })
      expect(res.code).toBe(0)
      return res.data
    }

    // Refused: 10 -> 62, with the remark kept, the item failed; a second application while open is refused.
    const first = await next()
    expect((await apply(server, shopper, { orderItemId: item })).code).toBe(ErrorCode.afterSaleOpen)
    await onlyAllowed(shopper, first, ['agree', 'refuse', 'cancel'])
    expect((await server.admin.afterSale.refuse({ id: first })).code).toBe(ErrorCode.invalidField)
    const refused = await m.refuse(first)
    expect(refused.data.afterSale).toMatchObject({ status: S.refused, statusName: 'refused', auditRemark: 'Worn' })
    await onlyAllowed(shopper, first, [])
    expect(await itemRow(server, item)).toMatchObject({ afterSaleStatus: AfterSaleItemStatus.fail, afterSaleId: first })

    // A return: agreed (the default address) 10 -> 20, sent back 20 -> 30, its goods refused 30 -> 63.
    const second = await next({ way: 20 })
    const agreed = await m.agree(second)
    expect(agreed.data.afterSale.status).toBe(S.waitReturn)
    expect(agreed.data.afterSale.returnAddress).toMatch(/returns desk, care of Vitrine customer service .*after-sale \d+/)
    await onlyAllowed(shopper, second, ['delivery', 'cancel'])
    expect((await delivery(server, shopper, second, '   ')).code).toBe(ErrorCode.invalidField)
    expect((await m.delivery(second)).code).toBe(0)
    await onlyAllowed(shopper, second, ['receive', 'refuseGoods', 'cancel'])
    expect((await m.refuseGoods(second)).data.afterSale).toMatchObject({ status: S.returnRefused, auditRemark: 'Not the item sold' })
    await onlyAllowed(shopper, second, [])
    expect(await itemRow(server, item)).toMatchObject({ afterSaleStatus: AfterSaleItemStatus.fail })

    // Cancelled by the shopper from 10, 20 and 30; the item is back to none each time.
    const third = await next()
    expect((await m.cancel(third)).code).toBe(0)
    expect(await itemRow(server, item)).toMatchObject({ afterSaleStatus: AfterSaleItemStatus.none, afterSaleId: third })
    const fourth = await next({ way: 20 })
    const addressed = await server.admin.afterSale.agree({ id: fourth, address: '12 Rue de Rivoli, 75001 Paris' })
    expect(addressed.data.afterSale.returnAddress).toBe('12 Rue de Rivoli, 75001 Paris')
    expect((await m.cancel(fourth)).code).toBe(0)
    // A shop that has its own address (one opened by a merchant application) receives returns there.
    await server.db.execute(
      `update shops set address = '8 Canal Street, Amsterdam' where id = (select o.shop_id from order_items i join orders o on o.id = i.order_id where i.id = ${item})`,
    )
    const fifth = await next({ way: 20 })
    expect((await m.agree(fifth)).data.afterSale.returnAddress).toMatch(
      /^.+, 8 Canal Street, Amsterdam\. Write after-sale \d+ on the parcel\.$/,
    )
    await server.db.execute(
      `update shops set address = '' where id = (select o.shop_id from order_items i join orders o on o.id = i.order_id where i.id = ${item})`,
    )
    await m.delivery(fifth)
    expect((await m.cancel(fifth)).code).toBe(0)
    await onlyAllowed(shopper, fifth, [])

    // Refunded: a return received 30 -> 40, refunded 40 -> 50; one piece of three, so the item is partial.
    const sixth = await next({ way: 20 })
    await m.agree(sixth)
    await m.delivery(sixth)
    expect((await m.receive(sixth)).data.afterSale.status).toBe(S.waitRefund)
    await onlyAllowed(shopper, sixth, ['refund'])
    expect((await m.refund(sixth)).data.afterSale).toMatchObject({ status: S.refunded, statusName: 'refunded' })
    await onlyAllowed(shopper, sixth, [])
    expect(await itemRow(server, item)).toMatchObject({
      afterSaleStatus: AfterSaleItemStatus.partial,
      afterSaleId: sixth,
      refundedCount: 1,
      refundedPrice: 2000,
    })
    const shown = (await detail(shopper, sixth)).data
    expect(shown).toMatchObject({ logisticsNo: 'RT000111222CN', refundTime: expect.any(Number), itemCount: 3, price: 2000 })
    expect(shown.moves.map((mv) => [mv.status, mv.actor])).toEqual([
      [S.waitReview, 'shopper'],
      [S.waitReturn, 'platform'],
      [S.waitReceive, 'shopper'],
      [S.waitRefund, 'platform'],
      [S.refunded, 'platform'],
    ])
    expect(shown.moves[2].remark).toBe('RT000111222CN')
    expect(shown.moves.map((mv) => mv.createTime)).toEqual([...shown.moves.map((mv) => mv.createTime)].sort((a, b) => a - b))

    // A refund only after a partial refund: agreed 10 -> 40; cancelled while waiting it leaves the item partial.
    const seventh = await next()
    expect((await m.agree(seventh)).data.afterSale.status).toBe(S.waitRefund)
    await onlyAllowed(shopper, seventh, ['refund'])
    await m.refund(seventh)
    const eighth = await next()
    expect((await m.cancel(eighth)).code).toBe(0)
    expect(await itemRow(server, item)).toMatchObject({ afterSaleStatus: AfterSaleItemStatus.partial, refundedCount: 2 })
    expect((await refundable(shopper, item)).data).toMatchObject({ surplusCount: 1, surplusPrice: 2000 })
    expect((await apply(server, shopper, { orderItemId: item, refundCount: 2, refundPrice: 4000 })).msg).toBe(
      fieldErrorMessages.refundCountTooHigh.message,
    )
    expect((await apply(server, shopper, { orderItemId: item, refundCount: 1, refundPrice: 4000 })).msg).toBe(
      fieldErrorMessages.refundPriceTooHigh.message,
    )

    const told = (await messageKeysOf(server, shopper)).map((k) => k.key)
    expect(told).toEqual([
      'afterSaleRefusedContent',
      'afterSaleReturnAgreedContent',
      'afterSaleGoodsRefusedContent',
      'afterSaleReturnAgreedContent',
      'afterSaleReturnAgreedContent',
      'afterSaleReturnAgreedContent',
      'afterSaleGoodsReceivedContent',
      'afterSaleRefundedContent',
      'afterSaleAgreedContent',
      'afterSaleRefundedContent',
    ])
    const [message] = (await messageKeysOf(server, shopper)).slice(-1)
    expect(message.params).toMatchObject({ orderNo: order.no, product: 'Test product', amount: '20.00' })
  })

  it('tells the shopper in their language', async () => {
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper)
    const id = (await apply(server, shopper, { orderItemId: order.itemId })).data
    await server.admin.afterSale.refuse({ id, remark: 'Worn' })
    const list = await systemNotes(server, { ...as(shopper), lang: 'fr' })
    expect(list.code).toBe(0)
    expect(list.data.list[0].title).toBe('Demande de remboursement refusée')
    expect(list.data.list[0].message).toContain(order.no)
    expect(list.data.list[0].message).toContain('Worn')
  })
})

describe('the shopper’s after-sale list and detail', () => {
  it('lists newest first by pages, filtered by mode, status and part of the order number', async () => {
    const shopper = await newShopper(server)
    const orders = [await shippedOrder(server, shopper), await shippedOrder(server, shopper), await shippedOrder(server, shopper)]
    const ids: number[] = []
    for (const [i, order] of orders.entries())
      ids.push((await apply(server, shopper, { orderItemId: order.itemId, way: i === 1 ? 20 : 10 })).data)
    await server.admin.afterSale.agree({ id: ids[2] })
    const newestFirst = [...ids].reverse()
    const listed = (p: { data: AfterSalePage }) => p.data.list.map((r) => r.id)
    const [all, first, second, returns, waiting, byNo, none] = await Promise.all([
      page(shopper),
      page(shopper, { pageNo: 1, pageSize: 2 }),
      page(shopper, { pageNo: 2, pageSize: 2 }),
      page(shopper, { way: 20 }),
      page(shopper, { status: S.waitRefund }),
      page(shopper, { orderNo: orders[0].no.slice(-5) }),
      page(shopper, { orderNo: '%' }),
    ])
    expect(listed(all)).toEqual(newestFirst)
    expect(all.data.total).toBe(3)
    expect([...listed(first), ...listed(second)]).toEqual(newestFirst)
    expect(first.data.total).toBe(3)
    expect(listed(returns)).toEqual([ids[1]])
    expect(listed(waiting)).toEqual([ids[2]])
    expect(listed(byNo)).toEqual([ids[0]])
    expect(none.data).toEqual({ list: [], total: 0 })
    expect(all.data.list[2]).toMatchObject({ orderNo: orders[0].no, orderItemId: orders[0].itemId, count: 1, refundPrice: 2000, way: 10 })
  })
})

describe('another shopper’s after-sales', () => {
  it('are not found, whether of the same tenant or another', async () => {
    const alice = await newShopper(server)
    const order = await shippedOrder(server, alice)
    const id = (await apply(server, alice, { orderItemId: order.itemId, way: 20 })).data
    await server.admin.afterSale.agree({ id })
    for (const other of [await newShopper(server), await newShopper(server, 2)]) {
      const answers = await Promise.all([
        refundable(other, order.itemId),
        apply(server, other, { orderItemId: order.itemId }),
        cancel(server, other, id),
        delivery(server, other, id, 'RT1'),
        detail(other, id),
      ])
      expect(answers.map((a) => a.code)).toEqual(Array(5).fill(ErrorCode.notFound))
      expect((await page(other)).data.total).toBe(0)
    }
    expect(await statusOf(alice, id)).toBe(S.waitReturn)
    expect((await detail(alice, id)).data.logisticsNo).toBe('')
  })
})
