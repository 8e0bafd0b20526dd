import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { OrderStatus } from '../../contract/lifecycles'
import { productStatus } from '../../contract/status'
import { readConfig } from '../../server/config'
import { asPlatform, schema } from '../../server/db/client'
import { forgetRemembered } from '../../server/lib/memo'
import { addressOf, addToBag, createOrders, freshSkus, type SkuPick } from './checkoutHelpers'
import { startTestServer, type TestServer } from './harness'
import { caughtUp, pauseReplay, replicaAdmin, resumeReplay } from './replicaHelpers'
import { fetchRaw, pageOnlyDist, readHead } from './seoPages'
import { as, newShopper } from './shoppers'
import { credit, payPassword, setPayPassword, wallet } from './walletHelpers'

const primaryAdmin = process.env.TEST_DATABASE_URL

describe('DATABASE_REPLICA_URL', () => {
  it('is refused without DATABASE_URL, naming both', () => {
    expect(() => readConfig({ DATABASE_REPLICA_URL: 'postgresql://127.0.0.1:5433/vitrine' })).toThrow(
      /DATABASE_REPLICA_URL is set but DATABASE_URL is not/,
    )
    expect(readConfig({ DATABASE_URL: 'postgresql://a/b', DATABASE_REPLICA_URL: 'postgresql://c/b' }).databaseReplicaUrl).toBe(
      'postgresql://c/b',
    )
  })
})

describe.skipIf(!primaryAdmin)('a replica that cannot be reached', () => {
  let server: TestServer
  beforeAll(async () => {
    // Nothing listens on port 1: every connection to this "replica" is refused.
    server = await startTestServer({ DATABASE_REPLICA_URL: 'postgresql://postgres@127.0.0.1:1/nowhere', LOG_LEVEL: 'silent' })
  })
  afterAll(() => server?.stop())

  it('leaves the catalog answered from the primary', async () => {
    const [sku] = await freshSkus(server, 1, 1)
    expect(await server.api.catalog.productDetail({ id: sku.spuId }, { tenant: 1 })).toMatchObject({
      code: 0,
      data: { productId: sku.spuId },
    })
    expect((await server.api.catalog.byIdList({ ids: [sku.spuId] }, { tenant: 1 })).data.map((c) => c.productId)).toEqual([sku.spuId])
  })

  it('is said by the health check, which still passes', async () => {
    const res = await fetch(`${server.base}/health`)
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok', replica: 'unreachable' })
  })
})

describe.skipIf(!primaryAdmin || !replicaAdmin)('reads on a lagging replica', () => {
  let server: TestServer
  let dist: ReturnType<typeof pageOnlyDist>
  beforeAll(async () => {
    dist = pageOnlyDist()
    server = await startTestServer({ DIST_DIR: dist.dir }, { replica: true })
  })
  // Resumed whatever happened: a paused replica would hold every later file's database back.
  afterAll(async () => {
    if (replicaAdmin) await resumeReplay()
    await server?.stop()
    dist?.remove()
  })

  const rename = (sku: SkuPick, name: string) =>
    asPlatform(server.db, (tx) =>
      tx
        .update(schema.spus)
        .set({ names: { en: name, fr: name, zh: name, ja: name, ko: name } })
        .where(eq(schema.spus.id, sku.spuId)),
    )
  const detailName = async (sku: SkuPick) => (await server.api.catalog.productDetail({ id: sku.spuId }, { tenant: 1 })).data.producctName
  const cardNames = async (sku: SkuPick) =>
    (await server.api.catalog.byIdList({ ids: [sku.spuId] }, { tenant: 1 })).data.map((c) => c.producctName)
  const hide = (sku: SkuPick) =>
    asPlatform(server.db, (tx) => tx.update(schema.spus).set({ status: productStatus.hidden }).where(eq(schema.spus.id, sku.spuId)))
  /** The title the service writes into the product's page (its head, from the same in-process catalog call as its first view). */
  const pageTitle = async (sku: SkuPick) => readHead((await fetchRaw(server.base, `/productDetail?no=${sku.spuId}`)).body).titles[0]
  const inSitemap = async (sku: SkuPick) =>
    (await fetchRaw(server.base, '/sitemap/products-1.xml')).body.includes(`/productDetail?no=${sku.spuId}</loc>`)
  const found = async (word: string) => {
    // A list's total is kept a minute in the process (server/lib/memo.ts); its rows are read each time.
    forgetRemembered()
    return (await server.api.catalog.productPage({ page: 1, row: 20, searchparam: word }, { tenant: 1 })).data.list.map((c) => c.productId)
  }

  it('shows the catalog as the replica has it, and the bag, the order and the balance as the primary has them', async () => {
    const [sku, withdrawn] = await freshSkus(server, 1, 2)
    await caughtUp(primaryAdmin!)
    const before = await detailName(sku)
    const word = `replicaprobe${process.pid}`
    const after = `${before} ${word}`
    expect(await inSitemap(withdrawn)).toBe(true)

    expect(await (await fetch(`${server.base}/health`)).json()).toEqual({ status: 'ok', database: 'ok', replica: 'ok' })

    await pauseReplay()
    await rename(sku, after)
    await hide(withdrawn)
    const shopper = await newShopper(server)
    await setPayPassword(server, shopper)
    await credit(server, shopper, 1_000_000)
    const cartId = await addToBag(server, shopper, sku)
    const bag = await server.api.cart.cartList({}, as(shopper))
    expect(bag.data.list.map((line) => [line.id, line.spu.name])).toEqual([[cartId, after]])
    const created = await createOrders(server, shopper, {
      items: [{ skuId: sku.skuId, shopId: sku.shopId, count: 1, cartId }],
      addressId: await addressOf(server, shopper),
    })
    const ids = created.data.tradeOrderIdList
    expect(await server.api.checkout.pay({ payType: 4, tradeOrderIdList: ids, payPassword }, as(shopper))).toMatchObject({ code: 0 })

    // The catalog reads the paused replica: the old name, no product found by the new word, the withdrawn product still listed.
    expect(await detailName(sku)).toBe(before)
    expect(await cardNames(sku)).toEqual([before])
    expect(await found(word)).toEqual([])
    expect(await pageTitle(sku)).toContain(before)
    expect(await pageTitle(sku)).not.toContain(word)
    expect(await inSitemap(withdrawn)).toBe(true)
    // What the shopper just did reads the primary: the paid order with the new name, the balance debited, the bag emptied.
    const [order] = (await server.api.order.orderPage({ pageNo: 1, pageSize: 10 }, as(shopper))).data.list
    expect(order).toMatchObject({ id: ids[0], status: OrderStatus.waitDelivery })
    expect(order.items.map((item) => item.spuName)).toEqual([after])
    expect(order.payPrice).toBeGreaterThan(0)
    expect((await wallet(server, shopper)).data.balance).toBe(1_000_000 - order.payPrice)
    expect((await server.api.cart.cartList({}, as(shopper))).data.list).toEqual([])

    await resumeReplay()
    await caughtUp(primaryAdmin!)
    expect(await detailName(sku)).toBe(after)
    expect(await cardNames(sku)).toEqual([after])
    expect(await found(word)).toEqual([sku.spuId])
    expect(await pageTitle(sku)).toContain(after)
    expect(await inSitemap(withdrawn)).toBe(false)
  })
})
