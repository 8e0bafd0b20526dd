import { createServer, type Server } from 'node:net'
import { startTestServer } from './harness'

/** Just enough SMTP to take a message: every received DATA block is kept. */
export function fakeSmtp() {
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

export async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, { tries = 100 } = {}): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const value = await read()
    if (done(value)) return value
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error('timed out')
}

/** A test server (with `env` besides) whose mail goes by SMTP (sender `from`) to a fake SMTP server; `stop` ends both. */
export async function startWithFakeSmtp(from: string, env: Record<string, string> = {}) {
  const smtp = fakeSmtp()
  await new Promise<void>((resolve) => smtp.server.listen(0, '127.0.0.1', resolve))
  const port = (smtp.server.address() as { port: number }).port
  const server = await startTestServer({ ...env, SMTP_URL: `smtp://127.0.0.1:${port}?from=${from}` })
  return {
    server,
    received: smtp.received,
    async stop() {
      await server.stop()
      smtp.server.close()
    },
  }
}
