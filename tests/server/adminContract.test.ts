import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { allAdminCalls } from '../../contract/admin'
import { createApp } from '../../server/app'
import { readConfig } from '../../server/config'
import type { Db } from '../../server/db/client'
import { outboxMailer } from '../../server/modules/mail/service'
import { startTestServer, type TestServer } from './harness'
import { checkedOpsApi } from './opsApi'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

interface Document {
  openapi: string
  paths: Record<string, Record<string, { operationId: string; security: unknown[] }>>
}

const operationsOf = (doc: Document) =>
  Object.entries(doc.paths).flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
const adminDocument = (authorization?: string) =>
  fetch(`${server.base}/admin-api/openapi.json`, { headers: authorization ? { authorization } : {} })

describe('the admin API document', () => {
  it('is served to the ops token only, one operation per admin call, each asking for the token', async () => {
    expect((await adminDocument()).status).toBe(401)
    expect((await adminDocument('Bearer wrong')).status).toBe(401)
    const res = await adminDocument('Bearer test-ops-token')
    expect(res.status).toBe(200)
    const doc = (await res.json()) as Document
    expect(doc.openapi).toBe('3.1.0')
    expect(operationsOf(doc).sort()).toEqual(allAdminCalls.map((c) => `${c.wire.method} ${c.wire.path}`).sort())
    for (const methods of Object.values(doc.paths))
      for (const operation of Object.values(methods)) expect(operation.security).toEqual([{ opsToken: [] }])
  })

  it('documents every admin route the service registers, and nothing it does not', async () => {
    const app = createApp({ config: readConfig({ DATA_DIR: server.dataDir }), db: {} as Db, mailer: outboxMailer, opsToken: null })
    const registered = new Set(
      app.routes
        .filter((r) => r.method !== 'ALL' && r.path.startsWith('/admin-api/'))
        .map((r) => `${r.method} ${r.path.slice('/admin-api'.length)}`)
        .filter((r) => r !== 'GET /openapi.json'),
    )
    expect([...registered].sort()).toEqual(allAdminCalls.map((c) => `${c.wire.method} ${c.wire.path}`).sort())
  })

  it('refuses every admin call without the token, and all of them when none is configured', async () => {
    const unknown = await fetch(`${server.base}/admin-api/wallets/check`, { headers: { authorization: 'Bearer nope' } })
    expect(unknown.status).toBe(401)
    const app = createApp({ config: readConfig({ DATA_DIR: server.dataDir }), db: {} as Db, mailer: outboxMailer, opsToken: null })
    for (const call of allAdminCalls) {
      const res = await app.request(`/admin-api${call.wire.path}`, { method: call.wire.method, headers: { authorization: 'Bearer x' } })
      expect(res.status, `${call.wire.method} ${call.wire.path}`).toBe(401)
    }
  })
})

describe('the typed ops client', () => {
  const api = () => checkedOpsApi(server.base)

  it("answers the seeded platform's rows as its calls' schemas say", async () => {
    const ops = api()
    const subscribed = await server.api.newsletter.subscribe({ email: 'reader@example.com' })
    expect(subscribed.code).toBe(0)
    expect((await ops.platform.tenants()).map((t) => t.id)).toEqual([1, 2])
    expect(await ops.platform.showUser({ email: 'demo@vitrine.test', tenant: 1 })).toMatchObject({ tenantId: 1 })
    const lists = await Promise.all([
      ops.order.orders({ limit: 20 }),
      ops.afterSale.afterSales({ limit: 20 }),
      ops.wallet.recharges({ limit: 20 }),
      ops.wallet.withdrawals({ limit: 20 }),
      ops.chat.chats({ limit: 20 }),
      ops.shopApplication.applications({ limit: 20 }),
      ops.newsletter.subscriptions({ limit: 20 }),
    ])
    expect(lists.map((rows) => rows.length > 0)).toEqual(lists.map(() => true))
    const wallet = await ops.wallet.showWallet({ email: 'demo@vitrine.test', tenant: 1 })
    expect(wallet.logs.length).toBeGreaterThan(0)
    expect(await ops.wallet.checkWallets()).toEqual([])
  })

  it('answers writes as their schemas say', async () => {
    const ops = api()
    const made = await ops.shopApplication.createInvites({ count: 2, days: 3 })
    expect(made.map((i) => i.state)).toEqual(['valid', 'valid'])
    const adjusted = await ops.wallet.adjustWallet({ email: 'demo@vitrine.test', tenant: 1, amount: 150, remark: 'contract check' })
    expect(adjusted.user.email).toBe('demo@vitrine.test')
    const sent = await ops.systemMessages.send({ email: 'demo@vitrine.test', tenant: 1, title: 'Hello', content: 'From the contract test' })
    expect(sent).toMatchObject({ tenantId: 1, userId: adjusted.user.id })
    const chat = (await ops.chat.chats({ limit: 1 }))[0]
    const reply = await ops.chat.reply({ id: chat.id, text: 'Answered by the contract test' })
    expect((await ops.chat.showChat({ id: chat.id })).messages.at(-1)).toMatchObject({ id: reply.id, type: 'text' })
  })
})
