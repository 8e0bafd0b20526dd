import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Input, pathsOf } from '../../contract/call'
import type { payoutCalls } from '../../contract/schemas/wallet'
import { payoutWires } from '../../contract/wallet'
import { asPlatform, inTenant, schema } from '../../server/db/client'
import { maxPayoutAddresses, payoutAddressOf } from '../../server/modules/payout/service'
import { loginUser } from './accountsHelpers'
import { startTestServer, type TestServer } from './harness'
import { as, newShopper, type Shopper } from './shoppers'
import { systemNotes } from './systemNotes'

const paths = pathsOf(payoutWires)

let server: TestServer
let tenantId: number
let otherTenantId: number
beforeAll(async () => {
  server = await startTestServer()
  const [home, other] = await asPlatform(server.db, (tx) =>
    tx
      .insert(schema.tenants)
      .values([
        { name: 'Payouts', websites: ['payouts.test'] },
        { name: 'Elsewhere', websites: ['elsewhere.test'] },
      ])
      .returning(),
  )
  tenantId = home.id
  otherTenantId = other.id
})
afterAll(() => server.stop())

const shopper = (tenant = tenantId) => newShopper(server, tenant)

type Form = Input<typeof payoutCalls.createPayoutAddress>
const usdt: Form = {
  type: 2,
  fullname: 'Ada Lovelace',
  mobile: '+33 6 12 34 56 78',
  address: 'T9yDwqL3pQe8mKJ2vX1rAz7sHn4Uc6Bf5G',
  remark: 'main',
}
const card: Form = { type: 1, fullname: 'Ada Lovelace', mobile: '+33612345678', bankname: 'HSBC', bankno: '4000 1234 5678 1234' }

const api = () => server.api.payout
const create = (who: Shopper, form: Form) => api().createPayoutAddress(form, as(who))
const list = async (who: Shopper) => (await api().payoutAddressList({}, as(who))).data
const page = (who: Shopper, pageNo = 1) => api().payoutAddressPage({ pageNo }, as(who))
const remove = (who: Shopper, id: number) => api().deletePayoutAddress({ id }, as(who))

