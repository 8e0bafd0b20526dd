import { Agent, createServer, request } from 'node:http'
import type { AddressInfo } from 'node:net'

/** Which instance answered a request, in the order they came. */
export type Served = { method: string; path: string; instance: number }[]

/**
 * A round-robin proxy over `ports` on loopback, as nginx's upstream block: each request goes to
 * the next instance, with the caller's X-Forwarded-For and the proxy's peer appended.
 */
export async function roundRobinProxy(ports: number[]) {
  const agent = new Agent({ keepAlive: true })
  const served: Served = []
  const server = createServer((req, res) => {
    const instance = served.length % ports.length
    served.push({ method: req.method ?? 'GET', path: req.url ?? '/', instance })
    const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ')
    const headers = { ...req.headers, 'x-forwarded-for': forwardedFor }
    const upstream = request({ host: '127.0.0.1', port: ports[instance], method: req.method, path: req.url, headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers)
      answer.pipe(res)
    })
    upstream.on('error', () => res.writeHead(502).end())
    req.pipe(upstream)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const close = () => {
    agent.destroy()
    server.closeAllConnections()
    return new Promise<void>((resolve) => server.close(() => resolve()))
  }
  return { server, served, port: (server.address() as AddressInfo).port, close }
}
