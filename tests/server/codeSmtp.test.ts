import { createServer, type Server } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { paths } from '../../contract/api'
import { startTestServer, type TestServer } from './harness'
import { freshIp, lastMail } from './accountsHelpers'

/** Just enough SMTP to take a message: every received DATA block is kept. */
function fakeSmtp() {
  const received: string[] = []
  const server: Server = createServer((socket) => {
    let data: string | null = null
    socket.write('220 fake ESMTP\r\n')
    let buffer = ''
    socket.on('data', (chunk) => {
      buffer += chunk.toString()
      let line: number
      while ((line = buffer.indexOf('\r\n')) >= 0) {
        const text = buffer.slice(0, line)
        buffer = buffer.slice(line + 2)
        if (data !== null) {
          if (text === '.') {
            received.push(data)
            data = null
            socket.write('250 queued\r\n')
          } else data += `${text}\n`
        } else if (/^(EHLO|HELO)/i.test(text)) socket.write('250 fake\r\n')
        else if (/^DATA/i.test(text)) {
          data = ''
          socket.write('354 go on\r\n')
        } else if (/^QUIT/i.test(text)) socket.end('221 bye\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  return { server, received }
}

async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
  for (let i = 0; i < 100; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('timed out')
}

describe('SMTP delivery', () => {
  const smtp = fakeSmtp()
  let server: TestServer
  beforeAll(async () => {
    await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve))
    const port = (smtp.server.address() as { port: number }).port
    server = await startTestServer({ SMTP_URL: `smtp://127.0.0.1:${port}?from=shop@vitrine.test` })
  })
  afterAll(async () => {
    await server.stop()
    smtp.server.close()
  })

  it('sends the code mail after the request and marks it sent', async () => {
    const res = await server.call('GET', paths.registerCode, {
      query: { mailbox: 'smtp@example.com' },
      headers: { 'x-forwarded-for': freshIp() },
    })
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
    const res = await server.call('GET', paths.registerCode, {
      query: { mailbox: 'down@example.com' },
      headers: { 'x-forwarded-for': freshIp() },
    })
    expect(res.code).toBe(0)
    const row = await eventually(
      () => lastMail(server, 'down@example.com'),
      (m) => Boolean(m?.error),
    )
    expect(row.sentAt).toBeNull()
    expect(row.error).toMatch(/ECONNREFUSED|connect/i)
  })
})
