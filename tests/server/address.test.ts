import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressLimits, addressPaths as paths } from '../../contract/address'
import { type Input, textFields } from '../../contract/call'
import type { addressCalls } from '../../contract/schemas/address'
import { inTenant, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { as, newShopper, type Shopper } from './shoppers'
import { loginUser, solvedCaptcha } from './accountsHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' })
})
afterAll(() => server.stop())

const shopper = (tenant = 1) => newShopper(server, tenant)

/** Fields of an address form: what the create form takes. */
type Fields = Partial<Input<typeof addressCalls.create>>

const fields = (overrides: Fields = {}): Fields => ({
  firstname: 'Ada',
  surname: 'Lovelace',
  mobile: '+1 555 0100',
  email: 'ada@example.com',
  detailAddress: '12 Analytical Street',
  countryRegion: 'US',
  province: 'US-CA',
  city: 'San Francisco',
  zipcode: '94107',
  ...overrides,
})

async function withCaptcha(who: Shopper, overrides: Fields = {}) {
  const captcha = await solvedCaptcha(server, who.tenant)
  return { ...fields(overrides), yzcode: captcha.code, uuid: captcha.uuid }
}

const create = async (who: Shopper, overrides: Fields = {}) => server.api.address.create(await withCaptcha(who, overrides), as(who))

async function created(who: Shopper, overrides: Fields = {}) {
  const res = await create(who, overrides)
  expect(res.msg).toBe('success')
  return res.data
}

const list = (who: Shopper, page: Input<typeof addressCalls.list> = {}) => server.api.address.list(page, as(who))
const get = (who: Shopper, id: number) => server.api.address.get({ id }, as(who))
const setDefault = (who: Shopper, id: number) => server.api.address.setDefault({ id }, as(who))
const remove = (who: Shopper, id: number) => server.api.address.delete({ id }, as(who))

async function defaults(who: Shopper) {
  const a = schema.addresses
  const rows = await inTenant(server.db, who.tenant, (tx) =>
    tx
      .select({ id: a.id })
      .from(a)
      .where(and(eq(a.userId, who.id), eq(a.isDefault, true))),
  )
  return rows.map((r) => r.id)
}

describe('address book', () => {
  it('adds addresses: the first becomes the default, names come in the request language', async () => {
    const me = await shopper()
    const first = await created(me)
    const second = await created(me, { countryRegion: 'GB', province: 'ignored', firstname: 'Grace' })
    const page = await list(me)
    expect(page.data.total).toBe(2)
    expect(page.data.list.map((a) => [a.id, a.defaultStatus])).toEqual([
      [first, true],
      [second, false],
    ])
    expect(page.data.list[0]).toMatchObject({ countryRegionName: 'United States', province: 'US-CA', provinceName: 'California' })
    // A country without provinces stores none.
    expect(page.data.list[1]).toMatchObject({ countryRegion: 'GB', countryRegionName: 'United Kingdom', province: '', provinceName: '' })
    const fr = await server.api.address.get({ id: second }, { ...as(me), lang: 'fr' })
    expect(fr.data).toMatchObject({ id: second, firstname: 'Grace', countryRegionName: 'Royaume-Uni' })
  })

  it('creates as default on request, and an update can move the default', async () => {
    const me = await shopper()
    const first = await created(me)
    const second = await created(me, { defaultStatus: true })
    expect(await defaults(me)).toEqual([second])
    const res = await server.api.address.update({ id: first, ...(await withCaptcha(me, { city: 'Oakland', defaultStatus: true })) }, as(me))
    expect(res.code).toBe(0)
    expect(await defaults(me)).toEqual([first])
    // Not asking for default never leaves the book without one.
    await server.api.address.update({ id: first, ...(await withCaptcha(me, { city: 'Oakland' })) }, as(me))
    expect(await defaults(me)).toEqual([first])
    expect((await get(me, first)).data).toMatchObject({ city: 'Oakland', defaultStatus: true })
  })

  it('sets the default and deleting it makes the newest remaining one the default', async () => {
    const me = await shopper()
    const [a, b, c] = [await created(me), await created(me), await created(me)]
    expect(await defaults(me)).toEqual([a])
    expect((await setDefault(me, b)).code).toBe(0)
    expect(await defaults(me)).toEqual([b])
    expect((await setDefault(me, b)).code).toBe(0)
    expect(await defaults(me)).toEqual([b])
    // Deleting another one leaves the default alone.
    expect((await remove(me, a)).code).toBe(0)
    expect(await defaults(me)).toEqual([b])
    const d = await created(me)
    expect((await remove(me, b)).code).toBe(0)
    expect(await defaults(me)).toEqual([d])
    await remove(me, d)
    expect(await defaults(me)).toEqual([c])
    await remove(me, c)
    expect((await list(me)).data).toEqual({ list: [], total: 0 })
    expect((await remove(me, c)).status).toBe(404)
  })

  it('concurrent defaults: whatever the interleaving, exactly one default', async () => {
    const me = await shopper()
    const ids: number[] = []
    for (let i = 0; i < 6; i++) ids.push(await created(me))
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(ids.map((id) => setDefault(me, id)))
      expect(answers.map((r) => r.code)).toEqual(ids.map(() => 0))
      expect(await defaults(me)).toHaveLength(1)
    }
    // Setting and deleting at once.
    const answers = await Promise.all([...ids.slice(0, 3).map((id) => remove(me, id)), ...ids.slice(3).map((id) => setDefault(me, id))])
    expect(answers.map((r) => r.code)).toEqual(ids.map(() => 0))
    expect(await defaults(me)).toHaveLength(1)
  })

  it('concurrent first addresses: exactly one becomes the default', async () => {
    const me = await shopper()
    const forms = await Promise.all([1, 2, 3, 4].map(() => withCaptcha(me)))
    const answers = await Promise.all(forms.map((form) => server.api.address.create(form, as(me))))
    expect(answers.map((r) => r.code)).toEqual([0, 0, 0, 0])
    expect(await defaults(me)).toHaveLength(1)
  })

  it('the database refuses a second default whatever the service does', async () => {
    const me = await shopper()
    await created(me)
    const other = await created(me)
    const a = schema.addresses
    await expect(inTenant(server.db, 1, (tx) => tx.update(a).set({ isDefault: true }).where(eq(a.id, other)))).rejects.toThrow()
  })
})

