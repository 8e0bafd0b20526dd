import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type AddressPage, addressLimits, addressPaths as paths } from '../../contract/address'
import { inTenant, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'
import { newShopper, type Shopper } from './shoppers'
import { loginUser, solvedCaptcha } from './accountsHelpers'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ TRUSTED_PROXIES: '127.0.0.1,::1' })
})
afterAll(() => server.stop())

const shopper = (tenant = 1) => newShopper(server, tenant)

const fields = (overrides: Record<string, string | boolean> = {}) => ({
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

async function withCaptcha(who: Shopper, overrides: Record<string, string | boolean> = {}) {
  const captcha = await solvedCaptcha(server, who.tenant)
  return { ...fields(overrides), yzcode: captcha.code, uuid: captcha.uuid }
}

const create = async (who: Shopper, overrides: Record<string, string | boolean> = {}) =>
  server.call<number>('POST', paths.create, { token: who.token, tenant: who.tenant, form: await withCaptcha(who, overrides) })

async function created(who: Shopper, overrides: Record<string, string | boolean> = {}) {
  const res = await create(who, overrides)
  expect(res.msg).toBe('success')
  return res.data
}

const list = (who: Shopper, query: Record<string, number> = {}) =>
  server.call<AddressPage>('GET', paths.list, { token: who.token, tenant: who.tenant, query })
const byId = (who: Shopper, method: string, path: string, id: number | string) =>
  server.call(method, path, { token: who.token, tenant: who.tenant, ...(method === 'GET' ? { query: { id } } : { form: { id } }) })

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
    const fr = await server.call('GET', paths.get, { token: me.token, lang: 'fr', query: { id: second } })
    expect(fr.data).toMatchObject({ id: second, firstname: 'Grace', countryRegionName: 'Royaume-Uni' })
  })

  it('creates as default on request, and an update can move the default', async () => {
    const me = await shopper()
    const first = await created(me)
    const second = await created(me, { defaultStatus: true })
    expect(await defaults(me)).toEqual([second])
    const res = await server.call('PUT', paths.update, {
      token: me.token,
      form: { id: first, ...(await withCaptcha(me, { city: 'Oakland', defaultStatus: true })) },
    })
    expect(res.code).toBe(0)
    expect(await defaults(me)).toEqual([first])
    // Not asking for default never leaves the book without one.
    await server.call('PUT', paths.update, { token: me.token, form: { id: first, ...(await withCaptcha(me, { city: 'Oakland' })) } })
    expect(await defaults(me)).toEqual([first])
    expect((await byId(me, 'GET', paths.get, first)).data).toMatchObject({ city: 'Oakland', defaultStatus: true })
  })

  it('sets the default and deleting it makes the newest remaining one the default', async () => {
    const me = await shopper()
    const [a, b, c] = [await created(me), await created(me), await created(me)]
    expect(await defaults(me)).toEqual([a])
    expect((await byId(me, 'POST', paths.setDefault, b)).code).toBe(0)
    expect(await defaults(me)).toEqual([b])
    expect((await byId(me, 'POST', paths.setDefault, b)).code).toBe(0)
    expect(await defaults(me)).toEqual([b])
    // Deleting another one leaves the default alone.
    expect((await byId(me, 'POST', paths.delete, a)).code).toBe(0)
    expect(await defaults(me)).toEqual([b])
    const d = await created(me)
    expect((await byId(me, 'POST', paths.delete, b)).code).toBe(0)
    expect(await defaults(me)).toEqual([d])
    await byId(me, 'POST', paths.delete, d)
    expect(await defaults(me)).toEqual([c])
    await byId(me, 'POST', paths.delete, c)
    expect((await list(me)).data).toEqual({ list: [], total: 0 })
    expect((await byId(me, 'POST', paths.delete, c)).status).toBe(404)
  })

  it('concurrent defaults: whatever the interleaving, exactly one default', async () => {
    const me = await shopper()
    const ids: number[] = []
    for (let i = 0; i < 6; i++) ids.push(await created(me))
    for (let round = 0; round < 3; round++) {
      const answers = await Promise.all(ids.map((id) => byId(me, 'POST', paths.setDefault, id)))
      expect(answers.map((r) => r.code)).toEqual(ids.map(() => 0))
      expect(await defaults(me)).toHaveLength(1)
    }
    // Setting and deleting at once.
    const answers = await Promise.all([
      ...ids.slice(0, 3).map((id) => byId(me, 'POST', paths.delete, id)),
      ...ids.slice(3).map((id) => byId(me, 'POST', paths.setDefault, id)),
    ])
    expect(answers.map((r) => r.code)).toEqual(ids.map(() => 0))
    expect(await defaults(me)).toHaveLength(1)
  })

  it('concurrent first addresses: exactly one becomes the default', async () => {
    const me = await shopper()
    const forms = await Promise.all([1, 2, 3, 4].map(() => withCaptcha(me)))
    const answers = await Promise.all(forms.map((form) => server.call('POST', paths.create, { token: me.token, form })))
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
    expect((await byId(intruder, 'GET', paths.get, id)).status).toBe(404)
    expect((await byId(intruder, 'POST', paths.setDefault, id)).status).toBe(404)
    expect((await byId(intruder, 'POST', paths.delete, id)).status).toBe(404)
    const update = await server.call('PUT', paths.update, {
      token: intruder.token,
      form: { id, ...(await withCaptcha(intruder, { city: 'Elsewhere' })) },
    })
    expect(update.status).toBe(404)
    expect((await byId(owner, 'GET', paths.get, id)).data).toMatchObject({ city: 'San Francisco', defaultStatus: true })
    expect((await list(intruder)).data.list.map((a) => a.id)).not.toContain(id)
  })

  it("another tenant's address is not found", async () => {
    const abroad = await shopper(2)
    const id = await created(abroad)
    const me = await shopper()
    expect((await byId(me, 'GET', paths.get, id)).status).toBe(404)
    expect((await byId(me, 'POST', paths.setDefault, id)).status).toBe(404)
    expect((await byId(me, 'POST', paths.delete, id)).status).toBe(404)
    const update = await server.call('PUT', paths.update, { token: me.token, form: { id, ...(await withCaptcha(me)) } })
    expect(update.status).toBe(404)
    expect((await byId(abroad, 'GET', paths.get, id)).data).toMatchObject({ city: 'San Francisco', defaultStatus: true })
  })

  it('guests are refused', async () => {
    expect((await server.call('GET', paths.list)).status).toBe(401)
    expect((await server.call('POST', paths.create, { form: fields() })).status).toBe(401)
  })
})

