import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { apply, shippedOrder } from './afterSaleHelpers'
import { startTestServer, type TestServer } from './harness'
import { linkIn, mailsTo, onlyMail } from './mailHelpers'
import { applyWithdrawal, credit, payoutAddress, payPassword, setPayPassword, wallet } from './walletHelpers'
import { as, newShopper } from './shoppers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

describe('the refund mail', () => {
  it('tells the amount paid back, in the shopper’s language, and links the refund’s page', async () => {
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper)
    const applied = await server.api.afterSale.create(
      { orderItemId: order.itemId, way: 10, refundCount: 1, refundPrice: 2000, applyReason: 1 },
      { ...as(shopper), lang: 'fr' },
    )
    expect(applied.code).toBe(0)
    const id = Number(applied.data)
    expect((await server.admin.afterSale.agree({ id })).code).toBe(0)
    // Agreeing is told in the messages, not mailed: the mail is for the money.
    expect(await mailsTo(server, shopper)).toEqual([])
    expect((await server.admin.afterSale.refund({ id })).code).toBe(0)

    const mail = await onlyMail(server, shopper)
    expect(mail.subject).toBe('Remboursement effectué · Vitrine')
    expect(mail.body).toContain(`20.00 USD`)
    expect(mail.body).toContain(order.no)
    expect(mail.body).toContain(`Voir le remboursement : ${linkIn(`/refundDetail?afterSalesId=${id}`)}`)
    expect(mail.html).toContain(`<a href="${linkIn(`/refundDetail?afterSalesId=${id}`)}">Voir le remboursement</a>`)
  })

  it('is not sent when the refund is refused', async () => {
    const shopper = await newShopper(server)
    const order = await shippedOrder(server, shopper)
    const id = Number((await apply(server, shopper, { orderItemId: order.itemId })).data)
    expect((await server.admin.afterSale.refund({ id })).code).not.toBe(0)
    expect(await mailsTo(server, shopper)).toEqual([])
  })
})

describe('the withdrawal mails', () => {
  async function withdrawal(lang = 'en') {
    const shopper = await newShopper(server)
    await setPayPassword(server, shopper)
    await credit(server, shopper, 10_000)
    const receiveAddress = await payoutAddress(server, shopper)
    const res = await applyWithdrawal(server, shopper, { amount: 2500, type: 2, receiveAddress, payPassword })
    expect(res.code).toBe(0)
    if (lang !== 'en') expect((await server.api.wallet.wallet({}, { ...as(shopper), lang })).code).toBe(0)
    return { shopper, id: Number(res.data) }
  }

  it('remitted: the amount, the address, a link to the withdrawals, in the language last used', async () => {
    const { shopper, id } = await withdrawal('ja')
    expect((await server.admin.wallet.approveWithdrawal({ id })).code).toBe(0)
    expect(await mailsTo(server, shopper)).toEqual([])
    expect((await server.admin.wallet.remitWithdrawal({ id })).code).toBe(0)

    const mail = await onlyMail(server, shopper)
    expect(mail.subject).toMatch(/ · Vitrine$/)
    expect(mail.body).toMatch(/^こんにちは。/)
    expect(mail.body).toContain('25.00')
    expect(mail.body).toContain(`出金履歴を見る：${linkIn('/walletIndex?activeName=third')}`)
    expect(mail.html).toContain(`href="${linkIn('/walletIndex?activeName=third')}"`)
  })

  it('rejected: with the platform’s remark, escaped in the HTML; a refused review mails nothing', async () => {
    const { shopper, id } = await withdrawal()
    expect((await server.admin.wallet.remitWithdrawal({ id })).code).not.toBe(0)
    expect(await mailsTo(server, shopper)).toEqual([])
    const remark = 'Address <unknown> & unverified'
    expect((await server.admin.wallet.rejectWithdrawal({ id, remark })).code).toBe(0)

    const mail = await onlyMail(server, shopper)
    expect(mail.subject).toBe('Withdrawal rejected · Vitrine')
    expect(mail.body).toContain(`of 25.00 USD was rejected: ${remark}. The amount is back in your balance.`)
    expect(mail.html).toContain('Address &lt;unknown&gt; &amp; unverified')
    expect((await wallet(server, shopper)).data).toMatchObject({ balance: 10_000, freezebalance: 0 })
  })
})