describe('payout addresses', () => {
  it('tells the owner of each new address by system message and by email, in their language', async () => {
    const ada = await shopper()
    expect((await api().createPayoutAddress(usdt, { ...as(ada), lang: 'fr' })).code).toBe(0)
    const notes = await systemNotes(server, { ...as(ada), lang: 'fr' })
    expect(notes.data.list.map((m) => m.title)).toEqual(['Une adresse de retrait a été ajoutée'])
    const m = schema.mailOutbox
    const mails = await inTenant(server.db, tenantId, (tx) => tx.select().from(m).where(eq(m.to, ada.email)))
    expect(mails.map((mail) => mail.subject)).toEqual(['Une adresse de retrait a été ajoutée'])
    expect(mails[0].body).toContain("Si ce n'était pas vous")
  })

  it('creates, lists, updates and deletes a shopper’s payout addresses', async () => {
    const ada = await shopper()
    const first = await create(ada, usdt)
    expect(first).toMatchObject({ code: 0, status: 200 })
    const second = await create(ada, card)
    expect(second.code).toBe(0)
    const rows = await list(ada)
    expect(rows).toEqual([
      {
        id: second.data,
        type: 1,
        fullname: 'Ada Lovelace',
        mobile: '+33612345678',
        bankname: 'HSBC',
        bankno: '4000 1234 5678 1234',
        address: '',
        remark: '',
      },
      {
        id: first.data,
        type: 2,
        fullname: 'Ada Lovelace',
        mobile: '+33 6 12 34 56 78',
        bankname: '',
        bankno: '',
        address: usdt.address,
        remark: 'main',
      },
    ])
    expect((await page(ada)).data).toEqual({ list: rows, total: 2 })

    // Switching a USDT address to a bank card keeps only the card's fields.
    const updated = await api().updatePayoutAddress({ id: first.data, ...card, address: 'left over' }, as(ada))
    expect(updated).toMatchObject({ code: 0, data: true })
    expect((await list(ada)).find((r) => r.id === first.data)).toMatchObject({ type: 1, bankname: 'HSBC', address: '', remark: '' })

    expect(await remove(ada, second.data)).toMatchObject({ code: 0, data: true })
    expect((await list(ada)).map((r) => r.id)).toEqual([first.data])
    expect((await remove(ada, second.data)).code).toBe(404)
    expect((await api().updatePayoutAddress({ id: second.data, ...card }, as(ada))).code).toBe(404)
  })

  it('keeps a deleted address’s row for the history, only marked deleted', async () => {
    const ada = await shopper()
    const { data: id } = await create(ada, usdt)
    await remove(ada, id)
    const pa = schema.payoutAddresses
    const [row] = await inTenant(server.db, tenantId, (tx) => tx.select().from(pa).where(eq(pa.id, id)))
    expect(row).toMatchObject({ address: usdt.address, userId: ada.id })
    expect(row.deletedAt).toBeInstanceOf(Date)
  })

  it.each([
    ['no type', { ...usdt, type: 0 }, 'Please choose bank card or USDT'],
    ['a USDT address without its address', { ...usdt, address: '  ', mobile: '' }, 'Please enter the USDT address'],
    ['a USDT address without a mobile', { ...usdt, mobile: '', fullname: '' }, 'Please enter a mobile number'],
    ['a USDT address without a name', { ...usdt, fullname: ' ' }, 'Please enter the account holder’s name'],
    ['a bank card without a mobile', { ...card, mobile: '', fullname: '', bankname: '', bankno: '' }, 'Please enter a mobile number'],
    ['a bank card without a name', { ...card, fullname: '', bankname: '' }, 'Please enter the account holder’s name'],
    ['a bank card without its bank', { ...card, bankname: '', bankno: '' }, 'Please enter the bank name'],
    ['a bank card without its number', { ...card, bankno: '' }, 'Please enter the card number'],
    ['a bank card with only a USDT address', { ...card, bankno: '', address: usdt.address }, 'Please enter the card number'],
  ])('refuses %s with the first missing field, in create and update alike', async (_, form, msg) => {
    const ada = await shopper()
    const refused = await create(ada, form)
    expect(refused).toMatchObject({ status: 400, code: 1001, msg })
    const { data: id } = await create(ada, usdt)
    expect(await api().updatePayoutAddress({ id, ...form }, as(ada))).toMatchObject({ status: 400, code: 1001, msg })
    expect(await list(ada)).toEqual([expect.objectContaining({ id, type: 2, address: usdt.address })])
  })

  it('answers field errors in the request’s language', async () => {
    const ada = await shopper()
    expect((await api().createPayoutAddress({ ...card, bankno: '' }, { ...as(ada), lang: 'fr' })).msg).not.toBe(
      'Please enter the card number',
    )
  })

  it.each([
    ['a type out of range', (ada: Shopper) => create(ada, { ...usdt, type: 3 })],
    // raw: a type that is no number, which the typed client cannot send
    [
      'a type that is no number',
      (ada: Shopper) => server.call('POST', paths.createPayoutAddress, { ...as(ada), form: { ...usdt, type: 'usdt' } }),
    ],
    ['a too long address', (ada: Shopper) => create(ada, { ...usdt, address: 'T'.repeat(129) })],
    ['a control character', (ada: Shopper) => create(ada, { ...usdt, fullname: 'Ada\u0000' })],
  ])('refuses %s as a bad field, never a 500', async (_, send) => {
    const ada = await shopper()
    const res = await send(ada)
    expect(res.status).toBe(400)
    expect(res.code).toBe(1001)
    expect(await list(ada)).toEqual([])
  })

  it('refuses bad ids and paging, and guests', async () => {
    const ada = await shopper()
    for (const id of [0, -1, 2_147_483_648]) expect((await remove(ada, id)).status).toBe(400)
    // raw: an id that is no number, and an update without its id, which the typed client cannot send
    expect((await server.call('DELETE', paths.deletePayoutAddress, { ...as(ada), query: { id: 'x' } })).status).toBe(400)
    expect((await server.call('PUT', paths.updatePayoutAddress, { ...as(ada), form: card })).status).toBe(400)
    expect((await api().payoutAddressPage({ pageSize: 500 }, as(ada))).status).toBe(400)
    expect((await api().payoutAddressPage({ pageNo: 0 }, as(ada))).status).toBe(400)
    expect((await api().payoutAddressList({}, { tenant: tenantId })).status).toBe(401)
    expect((await api().createPayoutAddress(usdt, { tenant: tenantId })).status).toBe(401)
  })

  it('pages by 10, newest first', async () => {
    const ada = await shopper()
    const ids: number[] = []
    for (let i = 1; i <= 12; i++) ids.push((await create(ada, { ...card, bankno: `40001234567800${String(i).padStart(2, '0')}` })).data)
    const one = (await page(ada)).data
    expect(one.total).toBe(12)
    expect(one.list.map((r) => r.id)).toEqual(ids.slice(2).reverse())
    const two = (await page(ada, 2)).data
    expect(two).toMatchObject({ total: 12 })
    expect(two.list.map((r) => r.id)).toEqual(ids.slice(0, 2).reverse())
    expect((await page(ada, 3)).data).toEqual({ list: [], total: 12 })
  })

  it('never shows, changes or deletes another user’s or another tenant’s address', async () => {
    const ada = await shopper()
    const bob = await shopper()
    const eve = await shopper(otherTenantId)
    const { data: adas } = await create(ada, usdt)
    const { data: eves } = await create(eve, card)
    for (const [who, id] of [
      [bob, adas],
      [eve, adas],
      [ada, eves],
    ] as const) {
      expect((await api().updatePayoutAddress({ id, ...card, fullname: 'Mallory' }, as(who))).code).toBe(404)
      expect((await remove(who, id)).code).toBe(404)
      expect((await list(who)).map((r) => r.id)).not.toContain(id)
      expect((await page(who)).data.list.map((r) => r.id)).not.toContain(id)
    }
    expect(await list(ada)).toEqual([expect.objectContaining({ id: adas, fullname: 'Ada Lovelace', address: usdt.address })])
    expect(await list(eve)).toEqual([expect.objectContaining({ id: eves, fullname: 'Ada Lovelace', bankname: 'HSBC' })])
    // Ada's token in the other tenant is no session there.
    expect((await api().payoutAddressList({}, { tenant: otherTenantId, token: ada.token })).status).toBe(401)
  })

  it(`keeps at most ${maxPayoutAddresses} addresses per shopper; a deleted one frees a place`, async () => {
    const ada = await shopper()
    const ids: number[] = []
    for (let i = 0; i < maxPayoutAddresses; i++) ids.push((await create(ada, usdt)).data)
    for (const lang of ['en', 'zh', 'fr', 'ja', 'ko']) {
      const refused = await api().createPayoutAddress(card, { ...as(ada), lang })
      expect(refused).toMatchObject({ status: 400, code: 400 })
      expect(refused.msg).toContain('20')
      if (lang === 'en') expect(refused.msg).toBe('You can keep at most 20 payout addresses. Please delete one before adding another.')
    }
    expect((await create(await shopper(), card)).code).toBe(0)
    await remove(ada, ids[0])
    expect((await create(ada, card)).code).toBe(0)
    expect((await create(ada, card)).code).toBe(400)
  })

  it('holds the limit when creates race', async () => {
    const ada = await shopper()
    for (let i = 0; i < maxPayoutAddresses - 2; i++) await create(ada, usdt)
    const answers = await Promise.all(Array.from({ length: 6 }, () => create(ada, card)))
    expect(answers.filter((a) => a.code === 0)).toHaveLength(2)
    expect((await page(ada)).data.total).toBe(maxPayoutAddresses)
  })
})