describe('picture code', () => {
  it('is required, and single use even when wrong', async () => {
    const me = await shopper()
    const missing = await server.call('POST', paths.create, { token: me.token, form: fields() })
    expect(missing).toMatchObject({ code: 1001, msg: 'Please enter the picture code' })
    const captcha = await solvedCaptcha(server)
    const wrong = await server.call('POST', paths.create, { token: me.token, form: { ...fields(), yzcode: 'ZZZZ', uuid: captcha.uuid } })
    expect(wrong.code).toBe(1004)
    // The wrong guess spent it: the right code no longer works.
    const late = await server.call('POST', paths.create, {
      token: me.token,
      form: { ...fields(), yzcode: captcha.code, uuid: captcha.uuid },
    })
    expect(late.code).toBe(1004)
    const form = await withCaptcha(me)
    expect((await server.call('POST', paths.create, { token: me.token, form })).code).toBe(0)
    expect((await server.call('POST', paths.create, { token: me.token, form })).code).toBe(1004)
    expect((await list(me)).data.total).toBe(1)
  })

  it('update needs a fresh one too', async () => {
    const me = await shopper()
    const id = await created(me)
    expect((await server.call('PUT', paths.update, { token: me.token, form: { id, ...fields() } })).code).toBe(1001)
    const form = { id, ...(await withCaptcha(me, { city: 'Paris' })) }
    expect((await server.call('PUT', paths.update, { token: me.token, form })).code).toBe(0)
    expect((await server.call('PUT', paths.update, { token: me.token, form: { ...form, city: 'Lyon' } })).code).toBe(1004)
    expect((await byId(me, 'GET', paths.get, id)).data).toMatchObject({ city: 'Paris' })
  })
})

describe('validation', () => {
  it('reports the first missing field in the page order', async () => {
    const me = await shopper()
    const steps: [Record<string, string>, string][] = [
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
      const form = { ...(await withCaptcha(me)), ...Object.assign({}, ...steps.slice(i).map(([f]) => f)) }
      const res = await server.call('POST', paths.create, { token: me.token, form })
      expect([res.code, res.msg]).toEqual([1001, steps[i][1]])
    }
    // An email is optional.
    expect((await create(me, { email: '' })).code).toBe(0)
  })

  it('accepts only countries and provinces of the country list', async () => {
    const me = await shopper()
    const refused = async (overrides: Record<string, string>) => (await create(me, overrides)).msg
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
        const form = { ...fields(), yzcode: 'AAAA', uuid: 'not-a-uuid', ...extra }
        const res = await server.call(method, path, { token: me.token, ...(method === 'GET' ? { query: form } : { form }) })
        expect(res.status, `${method} ${path} ${JSON.stringify(extra)}`).toBeLessThan(500)
      }
    }
    for (const query of [{ pageNo: 0 }, { pageSize: 1000 }, { pageNo: 99999999 }] as Record<string, number>[])
      expect((await list(me, query)).status).toBeLessThan(500)
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