describe('ownership', () => {
  it("another shopper's address is not found: never read nor changed", async () => {
    const owner = await shopper()
    const id = await created(owner)
    const intruder = await shopper()
    await created(intruder)
    expect((await get(intruder, id)).status).toBe(404)
    expect((await setDefault(intruder, id)).status).toBe(404)
    expect((await remove(intruder, id)).status).toBe(404)
    const update = await server.api.address.update({ id, ...(await withCaptcha(intruder, { city: 'Elsewhere' })) }, as(intruder))
    expect(update.status).toBe(404)
    expect((await get(owner, id)).data).toMatchObject({ city: 'San Francisco', defaultStatus: true })
    expect((await list(intruder)).data.list.map((a) => a.id)).not.toContain(id)
  })

  it("another tenant's address is not found", async () => {
    const abroad = await shopper(2)
    const id = await created(abroad)
    const me = await shopper()
    expect((await get(me, id)).status).toBe(404)
    expect((await setDefault(me, id)).status).toBe(404)
    expect((await remove(me, id)).status).toBe(404)
    const update = await server.api.address.update({ id, ...(await withCaptcha(me)) }, as(me))
    expect(update.status).toBe(404)
    expect((await get(abroad, id)).data).toMatchObject({ city: 'San Francisco', defaultStatus: true })
  })

  it('guests are refused', async () => {
    expect((await server.api.address.list()).status).toBe(401)
    expect((await server.api.address.create(fields())).status).toBe(401)
  })
})

describe('picture code', () => {
  it('is required, and single use even when wrong', async () => {
    const me = await shopper()
    const missing = await server.api.address.create(fields(), as(me))
    expect(missing).toMatchObject({ code: 1001, msg: 'Please enter the picture code' })
    const captcha = await solvedCaptcha(server)
    const wrong = await server.api.address.create({ ...fields(), yzcode: 'ZZZZ', uuid: captcha.uuid }, as(me))
    expect(wrong.code).toBe(1004)
    // The wrong guess spent it: the right code no longer works.
    const late = await server.api.address.create({ ...fields(), yzcode: captcha.code, uuid: captcha.uuid }, as(me))
    expect(late.code).toBe(1004)
    const form = await withCaptcha(me)
    expect((await server.api.address.create(form, as(me))).code).toBe(0)
    expect((await server.api.address.create(form, as(me))).code).toBe(1004)
    expect((await list(me)).data.total).toBe(1)
  })

  it('update needs a fresh one too', async () => {
    const me = await shopper()
    const id = await created(me)
    expect((await server.api.address.update({ id, ...fields() }, as(me))).code).toBe(1001)
    const form = { id, ...(await withCaptcha(me, { city: 'Paris' })) }
    expect((await server.api.address.update(form, as(me))).code).toBe(0)
    expect((await server.api.address.update({ ...form, city: 'Lyon' }, as(me))).code).toBe(1004)
    expect((await get(me, id)).data).toMatchObject({ city: 'Paris' })
  })
})

