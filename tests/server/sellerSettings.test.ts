import { eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { AfterSaleStatus } from '../../contract/lifecycles'
import { type ShopSettingsInput, shopSettingsLimits as limits } from '../../contract/seller'
import { asPlatform, schema } from '../../server/db/client'
import { message } from '../../server/http/messages'
import { demoOwner } from '../../server/seed/orders'
import { blankSettings } from '../../src/fakes/shopSettings'
import { addressOf, addToBag, createOrders, ordersOf } from './checkoutHelpers'
import { startTestServer, type TestServer } from './harness'
import { insertOrder } from './orderFixtures'
import { liveProduct, newOwner, type Owner, productRows } from './sellerHelpers'
import { uploadLogo } from './shopApplicationHelpers'
import { as, newShopper } from './shoppers'
import { solid } from './uploadHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const day = 86_400_000
/** Midnight UTC `days` from today. */
const midnight = (days: number) => Math.floor(Date.now() / day) * day + days * day

const settingsOf = (owner: Owner) => server.api.seller.settings({}, as(owner))
const save = (owner: Owner, input: ShopSettingsInput) => server.api.seller.settingsSave(input, as(owner))
const plain: ShopSettingsInput = { logo: '', descriptions: { en: 'Linen from Normandy' }, freight: 0, shopComment: false }
const shopRow = async (id: number) =>
  (await asPlatform(server.db, (tx) => tx.select().from(schema.shops).where(eq(schema.shops.id, id))))[0]

/** A live product of a new owner's shop and its first SKU (5000 cents, 10 in stock). */
async function ownerWithSku() {
  const owner = await newOwner(server)
  const spuId = await liveProduct(server, owner)
  const [sku] = (await productRows(server, 1, spuId)).skus
  return { owner, sku: { spuId, skuId: sku.id, shopId: owner.shopId, price: sku.price } }
}

describe('the shop’s settings', () => {
  it('come back from get exactly as saved, the name read-only, and show on the public shop page', async () => {
    const owner = await newOwner(server)
    const logo = (await uploadLogo(server, owner)(await solid(300, 300))).data
    const input = {
      logo,
      descriptions: { en: 'Linen from Normandy', fr: 'Lin de Normandie' },
      returnsAddress: 'Returns, 4 Rue du Lin\n14000 Caen, France',
      freight: 1200,
      freeShippingFrom: 15_000,
      shopComment: true,
      holiday: { from: midnight(30), to: midnight(40) },
    }
    const saved = await save(owner, input)
    expect(saved.data).toEqual({ ...input, shopname: owner.shopname })
    expect((await settingsOf(owner)).data).toEqual(saved.data)
    expect((await save(owner, saved.data)).data).toEqual(saved.data)
    const shown = (lang: 'en' | 'fr') => server.api.shop.shopInfo({ shopId: owner.shopId }, { lang })
    expect((await shown('fr')).data).toMatchObject({ shopDesc: 'Lin de Normandie', logo, shopComment: 1, holiday: input.holiday })
    expect((await shown('en')).data.shopDesc).toBe('Linen from Normandy')
    expect(await shopRow(owner.shopId)).toMatchObject({ shopname: owner.shopname, shopDesc: 'Linen from Normandy', freight: 1200 })
  })

  it('answers defaults for a new shop: no threshold, no holiday, no returns address', async () => {
    const owner = await newOwner(server)
    expect((await settingsOf(owner)).data).toEqual({ ...blankSettings, shopname: owner.shopname })
  })

  it('refuses settings out of bounds with the field named, changing nothing', async () => {
    const owner = await newOwner(server)
    await save(owner, plain)
    const before = await shopRow(owner.shopId)
    const stranger = await newShopper(server)
    const theirs = (await uploadLogo(server, stranger)(await solid(200, 200))).data
    const refused: [string, ShopSettingsInput][] = [
      ['freight', { ...plain, freight: -1 }],
      ['freight', { ...plain, freight: limits.freightMax + 1 }],
      ['freight', { ...plain, freight: 12.5 }],
      ['freeShippingFrom', { ...plain, freeShippingFrom: 0 }],
      ['freeShippingFrom', { ...plain, freeShippingFrom: limits.freeShippingMax + 1 }],
      ['holiday.to', { ...plain, holiday: { from: midnight(5), to: midnight(5) } }],
      ['holiday.to', { ...plain, holiday: { from: midnight(5), to: midnight(4) } }],
      ['holiday.to', { ...plain, holiday: { from: midnight(1), to: midnight(2 + limits.holidayDaysMax) } }],
      ['returnsAddress', { ...plain, returnsAddress: 'x'.repeat(limits.returnsAddressMax + 1) }],
      ['descriptions.fr', { ...plain, descriptions: { en: 'ok', fr: 'x'.repeat(limits.descriptionMax + 1) } }],
      ['logo', { ...plain, logo: theirs }],
    ]
    for (const [field, input] of refused) {
      const res = await save(owner, input)
      expect(res, field).toMatchObject({ code: ErrorCode.invalidField })
      expect(res.msg, field).toContain(field === 'logo' ? message('picturesNotYours', 'en') : field)
    }
    expect(await shopRow(owner.shopId)).toEqual(before)
  })
})

describe('the seeded settings', () => {
  it('give the demo owner’s shop a returns address, freight and a threshold, and one platform shop a holiday ahead', async () => {
    const [demo] = await asPlatform(server.db, (tx) =>
      tx
        .select({ shopId: schema.shops.id })
        .from(schema.shops)
        .innerJoin(schema.users, eq(schema.users.id, schema.shops.ownerUserId))
        .where(eq(schema.users.email, demoOwner.email)),
    )
    expect(await shopRow(demo.shopId)).toMatchObject({
      freight: 900,
      freeShippingFrom: 30_000,
      returnsAddress: expect.stringContaining('Paris'),
    })
    const away = await asPlatform(server.db, (tx) => tx.select().from(schema.shops).where(isNotNull(schema.shops.holidayFrom)))
    expect(away.length).toBeGreaterThan(0)
    for (const shop of away) expect(shop.holidayFrom?.getTime()).toBeGreaterThan(Date.now() + 20 * day)
    const info = (await server.api.shop.shopInfo({ shopId: away[0].id }, { tenant: away[0].tenantId })).data
    expect(info.holiday).toEqual({ from: away[0].holidayFrom?.getTime(), to: away[0].holidayTo?.getTime() })
  })
})

describe('freight and the free-shipping threshold at checkout', () => {
  it('charges the freight below the threshold and none from it, to the cent', async () => {
    const { owner, sku } = await ownerWithSku()
    await save(owner, { ...plain, freight: 1200, freeShippingFrom: 15_000 })
    const [below, reaching] = [await newShopper(server), await newShopper(server)]
    await addToBag(server, below, sku, 2)
    const line = (await server.api.cart.cartList({}, as(below))).data.list[0]
    expect(line).toMatchObject({ freight: 1200, freeShippingFrom: 15_000, reopens: null, available: true })
    for (const [shopper, count] of [
      [below, 2],
      [reaching, 3],
    ] as const) {
      const res = await createOrders(server, shopper, {
        items: [{ skuId: sku.skuId, count, shopId: sku.shopId }],
        addressId: await addressOf(server, shopper),
      })
      expect(res.code, res.msg).toBe(0)
    }
    expect((await ordersOf(server, below))[0]).toMatchObject({ itemsPrice: 10_000, deliveryPrice: 1200, totalPrice: 11_200 })
    expect((await ordersOf(server, reaching))[0]).toMatchObject({ itemsPrice: 15_000, deliveryPrice: 0, totalPrice: 15_000 })
  })
})

describe('a shop on holiday', () => {
  it('refuses new pieces in a bag and the checkout of those already there, saying in the shopper’s language when it reopens', async () => {
    const { owner, sku } = await ownerWithSku()
    const shopper = await newShopper(server)
    await addToBag(server, shopper, sku)
    const unpaid = await insertOrder(server, shopper, { skuId: sku.skuId })
    const [{ payDeadline }] = await ordersOf(server, shopper)
    const holiday = { from: Date.now() - 3_600_000, to: midnight(4) }
    expect((await save(owner, { ...plain, holiday })).code).toBe(0)

    const reopens = new Intl.DateTimeFormat('fr', { dateStyle: 'long', timeZone: 'UTC' }).format(holiday.to)
    const add = await server.api.cart.cartAdd({ ...sku, count: 1 }, { ...as(await newShopper(server)), lang: 'fr' })
    expect(add).toMatchObject({ code: ErrorCode.shopOnHoliday, status: 409 })
    expect(add.msg).toContain(owner.shopname)
    expect(add.msg).toContain(reopens)
    expect(add.msg).not.toContain('holiday')
    const items = [{ skuId: sku.skuId, count: 1, shopId: sku.shopId }]
    const checkout = await createOrders(server, shopper, { items, addressId: await addressOf(server, shopper) })
    expect(checkout).toMatchObject({ code: ErrorCode.shopOnHoliday })
    expect(checkout.msg).toContain(new Intl.DateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(holiday.to))
    expect((await server.api.cart.cartList({}, as(shopper))).data.list[0]).toMatchObject({ available: false, reopens: holiday.to })
    // The bag's count is of what can be settled: the holiday's pieces are not in it.
    expect((await server.api.cart.cartCount({}, as(shopper))).data).toBe(0)

    // The public shop and product say when it reopens; the order made before keeps its deadline.
    expect((await server.api.shop.shopInfo({ shopId: owner.shopId }, {})).data.holiday).toEqual(holiday)
    expect((await server.api.catalog.productDetail({ id: sku.spuId }, {})).data.shop.holiday).toEqual(holiday)
    expect((await ordersOf(server, shopper)).map((o) => [o.id, o.payDeadline])).toEqual([[unpaid.id, payDeadline]])

    // Back from holiday: the same checkout goes through.
    await save(owner, { ...plain, holiday: null })
    const after = await createOrders(server, shopper, { items, addressId: await addressOf(server, shopper) })
    expect(after.code, after.msg).toBe(0)
    expect((await server.api.shop.shopInfo({ shopId: owner.shopId }, {})).data.holiday).toBeNull()
  })

  it('lets shoppers buy until a holiday ahead begins, and shows it ahead', async () => {
    const { owner, sku } = await ownerWithSku()
    const holiday = { from: midnight(30), to: midnight(40) }
    await save(owner, { ...plain, holiday })
    expect((await server.api.cart.cartAdd({ ...sku, count: 1 }, as(await newShopper(server)))).code).toBe(0)
    expect((await server.api.catalog.productDetail({ id: sku.spuId }, {})).data.shop.holiday).toEqual(holiday)
  })
})

describe('the returns address', () => {
  it('is where an agreed return goes when the platform gives none', async () => {
    const { owner, sku } = await ownerWithSku()
    await save(owner, { ...plain, returnsAddress: 'Returns, 4 Rue du Lin, 14000 Caen' })
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { skuId: sku.skuId, status: 20, deliveredDaysAgo: 1, count: 3, price: 2000 })
    const applied = await server.api.afterSale.create(
      { orderItemId: order.itemId, way: 20, refundCount: 1, refundPrice: 2000, applyReason: 1 },
      as(shopper),
    )
    expect(applied.code, applied.msg).toBe(0)
    const agreed = await server.admin.afterSale.agree({ id: applied.data })
    expect(agreed.data.afterSale).toMatchObject({ status: AfterSaleStatus.waitReturn })
    expect(agreed.data.afterSale.returnAddress).toBe(
      `${owner.shopname}, Returns, 4 Rue du Lin, 14000 Caen. Write after-sale ${applied.data} on the parcel.`,
    )
  })
})
