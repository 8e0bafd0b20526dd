import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

describe('tenant resolution', () => {
  it('finds the tenant of a host, with or without its port', async () => {
    const withPort = await server.call<{ id: number; name: string }>('GET', '/system/tenant/get-by-website', { query: { website: 'maison.localhost:3000' } })
    expect(withPort.data).toEqual({ id: 2, name: 'Maison' })
    const bare = await server.call('GET', '/system/tenant/get-by-website', { query: { website: 'localhost' } })
    expect(bare.data).toEqual({ id: 1, name: 'Vitrine' })
  })

  it('answers data null for an unknown host', async () => {
    const res = await server.call('GET', '/system/tenant/get-by-website', { query: { website: 'nowhere.example' } })
    expect(res).toMatchObject({ code: 0, data: null })
  })

  it('asks for the website when it is missing, in the request language', async () => {
    const res = await server.call('GET', '/system/tenant/get-by-website', { lang: 'fr' })
    expect(res.status).toBe(400)
    expect(res.code).toBe(1001)
    expect(res.msg).toBe('website est obligatoire')
  })

  it('refuses an unknown tenant id', async () => {
    const res = await server.call('GET', '/system/tenant/get-by-website', { tenant: 999, query: { website: 'localhost' } })
    expect(res.code).toBe(1030)
  })
})
