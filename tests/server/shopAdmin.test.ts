import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'
import { saleableSkus } from './orderFixtures'
import { runOpsCli } from './opsCli'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const ops = (...args: string[]) => runOpsCli(server.base, args)

describe('ops product:move', () => {
  it('moves a product to another shop of its marketplace; another tenant’s shop, or no shop given, is refused', async () => {
    const [a, b] = await saleableSkus(server, 1, 2, { distinctShops: true })
    const moved = await ops('product:move', String(a.spuId), '--shop', String(b.shopId))
    expect(moved.code).toBe(0)
    expect(JSON.parse(moved.stdout)).toMatchObject({ spuId: a.spuId, shop: { id: b.shopId } })
    const [again] = (await saleableSkus(server, 1, 500)).filter((s) => s.spuId === a.spuId)
    expect(again.shopId).toBe(b.shopId)

    const [otherTenant] = await saleableSkus(server, 2, 1)
    const refused = await ops('product:move', String(a.spuId), '--shop', String(otherTenant.shopId))
    expect(refused.code).not.toBe(0)
    expect(refused.stderr).toMatch(/not found/i)
    const missing = await ops('product:move', String(a.spuId))
    expect(missing.code).not.toBe(0)
    expect(missing.stderr).toMatch(/--shop is required/)
  })
})
