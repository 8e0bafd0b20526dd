import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { AfterSaleStatus as S } from '../../contract/lifecycles'
import { sellerAfterSaleWires } from '../../contract/sellerAfterSale'
import { balanceLogType } from '../../contract/wallet'
import { delivery } from './afterSaleHelpers'
import { startTestServer, type TestServer } from './harness'
import { ledgerOf } from './orderHelpers'
import { afterSaleOf, afterSaleState, everyCall, type ShopWithSku, shopWithSku } from './sellerAfterSaleHelpers'
import { newOwner } from './sellerHelpers'
import { as, newShopper, type Shopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const api = () => server.api.sellerAfterSale

describe('who may see and move a shop’s after-sales', () => {
  let shop: ShopWithSku
  let id: number
  beforeAll(async () => {
    shop = await shopWithSku(server)
    id = (await afterSaleOf(server, shop)).id
  })

  it('tries every call below', () => {
    expect(Object.keys(everyCall(server, 0, {})).sort()).toEqual(Object.keys(sellerAfterSaleWires).sort())
  })

  const refused = async (caller: Shopper | null, label: string) => {
    const before = await afterSaleState(server, id)
    const calls = everyCall(server, id, caller ? as(caller) : {})
    // The list asked for what waits for the shop, too: it narrows the same guarded list.
    const waiting = () => api().page({ waiting: true }, caller ? as(caller) : {})
    for (const [name, call] of Object.entries({ ...calls, waiting })) {
      const res = await call()
      if (!caller) expect(res.status, `${label}: ${name}`).toBe(401)
      else if ((name === 'page' || name === 'waiting') && 'shopId' in caller)
        expect(res.data, `${label}: ${name}`).toEqual({ list: [], total: 0 })
      else expect(res, `${label}: ${name}`).toMatchObject({ status: 404, code: ErrorCode.notFound })
    }
    expect(await afterSaleState(server, id), label).toEqual(before)
  }

  it('answers a guest 401, and a shopper, another shop’s owner and another tenant’s owner "not found", changing nothing', async () => {
    await refused(null, 'guest')
    await refused(await newShopper(server), 'shopper')
    await refused(await newShopper(server, 2), 'other tenant shopper')
    await refused(await newOwner(server), 'other owner')
    await refused(await newOwner(server, 2), 'other tenant owner')
    // The shopper who applied is no owner either.
    const applicant = (await afterSaleState(server, id)).row.userId
    expect(applicant).not.toBe(shop.owner.id)
  })

  it('keeps another shop from moving the after-sale in every status the shop could', async () => {
    const stranger = await shopWithSku(server)
    const theirs = (await afterSaleOf(server, stranger)).id
    for (const [name, call] of Object.entries(everyCall(server, theirs, as(shop.owner)))) {
      if (name === 'page') continue
      expect(await call(), name).toMatchObject({ status: 404, code: ErrorCode.notFound })
    }
    expect((await afterSaleState(server, theirs)).row.status).toBe(S.waitReview)
  })
})

describe('the shop’s after-sales', () => {
  it('lists them newest first with the status filter, in pages of 20, and shows one with the applicant, photos and timeline', async () => {
    const shop = await shopWithSku(server)
    const shopper = await newShopper(server)
    const first = await afterSaleOf(server, shop, 20, shopper)
    const second = await afterSaleOf(server, shop, 10, shopper)
    const all = (await api().page({}, as(shop.owner))).data
    expect(all.total).toBe(2)
    expect(all.list.map((r) => r.id)).toEqual([second.id, first.id])
    expect(all.list[1]).toMatchObject({
      email: shopper.email,
      orderNo: first.order.no,
      count: 2,
      refundPrice: 4000,
      way: 20,
      status: S.waitReview,
    })

    await api().agree({ id: second.id }, as(shop.owner))
    expect((await api().page({ status: S.waitRefund }, as(shop.owner))).data.list.map((r) => r.id)).toEqual([second.id])
    expect((await api().page({ status: S.waitReview }, as(shop.owner))).data.list.map((r) => r.id)).toEqual([first.id])
    expect((await api().page({ pageNo: 2 }, as(shop.owner))).data).toEqual({ list: [], total: 2 })
    expect((await api().page({ pageSize: 21 }, as(shop.owner))).code).toBe(ErrorCode.invalidField)

    const shown = (await api().get({ id: first.id }, as(shop.owner))).data
    expect(shown).toMatchObject({
      id: first.id,
      email: shopper.email,
      applyDescription: 'The seam came apart',
      applyPicUrls: [],
      price: 2000,
      itemCount: 3,
      moves: [{ status: S.waitReview, actor: 'shopper' }],
    })
  })

  it('lists only those waiting for the shop when asked, as the dashboard counts them', async () => {
    const shop = await shopWithSku(server)
    const shopper = await newShopper(server)
    const first = await afterSaleOf(server, shop, 10, shopper)
    const second = await afterSaleOf(server, shop, 10, shopper)
    const third = await afterSaleOf(server, shop, 20, shopper)
    const waiting = async (query: { status?: number } = {}) =>
      (await api().page({ ...query, waiting: true }, as(shop.owner))).data.list.map((r) => r.id)
    expect(await waiting()).toEqual([third.id, second.id, first.id])

    await api().refuse({ id: first.id, remark: 'Worn and washed' }, as(shop.owner))
    await api().agree({ id: third.id }, as(shop.owner))
    // A return agreed waits for the shopper to send the goods, not for the shop.
    expect(await waiting()).toEqual([second.id])
    expect(await waiting({ status: S.waitReview })).toEqual([second.id])
    expect(await waiting({ status: S.refused })).toEqual([])
    expect((await api().page({ status: S.refused }, as(shop.owner))).data.list.map((r) => r.id)).toEqual([first.id])
    expect((await server.api.seller.dashboard({ tz: 'UTC' }, as(shop.owner))).data.afterSales).toBe(1)
  })

  it('walks a return: agreed to the shop’s returns address, received, refunded once; the shopper sees each move', async () => {
    const shop = await shopWithSku(server)
    await server.api.seller.settingsSave(
      { logo: '', descriptions: { en: 'Linen' }, returnsAddress: '4 Rue du Lin, 14000 Caen', freight: 0, shopComment: false },
      as(shop.owner),
    )
    const { id, shopper } = await afterSaleOf(server, shop)
    const agreed = await api().agree({ id }, as(shop.owner))
    expect(agreed.data).toMatchObject({ status: S.waitReturn, returnAddress: expect.stringContaining('4 Rue du Lin, 14000 Caen') })
    expect((await api().receive({ id }, as(shop.owner))).code).toBe(ErrorCode.statusChanged)

    expect((await delivery(server, shopper, id, 'RT-77')).code).toBe(0)
    expect((await api().receive({ id }, as(shop.owner))).data).toMatchObject({ status: S.waitRefund, logisticsNo: 'RT-77' })
    const refunded = await api().refund({ id }, as(shop.owner))
    expect(refunded.data).toMatchObject({ status: S.refunded, refundTime: expect.any(Number) })
    expect((await api().refund({ id }, as(shop.owner))).code).toBe(ErrorCode.statusChanged)
    expect(await ledgerOf(server, id, 'afterSale')).toEqual([{ type: balanceLogType.refund, amt: 4000, userId: shopper.id }])

    const seen = (await server.api.afterSale.detail({ id }, as(shopper))).data
    expect(seen.status).toBe(S.refunded)
    expect(seen.moves.map((m) => [m.status, m.actor])).toEqual([
      [S.waitReview, 'shopper'],
      [S.waitReturn, 'shop'],
      [S.waitReceive, 'shopper'],
      [S.waitRefund, 'shop'],
      [S.refunded, 'shop'],
    ])
  })

  it('sends an agreed return where the shop says for that after-sale', async () => {
    const shop = await shopWithSku(server)
    const { id } = await afterSaleOf(server, shop)
    const agreed = await api().agree({ id, address: 'Atelier, 9 Quai Voltaire, Paris' }, as(shop.owner))
    expect(agreed.data.returnAddress).toBe('Atelier, 9 Quai Voltaire, Paris')
    expect((await afterSaleState(server, id)).moves.at(-1)).toEqual({
      status: S.waitReturn,
      actor: 'shop',
      remark: 'Atelier, 9 Quai Voltaire, Paris',
    })
  })

  it('refuses an application or returned goods only with a remark, which the shopper reads', async () => {
    const shop = await shopWithSku(server)
    const one = await afterSaleOf(server, shop)
    expect((await api().refuse({ id: one.id }, as(shop.owner))).code).toBe(ErrorCode.invalidField)
    expect((await api().refuse({ id: one.id, remark: '   ' }, as(shop.owner))).code).toBe(ErrorCode.invalidField)
    expect((await afterSaleState(server, one.id)).row.status).toBe(S.waitReview)
    const refused = await api().refuse({ id: one.id, remark: 'Worn and washed' }, as(shop.owner))
    expect(refused.data).toMatchObject({ status: S.refused, auditRemark: 'Worn and washed' })

    const two = await afterSaleOf(server, shop)
    await api().agree({ id: two.id }, as(shop.owner))
    await delivery(server, two.shopper, two.id, 'RT-78')
    expect((await api().refuseGoods({ id: two.id }, as(shop.owner))).code).toBe(ErrorCode.invalidField)
    const goods = await api().refuseGoods({ id: two.id, remark: 'Not our label' }, as(shop.owner))
    expect(goods.data).toMatchObject({ status: S.returnRefused, auditRemark: 'Not our label' })
    expect((await server.api.afterSale.detail({ id: two.id }, as(two.shopper))).data.auditRemark).toBe('Not our label')
  })
})

describe('the shop and the platform on one after-sale', () => {
  it('agree at once: one wins, the other is refused, and the timeline has one agreement', async () => {
    const shop = await shopWithSku(server)
    for (let round = 0; round < 4; round++) {
      const { id } = await afterSaleOf(server, shop)
      const [byShop, byOps] = await Promise.all([
        api().agree({ id }, as(shop.owner)),
        server.admin.afterSale.agree({ id, address: 'Platform desk' }),
      ])
      expect([byShop.code, byOps.code].filter((c) => c === 0)).toHaveLength(1)
      if (byShop.code !== 0) expect(byShop.code).toBe(ErrorCode.statusChanged)
      else expect(byOps.code).toBe(ErrorCode.moveRefused)
      const { row, moves } = await afterSaleState(server, id)
      expect(row.status).toBe(S.waitReturn)
      expect(moves.filter((m) => m.status === S.waitReturn)).toHaveLength(1)
    }
  })

  it('refund under many requests from both: paid once', async () => {
    const shop = await shopWithSku(server)
    const { id, shopper } = await afterSaleOf(server, shop, 10)
    await server.admin.afterSale.agree({ id })
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, () => api().refund({ id }, as(shop.owner))),
      ...Array.from({ length: 2 }, () => server.admin.afterSale.refund({ id })),
    ])
    expect(answers.filter((a) => a.code === 0)).toHaveLength(1)
    expect(await ledgerOf(server, id, 'afterSale')).toEqual([{ type: balanceLogType.refund, amt: 4000, userId: shopper.id }])
    expect((await afterSaleState(server, id)).moves.filter((m) => m.status === S.refunded)).toHaveLength(1)
  })

  it('leaves the platform every step on the shop’s after-sale', async () => {
    const shop = await shopWithSku(server)
    const { id, shopper } = await afterSaleOf(server, shop)
    expect((await server.admin.afterSale.agree({ id })).data.afterSale.returnAddress).toMatch(shop.owner.shopname)
    await delivery(server, shopper, id, 'RT-79')
    expect((await server.admin.afterSale.receive({ id })).code).toBe(0)
    expect((await api().refund({ id }, as(shop.owner))).data.status).toBe(S.refunded)
  })
})
