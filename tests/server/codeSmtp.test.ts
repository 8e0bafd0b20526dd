import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from './harness'
import { freshIp, lastMail } from './accountsHelpers'
import { eventually, startWithFakeSmtp } from './smtpHelpers'

describe('SMTP delivery', () => {
  let smtp: Awaited<ReturnType<typeof startWithFakeSmtp>>
  let server: TestServer
  beforeAll(async () => {
    smtp = await startWithFakeSmtp('shop@vitrine.test')
    server = smtp.server
  })
  afterAll(() => smtp.stop())

  it('sends the code mail after the request and marks it sent', async () => {
    const res = await server.api.auth.registerCode({ mailbox: 'smtp@example.com' }, { headers: { 'x-forwarded-for': freshIp() } })
    expect(res.code).toBe(0)
    const row = await eventually(
      () => lastMail(server, 'smtp@example.com'),
      (m) => Boolean(m?.sentAt),
    )
    expect(row.error).toBeNull()
    const message = smtp.received.find((m) => m.includes('smtp@example.com'))
    expect(message).toContain('From: shop@vitrine.test')
    expect(message).toContain(row.code!)
  })
})

describe('SMTP down', () => {
  let server: TestServer
  beforeAll(async () => {
    const closed = createServer()
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve))
    const port = (closed.address() as { port: number }).port
    await new Promise((resolve) => closed.close(resolve))
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}` })
  })
  afterAll(() => server.stop())

  it('still answers success and records the error on the outbox row', async () => {
    const res = await server.api.auth.registerCode({ mailbox: 'down@example.com' }, { headers: { 'x-forwarded-for': freshIp() } })
    expect(res.code).toBe(0)
    const row = await eventually(
      () => lastMail(server, 'down@example.com'),
      (m) => Boolean(m?.error),
    )
    expect(row.sentAt).toBeNull()
    expect(row.error).toMatch(/ECONNREFUSED|connect/i)
  })
})