describe('validation', () => {
  it('reports the first missing field in the page order', async () => {
    const me = await shopper()
    const steps: [Fields, string][] = [
      [{ firstname: '' }, 'Please enter your first name'],
      [{ surname: ' ' }, 'Please enter your last name'],
      [{ mobile: '' }, 'Please enter a mobile number'],
      [{ email: 'not-an-email' }, 'The email format is incorrect'],
      [{ detailAddress: '' }, 'Please enter the address'],
      [{ countryRegion: '' }, 'Please choose a country or region'],
      [{ province: '' }, 'Please choose a province or state'],
      [{ city: '' }, 'Please enter the city'],
      [{ zipcode: '' }, 'Please enter the postal code'],
    ]
    for (let i = 0; i < steps.length; i++) {
      const blanks: Fields = {}
      for (const [f] of steps.slice(i)) Object.assign(blanks, f)
      const form = { ...(await withCaptcha(me)), ...blanks }
      const res = await server.api.address.create(form, as(me))
      expect([res.code, res.msg]).toEqual([1001, steps[i][1]])
    }
    // An email is optional.
    expect((await create(me, { email: '' })).code).toBe(0)
  })

  it('accepts only countries and provinces of the country list', async () => {
    const me = await shopper()
    const refused = async (overrides: Fields) => (await create(me, overrides)).msg
    expect(await refused({ countryRegion: 'XX' })).toBe('Please choose a country or region')
    // A province is not a country.
    expect(await refused({ countryRegion: 'US-CA', province: '' })).toBe('Please choose a country or region')
    expect(await refused({ province: 'FR-IDF' })).toBe('Please choose a province or state')
    expect(await refused({ province: 'US-ZZ' })).toBe('Please choose a province or state')
    expect((await list(me)).data.total).toBe(0)
  })

  it('never answers 500, whatever the input', async () => {
    const me = await shopper()
    const odd: Record<string, string>[] = [
      { id: 'abc' },
      { id: '-1' },
      { id: '99999999999' },
      { id: '' },
      { firstname: 'x'.repeat(5000) },
      { city: 'a\u0000b' },
      { defaultStatus: 'maybe' },
      { countryRegion: "US' or 1=1 --" },
      { yzcode: '🙂🙂🙂🙂🙂' },
    ]
    for (const extra of odd) {
      for (const [method, path] of [
        ['POST', paths.create],
        ['PUT', paths.update],
        ['POST', paths.delete],
        ['POST', paths.setDefault],
        ['GET', paths.get],
      ] as const) {
        const form = { ...textFields(fields()), yzcode: 'AAAA', uuid: 'not-a-uuid', ...extra }
        // raw: sends ids, flags and texts of the wrong type the typed client cannot
        const res = await server.call(method, path, { token: me.token, ...(method === 'GET' ? { query: form } : { form }) })
        expect(res.status, `${method} ${path} ${JSON.stringify(extra)}`).toBeLessThan(500)
      }
    }
    for (const page of [{ pageNo: 0 }, { pageSize: 1000 }, { pageNo: 99999999 }]) expect((await list(me, page)).status).toBeLessThan(500)
  })
})

describe('paging and limits', () => {
  it('pages of 10, the default first then the newest', async () => {
    const me = await shopper()
    const ids: number[] = []
    for (let i = 0; i < 12; i++) ids.push(await created(me, { firstname: `N${i}` }))
    const first = await list(me)
    expect(first.data.total).toBe(12)
    expect(first.data.list).toHaveLength(addressLimits.pageSize)
    expect(first.data.list[0].id).toBe(ids[0])
    expect(first.data.list.slice(1).map((a) => a.id)).toEqual(ids.slice(3).reverse())
    const second = await list(me, { pageNo: 2 })
    expect(second.data.list.map((a) => a.id)).toEqual([ids[2], ids[1]])
    expect((await list(me, { pageSize: 50 })).data.list).toHaveLength(12)
  })

  it(`keeps at most ${addressLimits.maxPerUser} addresses`, async () => {
    const me = await shopper()
    await created(me)
    const a = schema.addresses
    const row = { tenantId: 1, userId: me.id, firstname: 'F', surname: 'S', mobile: '1', detailAddress: 'A', city: 'C', zipcode: 'Z' }
    await inTenant(server.db, 1, (tx) => tx.insert(a).values(Array.from({ length: 48 }, () => ({ ...row, countryRegion: 'GB' }))))
    expect((await create(me)).code).toBe(0)
    const over = await create(me)
    expect([over.code, over.msg]).toEqual([400, 'You can keep at most 50 addresses'])
    expect((await list(me)).data.total).toBe(50)
  })
})

describe('seed', () => {
  it('gives the demo shopper two addresses, one of them the default', async () => {
    const login = await loginUser(server, 'demo@vitrine.test', 'Demo12345')
    const demo = { id: login.data.userId, email: 'demo@vitrine.test', token: login.data.accessToken, tenant: 1 }
    const page = await list(demo)
    expect(page.data.total).toBe(2)
    expect(page.data.list.map((a) => [a.countryRegionName, a.provinceName, a.defaultStatus])).toEqual([
      ['United States', 'California', true],
      ['France', 'Île-de-France', false],
    ])
  })
})
