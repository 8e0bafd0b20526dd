import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomUUID } from 'node:crypto'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { orderLimits } from '../../contract/order'
import { eq, inArray } from 'drizzle-orm'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { tellAndMail, pageLinks } from '../../server/modules/mail/public'
import { addressOf, addToBag, freshSkus, setStock } from './checkoutHelpers'
import { startTestServer, type TestServer } from './harness'
import { linkIn, mailsTo, onlyMail } from './mailHelpers'
import { insertOrder } from './orderFixtures'
import { orderDetail } from './orderHelpers'
import { as, newShopper, type Shopper } from './shoppers'

const { orders, orderItems, shops } = schema

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

/** The checkout's orders with their shop and first line. */
const ordersMade = (ids: number[]) =>
  asPlatform(server.db, (tx) =>
    tx
      .select({ no: orders.no, total: orders.totalPrice, shop: shops.shopname, product: orderItems.spuName, count: orderItems.count })
      .from(orders)
      .innerJoin(shops, eq(shops.id, orders.shopId))
      .innerJoin(orderItems, eq(orderItems.orderId, orders.id))
      .where(inArray(orders.id, ids)),
  )

const inFrench = (shopper: Shopper) => ({ ...as(shopper), lang: 'fr' })

describe('the order confirmation', () => {
  it('is one mail per checkout, in the language of the checkout, listing each shop’s order with a link; the bag mails nothing', async () => {
    const shopper = await newShopper(server)
    const skus = await freshSkus(server, 1, 2, { distinctShops: true })
    const cartIds = [await addToBag(server, shopper, skus[0], 2), await addToBag(server, shopper, skus[1])]
    expect(await mailsTo(server, shopper)).toEqual([])

    const items = skus.map((s, i) => ({ skuId: s.skuId, shopId: s.shopId, count: i === 0 ? 2 : 1, cartId: cartIds[i] }))
    const form = { items, addressId: await addressOf(server, shopper), remark: '', idempotencyKey: randomUUID() }
    const made = await server.api.checkout.createOrders(form, inFrench(shopper))
    expect(made.code).toBe(0)
    // The same checkout asked again answers its orders and mails nothing more.
    expect((await server.api.checkout.createOrders(form, inFrench(shopper))).data).toEqual(made.data)

    const mail = await onlyMail(server, shopper)
    expect(mail.subject).toBe('Merci pour votre commande · Vitrine')
    expect(mail.body).toMatch(/^Bonjour,\n\nVotre commande est passée/)
    expect(mail.body).toMatch(/L’équipe Vitrine$/)
    const orders = await ordersMade(made.data.tradeOrderIdList)
    expect(orders).toHaveLength(2)
    for (const order of orders) {
      const link = linkIn(`/orderDetails?no=${order.no}`)
      expect(mail.body).toContain(`${order.shop} : commande ${order.no}\n${order.count} × ${order.product}`)
      expect(mail.body).toContain(`Total : ${(order.total / 100).toFixed(2)} USD\nVoir la commande : ${link}`)
      expect(mail.html).toContain(`<a href="${link}">Voir la commande</a>`)
    }
    expect(mail.html).toMatch(/^<!doctype html><html lang="fr">/)
  })

  it('is not sent by a checkout refused and rolled back', async () => {
    const shopper = await newShopper(server)
    const [sku] = await freshSkus(server, 1, 1)
    await setStock(server, 1, sku.skuId, 0)
    const form = { items: [{ skuId: sku.skuId, shopId: sku.shopId, count: 1 }], addressId: await addressOf(server, shopper), remark: '' }
    expect((await server.api.checkout.createOrders(form, as(shopper))).code).not.toBe(0)
    expect(await mailsTo(server, shopper)).toEqual([])
  })
})

