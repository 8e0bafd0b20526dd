import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asPlatform, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

describe('tenant resolution', () => {
  it('finds the tenant of a host, with or without its port', async () => {
    const withPort = await server.api.tenant.tenantByWebsite({ website: 'maison.localhost:3000' })
    expect(withPort.data).toEqual({ id: 2, name: 'Maison' })
    const bare = await server.api.tenant.tenantByWebsite({ website: 'localhost' })
    expect(bare.data).toEqual({ id: 1, name: 'Vitrine' })
  })

  it('answers data null for an unknown host', async () => {
    const res = await server.api.tenant.tenantByWebsite({ website: 'nowhere.example' })
    expect(res).toMatchObject({ code: 0, data: null })
  })

  it('asks for the website when it is missing, in the request language', async () => {
    // Raw: without its required website, which the typed input cannot leave out.
    const res = await server.call('GET', '/system/tenant/get-by-website', { lang: 'fr' })
    expect(res.status).toBe(400)
    expect(res.code).toBe(1001)
    expect(res.msg).toBe('website est obligatoire')
  })

  it('refuses an unknown tenant id', async () => {
    const res = await server.api.tenant.tenantByWebsite({ website: 'localhost' }, { tenant: 999 })
    expect(res.code).toBe(1030)
  })
})

describe('a shop on its own domain', () => {
  it('resolves to the tenant of the shop, and the shop by its domain', async () => {
    const [shop] = await asPlatform(server.db, (tx) => tx.select().from(schema.shops).where(eq(schema.shops.tenantId, 2)).limit(1))
    await asPlatform(server.db, (tx) => tx.update(schema.shops).set({ domain: 'house.example' }).where(eq(schema.shops.id, shop.id)))
    const tenant = await server.api.tenant.tenantByWebsite({ website: 'house.example:8080' })
    expect(tenant.data).toEqual({ id: 2, name: 'Maison' })
    const found = await server.api.shop.shopByDomain({ url: 'http://house.example:8080' }, { tenant: 2 })
    expect(found.data).toEqual({ id: shop.id, shopname: shop.shopname })
    const elsewhere = await server.api.shop.shopByDomain({ url: 'http://house.example:8080' }, { tenant: 1 })
    expect(elsewhere.data).toBeNull()
  })
})
