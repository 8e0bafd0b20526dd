import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ListingStatus } from '../../contract/lifecycles'
import { inTenant, schema } from '../../server/db/client'
import { createSession } from '../../server/modules/auth/session'
import { demoOwner } from '../../server/seed/orders'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ ORDER_SWEEP_SECONDS: '0' })
})
afterAll(() => server.stop())

describe('the seeded seller center', () => {
  it('gives the demo owner’s shop products in every listing state, one rejected with a reason, one sold out, low-stock SKUs', async () => {
    const token = await inTenant(server.db, 1, async (tx) => {
      const [owner] = await tx
        .select({ id: schema.users.id })
        .from(schema.users)
        .where(and(eq(schema.users.tenantId, 1), eq(schema.users.email, demoOwner.email)))
      return createSession(tx, 1, owner.id)
    })
    const shop = (await server.api.seller.shop({}, { token, tenant: 1 })).data
    const { deleted, changeRejected, ...counts } = shop.counts
    expect([deleted, changeRejected]).toEqual([0, 0])
    for (const [state, count] of Object.entries(counts)) expect(count, state).toBeGreaterThan(0)
    const rejected = (await server.api.seller.products({ listing: ListingStatus.rejected }, { token, tenant: 1 })).data.list
    expect(rejected[0].rejectReason).not.toBe('')
  })
})