describe('the payment review’s mails', () => {
  it('approved: in the language the shopper last used, naming the tenant, linking the order', async () => {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { auditStatus: PaymentReceiptStatus.waiting, payType: 1, price: 2500, freight: 700 })
    // The shopper last looked at the shop in French: the platform's review mails them in French.
    expect((await orderDetail(server, shopper, order.no, 'fr')).code).toBe(0)
    expect((await server.admin.order.approvePayment({ no: order.no })).code).toBe(0)

    const mail = await onlyMail(server, shopper)
    expect(mail.subject).toBe('Paiement confirmé · Vitrine')
    expect(mail.body).toContain(`Votre paiement de 32.00 USD pour la commande ${order.no}`)
    expect(mail.body).toContain(linkIn(`/orderDetails?no=${order.no}`))
    expect(mail.html).toContain(`href="${linkIn(`/orderDetails?no=${order.no}`)}"`)
    const shown = await server.admin.platform.lastMail({ email: shopper.email })
    expect(shown.data).toMatchObject({ subject: mail.subject, body: mail.body, html: mail.html })
  })

  it('rejected: with the platform’s remark, escaped in the HTML', async () => {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { auditStatus: PaymentReceiptStatus.waiting, payType: 1 })
    const remark = 'Blurry <b>screenshot</b> & cut'
    expect((await server.admin.order.rejectPayment({ no: order.no, remark })).code).toBe(0)

    const mail = await onlyMail(server, shopper)
    expect(mail.subject).toBe('Payment not accepted · Vitrine')
    expect(mail.body).toContain(`The payment screenshot for order ${order.no} was not accepted: ${remark}.`)
    expect(mail.html).toContain('Blurry &lt;b&gt;screenshot&lt;/b&gt; &amp; cut')
    expect(mail.html).not.toContain('<b>')
  })
})

describe('the shipping mail', () => {
  it('gives the tracking number and links the order', async () => {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { auditStatus: PaymentReceiptStatus.waiting, payType: 1 })
    await server.admin.order.approvePayment({ no: order.no })
    expect((await server.admin.order.ship({ no: order.no, tracking: 'LX42FR' })).code).toBe(0)

    const mails = await mailsTo(server, shopper)
    expect(mails.map((m) => m.subject)).toEqual(['Payment confirmed · Vitrine', 'Order shipped · Vitrine'])
    expect(mails[1].body).toContain(`Your order ${order.no} has been shipped. Tracking number: LX42FR.`)
    expect(mails[1].body).toContain(`See the order: ${linkIn(`/orderDetails?no=${order.no}`)}`)
    expect((await orderDetail(server, shopper, order.no)).data).toMatchObject({ logisticsNo: 'LX42FR', carrier: '' })
  })

  it('names the carrier when the platform gives one, and the order’s detail shows it beside the tracking number', async () => {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { auditStatus: PaymentReceiptStatus.waiting, payType: 1 })
    await server.admin.order.approvePayment({ no: order.no })
    expect((await server.admin.order.ship({ no: order.no, tracking: 'LX43FR', carrier: ' La Poste ' })).code).toBe(0)

    const shipped = (await mailsTo(server, shopper))[1]
    expect(shipped.subject).toBe('Order shipped · Vitrine')
    expect(shipped.body).toContain(`Your order ${order.no} has been shipped with La Poste. Tracking number: LX43FR.`)
    expect((await orderDetail(server, shopper, order.no)).data).toMatchObject({ logisticsNo: 'LX43FR', carrier: 'La Poste' })
  })

  it(`refuses a carrier over ${orderLimits.carrierMax} characters, the order left paid and unshipped and nothing mailed`, async () => {
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { auditStatus: PaymentReceiptStatus.waiting, payType: 1 })
    await server.admin.order.approvePayment({ no: order.no })
    const refused = await server.admin.order.ship({ no: order.no, tracking: 'LX44FR', carrier: 'x'.repeat(orderLimits.carrierMax + 1) })
    expect([refused.code, refused.msg]).toEqual([1001, 'carrier is not valid'])

    expect((await mailsTo(server, shopper)).map((m) => m.subject)).toEqual(['Payment confirmed · Vitrine'])
    expect((await orderDetail(server, shopper, order.no)).data).toMatchObject({
      status: OrderStatus.waitDelivery,
      logisticsNo: '',
      carrier: '',
      deliveryTime: null,
    })
  })
})

describe('a mail written with its change', () => {
  it('is gone with the change when the transaction rolls back', async () => {
    const shopper = await newShopper(server)
    const failed = inTenant(server.db, shopper.tenant, async (tx) => {
      await tellAndMail(
        tx,
        { tenantId: shopper.tenant, userId: shopper.id },
        'orderShipped',
        { orderNo: 'X1', trackingNo: 'T1' },
        pageLinks.order('X1'),
      )
      throw new Error('the change failed after its mail was written')
    })
    await expect(failed).rejects.toThrow('the change failed')
    expect(await mailsTo(server, shopper)).toEqual([])
  })
})