describe('payoutAddressOf, for the withdrawal', () => {
  const of = (who: Shopper, id: number) =>
    inTenant(server.db, who.tenant, (tx) => payoutAddressOf(tx, { tenantId: who.tenant, userId: who.id }, id))

  it('answers the row with a short text that shows no full number', async () => {
    const ada = await shopper()
    const { data: u } = await create(ada, usdt)
    const { data: c } = await create(ada, card)
    expect(await of(ada, u)).toMatchObject({ id: u, type: 2, address: usdt.address, text: 'USDT · T9yD…Bf5G' })
    expect(await of(ada, c)).toMatchObject({ id: c, type: 1, bankno: card.bankno, text: 'Bank · HSBC ****1234' })
  })

  it('throws notFound for another user’s, another tenant’s or a deleted address', async () => {
    const ada = await shopper()
    const bob = await shopper()
    const eve = await shopper(otherTenantId)
    const { data: id } = await create(ada, usdt)
    const { data: gone } = await create(ada, card)
    await remove(ada, gone)
    await expect(of(bob, id)).rejects.toMatchObject({ code: 404 })
    await expect(of(eve, id)).rejects.toMatchObject({ code: 404 })
    await expect(of(ada, gone)).rejects.toMatchObject({ code: 404 })
    await expect(of(ada, 2_000_000_000)).rejects.toMatchObject({ code: 404 })
  })
})

describe('the demo seed', () => {
  it('gives demo@vitrine.test one USDT address and one bank card', async () => {
    const login = await loginUser(server, 'demo@vitrine.test', 'Demo12345')
    const res = await api().payoutAddressList({}, { tenant: 1, token: login.data.accessToken })
    expect(res.data.map((r) => r.type).sort()).toEqual([1, 2])
    expect(res.data.every((r) => r.fullname === 'Demo Shopper' && r.mobile)).toBe(true)
  })
})
