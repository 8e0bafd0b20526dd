import { BlockList, isIP } from 'node:net'
import type { Context, MiddlewareHandler } from 'hono'
import type { AppEnv } from './context'

/** An address as one form: IPv4-mapped IPv6 (::ffff:1.2.3.4, as a dual-stack socket reports IPv4 peers) becomes IPv4. */
export function plainAddress(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)
  return mapped ? mapped[1]! : address
}

const family = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4')

/**
 * Whether an address is one of the configured proxies: each entry an address or a CIDR range,
 * IPv4 or IPv6 (TRUSTED_PROXIES="127.0.0.1, 10.0.0.0/8, fd00::/8"). Throws on an entry that is neither.
 */
export function trustList(entries: string[]): (address: string) => boolean {
  const list = new BlockList()
  for (const entry of entries) {
    const [raw, bits, extra] = entry.split('/')
    const address = plainAddress(raw ?? '')
    const prefix = bits === undefined ? null : Number(bits)
    const max = family(address) === 'ipv6' ? 128 : 32
    if (!isIP(address) || extra !== undefined || (prefix !== null && !(Number.isInteger(prefix) && prefix >= 0 && prefix <= max))) {
      throw new Error(`TRUSTED_PROXIES: "${entry}" is not an address or a CIDR range`)
    }
    if (prefix === null) list.addAddress(address, family(address))
    else list.addSubnet(address, prefix, family(address))
  }
  if (entries.length === 0) return () => false
  // Asked two or three times a request, mostly of the same few peers: a BlockList check parses the address each time.
  const known = new Map<string, boolean>()
  return (address) => {
    let answer = known.get(address)
    if (answer === undefined) {
      const plain = plainAddress(address)
      answer = isIP(plain) !== 0 && list.check(plain, family(plain))
      if (known.size >= 1024) known.clear()
      known.set(address, answer)
    }
    return answer
  }
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy; then the
 * right-most hop of X-Forwarded-For that is not a trusted proxy (each proxy appends the address
 * it was reached from, so hops left of an untrusted one may be anything the client wrote).
 * A hop that is not an address ends the walk at the last trusted one.
 */
export function clientAddress(peer: string, forwardedFor: string | undefined, trusted: (address: string) => boolean): string {
  let client = plainAddress(peer)
  if (!trusted(client) || !forwardedFor) return client
  const hops = forwardedFor.split(',').map(hopAddress)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!
    if (!isIP(hop)) return client
    client = hop
    if (!trusted(hop)) return hop
  }
  return client
}

/** A hop of X-Forwarded-For as an address: some proxies add the port (1.2.3.4:5678, [2001:db8::1]:5678). */
function hopAddress(hop: string): string {
  const text = hop.trim()
  const withPort = /^\[([^\]]+)\](?::\d+)?$/.exec(text) ?? /^(\d+\.\d+\.\d+\.\d+):\d+$/.exec(text)
  return plainAddress(withPort ? withPort[1]! : text)
}

/** The peer of the request's socket; empty for a request the app makes to itself (app.request). */
export function socketPeer(env: unknown): string {
  const incoming = (env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? ''
}

/** The scheme the browser used: behind a trusted proxy that ends TLS, the one it names in X-Forwarded-Proto. */
export function requestScheme(c: Context<AppEnv>): 'http' | 'https' {
  const forwarded = c.get('proxied') === true ? c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase() : undefined
  if (forwarded === 'https' || forwarded === 'http') return forwarded
  return c.req.url.startsWith('https:') ? 'https' : 'http'
}

/** HSTS on every answer heard over TLS; a browser ignores it over plain HTTP, and only a trusted proxy may say TLS. */
export const strictTransport: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next()
  if (requestScheme(c) === 'https') c.res.headers.set('strict-transport-security', 'max-age=31536000')
}
