import { and, asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ErrorCode } from '../../contract/codes'
import { OrderStatus, PaymentReceiptStatus } from '../../contract/lifecycles'
import { asPlatform, schema } from '../../server/db/client'
import { apply, shippedOrder } from './afterSaleHelpers'
import { startTestServer, type TestServer } from './harness'
import { linkIn, mailsTo } from './mailHelpers'
import { insertOrder } from './orderFixtures'
import { liveProduct, newOwner, type Owner, productRows, saved, wholeProduct } from './sellerHelpers'
import { as, newShopper, type Shopper } from './shoppers'
import { credit, payPassword, setPayPassword } from './walletHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

const { systemMessages, users } = schema

/** Every system message of the user, oldest first, as written (English). */
const messagesOf = (user: Shopper) =>
  asPlatform(server.db, (tx) =>
    tx
      .select({ title: systemMessages.title, message: systemMessages.message })
      .from(systemMessages)
      .where(and(eq(systemMessages.tenantId, user.tenant), eq(systemMessages.userId, user.id)))
      .orderBy(asc(systemMessages.id)),
  )

const speaks = (user: Shopper, lang: string) => asPlatform(server.db, (tx) => tx.update(users).set({ lang }).where(eq(users.id, user.id)))

/** A new owner with a live product, its first SKU, and what the owner was told of its approval. */
async function ownerWithSku() {
  const owner = await newOwner(server)
  const spuId = await liveProduct(server, owner)
  const [sku] = (await productRows(server, 1, spuId)).skus
  return { owner, spuId, skuId: sku.id, approval: { messages: await messagesOf(owner), mails: await mailsTo(server, owner) } }
}

const unreadOf = async (user: Owner) => (await server.api.systemMessages.unread({}, as(user))).data.system

describe('the shop owner is told', () => {
  it('once when a product is approved or rejected, by message and by mail in their language, linking the product', async () => {
    const { owner, spuId, approval } = await ownerWithSku()
    expect(approval.messages).toHaveLength(1)
    expect(approval.messages[0]).toMatchObject({ title: 'Product approved', message: expect.stringContaining('Linen shirt') })
    expect(approval.mails).toHaveLength(1)
    expect(approval.mails[0].subject).toBe('Product approved · Vitrine')
    expect(approval.mails[0].body).toContain(linkIn(`/seller/products/${spuId}`))

    const second = await saved(server, owner, await wholeProduct(server, owner, 'Silk scarf'))
    expect((await server.api.seller.productSubmit({ id: second }, as(owner))).code).toBe(0)
    // The owner's language is the one they last used.
    await speaks(owner, 'fr')
    expect((await server.admin.listing.reject({ id: second, reason: 'Please add a <b>daylight</b> picture' })).code).toBe(0)
    expect(await server.admin.listing.reject({ id: second, reason: 'Twice' })).toMatchObject({ code: expect.any(Number) })
    const messages = await messagesOf(owner)
    expect(messages.slice(1)).toEqual([
      { title: 'Product not approved', message: 'Silk scarf was not approved: Please add a <b>daylight</b> picture' },
    ])
    const mails = await mailsTo(server, owner)
    expect(mails.map((m) => m.subject)).toEqual(['Product approved · Vitrine', 'Produit non approuvé · Vitrine'])
    expect(mails[1].html).toContain('Please add a &lt;b&gt;daylight&lt;/b&gt; picture')
    expect(await unreadOf(owner)).toBe(2)
  })

  it('once when an order of theirs is paid by balance or its receipt approved; the shopper’s bag of other shops tells them nothing', async () => {
    const { owner, skuId, approval } = await ownerWithSku()
    const shopper = await newShopper(server)
    await setPayPassword(server, shopper)
    await credit(server, shopper, 100_000)
    const byBalance = await insertOrder(server, shopper, { skuId, price: 4500 })
    const elsewhere = await insertOrder(server, shopper, { price: 800 })
    expect(
      (await server.api.checkout.pay({ payType: 4, tradeOrderIdList: [byBalance.id, elsewhere.id], payPassword }, as(shopper))).code,
    ).toBe(0)
    const byTransfer = await insertOrder(server, shopper, { skuId, auditStatus: PaymentReceiptStatus.waiting, payType: 1, price: 3000 })
    expect((await server.admin.order.approvePayment({ no: byTransfer.no })).code).toBe(0)
    expect((await server.admin.order.approvePayment({ no: byTransfer.no })).code).not.toBe(0)

    const told = (await messagesOf(owner)).slice(approval.messages.length)
    expect(told).toEqual([
      { title: 'New paid order', message: `Order ${byBalance.no} of your shop is paid (45.00 USD): it is ready to ship.` },
      { title: 'New paid order', message: `Order ${byTransfer.no} of your shop is paid (30.00 USD): it is ready to ship.` },
    ])
    const mails = (await mailsTo(server, owner)).slice(approval.mails.length)
    expect(mails.map((m) => m.subject)).toEqual(['New paid order · Vitrine', 'New paid order · Vitrine'])
    expect(mails[0].body).toContain(`See the order: ${linkIn(`/seller/orders/${byBalance.no}`)}`)
    expect(await unreadOf(owner)).toBe(3)
  })

  it('once when a shopper opens an after-sale on their order; a second application, refused, tells nothing', async () => {
    const { owner, skuId, approval } = await ownerWithSku()
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper, { skuId })
    expect((await apply(server, shopper, { orderItemId: order.itemId })).code).toBe(0)
    expect((await apply(server, shopper, { orderItemId: order.itemId })).code).toBe(ErrorCode.afterSaleOpen)

    const told = (await messagesOf(owner)).slice(approval.messages.length)
    expect(told).toEqual([
      {
        title: 'After-sale requested',
        message: `A shopper asked for a refund of 20.00 USD for Test product (order ${order.no}). Please answer it.`,
      },
    ])
    expect((await mailsTo(server, owner)).slice(approval.mails.length).map((m) => m.subject)).toEqual(['After-sale requested · Vitrine'])
  })
})

describe('the shopper is mailed', () => {
  it('once when their order ships, with the carrier and tracking number, and once when a refund is paid, in their language', async () => {
    const { skuId } = await ownerWithSku()
    const shopper = await newShopper(server)
    const order = await insertOrder(server, shopper, { skuId, status: OrderStatus.waitDelivery, price: 2000 })
    await speaks(shopper, 'fr')
    expect((await server.admin.order.ship({ no: order.no, tracking: 'LX77FR', carrier: 'La Poste' })).code).toBe(0)
    expect((await server.admin.order.ship({ no: order.no, tracking: 'LX78FR' })).code).not.toBe(0)
    const shipped = await mailsTo(server, shopper)
    expect(shipped).toHaveLength(1)
    expect(shipped[0].body).toContain('La Poste')
    expect(shipped[0].body).toContain('LX77FR')

    const applied = await apply(server, shopper, { orderItemId: order.itemId })
    expect(applied.code, applied.msg).toBe(0)
    const id = Number(applied.data)
    await speaks(shopper, 'fr')
    expect((await server.admin.afterSale.agree({ id })).code).toBe(0)
    expect((await server.admin.afterSale.refund({ id })).code).toBe(0)
    expect((await server.admin.afterSale.refund({ id })).code).not.toBe(0)
    const mails = await mailsTo(server, shopper)
    expect(mails.map((m) => m.subject)).toEqual([shipped[0].subject, 'Remboursement effectué · Vitrine'])
    expect(mails[1].body).toContain('20.00 USD')
  })
})
