import { spawnOpsCli } from './opsCli'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const admin = (path: string, authorization?: string) =>
  fetch(`${server.base}/admin-api${path}`, { headers: authorization ? { authorization } : {} }).then(async (res) => ({
    status: res.status,
    ...(await res.json()),
  }))

describe('admin API', () => {
  it('refuses a request without the token, or with a wrong one', async () => {
    expect(await admin('/tenants')).toMatchObject({ status: 401, code: 401, data: null })
    expect(await admin('/tenants', 'Bearer wrong-token')).toMatchObject({ status: 401, code: 401 })
    expect(await admin('/tenants', 'Bearer test-ops-token-and-more')).toMatchObject({ status: 401 })
  })

  it('lists the tenants with the right token', async () => {
    const res = await admin('/tenants', 'Bearer test-ops-token')
    expect(res).toMatchObject({ status: 200, code: 0 })
    expect(res.data).toEqual([
      { id: 1, name: 'Vitrine', websites: ['localhost', '127.0.0.1'] },
      { id: 2, name: 'Maison', websites: ['maison.localhost'] },
    ])
  })

  it('reads the newest mail to an address, in any tenant or in one', async () => {
    await server.db.execute(`insert into mail_outbox (tenant_id, "to", subject, body, code, created_at) values
      (1, 'ann@example.com', 'Old code', 'Your code is 111111', '111111', now() - interval '2 minutes'),
      (2, 'ann@example.com', 'Maison code', 'Your code is 222222', '222222', now() - interval '1 minute'),
      (1, 'bob@example.com', 'Other', 'Not for Ann', null, now())`)
    const newest = await server.admin.platform.lastMail({ email: 'Ann@Example.com' })
    expect(newest.data).toMatchObject({
      to: 'ann@example.com',
      subject: 'Maison code',
      code: '222222',
      tenantId: 2,
      createdAt: expect.any(String),
    })
    const inTenant1 = await server.admin.platform.lastMail({ email: 'ann@example.com', tenant: 1 })
    expect(inTenant1.data).toMatchObject({ code: '111111', tenantId: 1, body: 'Your code is 111111' })
    expect(await server.admin.platform.lastMail({ email: 'nobody@example.com' })).toMatchObject({ status: 404, code: 404 })
    // Raw: without the email the typed input requires.
    expect(await server.ops('/mail/last')).toMatchObject({ status: 400, code: 1001, msg: 'email is required' })
  })

  it('shows a shopper without secrets, with the live session count', async () => {
    const before = await server.admin.platform.showUser({ email: 'demo@vitrine.test', tenant: 1 })
    expect(before.data).toMatchObject({
      email: 'demo@vitrine.test',
      tenantId: 1,
      firstName: 'Demo',
      payPasswordFlag: true,
      sessionCount: 0,
    })
    expect(JSON.stringify(before.data)).not.toMatch(/hash|scrypt/i)
    expect(before.data).toMatchObject({ shopId: null })
    const owner = await server.admin.platform.showUser({ email: 'owner@vitrine.test', tenant: 1 })
    expect(owner.data.shopId).toBeGreaterThan(0)
    const login = await server.api.auth.login({ mailbox: 'demo@vitrine.test', password: 'Demo12345' })
    expect(login.code).toBe(0)
    const after = await server.admin.platform.showUser({ email: 'demo@vitrine.test' })
    expect(after.data.sessionCount).toBe(1)
    expect(await server.admin.platform.showUser({ email: 'demo@vitrine.test', tenant: 2 })).toMatchObject({ status: 404 })
  })

  it('tells the code of a captcha', async () => {
    const captcha = await server.api.captcha.captcha()
    const res = await server.admin.platform.captcha({ uuid: captcha.data.uuid })
    expect(res.data.tenantId).toBe(1)
    expect(res.data.code).toMatch(/^\w{4}$/)
    expect(await server.admin.platform.captcha({ uuid: 'unknown' })).toMatchObject({ status: 404 })
  })
})

const ops = (args: string[], env: Record<string, string> = {}) => spawnOpsCli(server.base, args, env)

// The command line as its own process, as an operator starts it; the other files run it in this process (./opsCli.ts).
describe('ops command line', () => {
  it('prints the tenants as JSON', async () => {
    const res = await ops(['tenants'])
    expect(res.code).toBe(0)
    expect(JSON.parse(res.stdout).map((t: { name: string }) => t.name)).toEqual(['Vitrine', 'Maison'])
  })

  it('passes arguments and options through', async () => {
    const res = await ops(['user:show', 'demo@vitrine.test', '--tenant', '1'])
    expect(res.code).toBe(0)
    expect(JSON.parse(res.stdout)).toMatchObject({ email: 'demo@vitrine.test', tenantId: 1 })
  })

  it('says in one line what went wrong, and exits non-zero', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [['fly'], {}, /^ops: unknown command "fly"/],
      [['tenants'], { OPS_TOKEN: 'wrong' }, /^ops: the service at .* refused the token/],
      [['tenants'], { OPS_URL: 'http://127.0.0.1:9' }, /^ops: the service is not running at http:\/\/127\.0\.0\.1:9/],
      [['tenants'], { OPS_TOKEN: '', DATA_DIR: `${server.dataDir}/none` }, /^ops: no token/],
      [['mail:last'], {}, /^ops: missing <email>/],
      [['user:show', 'a@b.c', '--tenant', 'x'], {}, /^ops: --tenant needs a positive whole number/],
      [['mail:last', 'nobody@example.com'], {}, /^ops: Not found \(code 404\)/],
    ]
    const results = await Promise.all(cases.map(([args, env]) => ops(args, env)))
    for (const [i, res] of results.entries()) {
      const pattern = cases[i][2]
      expect(res.code).toBe(1)
      expect(res.stdout).toBe('')
      expect(res.stderr.trim().split('\n')).toHaveLength(1)
      expect(res.stderr).toMatch(pattern)
    }
  })

  it('lists its commands with help', async () => {
    const res = await ops(['help'])
    expect(res.code).toBe(0)
    for (const name of ['tenants', 'mail:last', 'user:show', 'captcha']) expect(res.stdout).toContain(name)
  })
})
