import { describe, expect, it } from 'vitest'
import { clientAddress, trustList } from '../../server/http/clientIp'

describe('trusted proxies and the client address', () => {
  const trusted = trustList(['127.0.0.1', '10.0.0.0/8', 'fd00::/8', '::1'])

  it('matches addresses and ranges, IPv4 and IPv6, IPv4-mapped IPv6 as IPv4', () => {
    expect(['127.0.0.1', '::ffff:127.0.0.1', '10.200.1.1', '::ffff:10.0.0.9', 'fd12::1', '::1'].map(trusted)).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ])
    expect(['127.0.0.2', '11.0.0.1', 'fe80::1', '2001:db8::1', '', 'garbage'].map(trusted)).toEqual([
      false,
      false,
      false,
      false,
      false,
      false,
    ])
  })

  it('refuses entries that are neither an address nor a range', () => {
    for (const entry of ['localhost', '10.0.0.0/33', '::/129', '1.2.3.4/8/1', '10.0.0.0/x'])
      expect(() => trustList([entry]), entry).toThrow(/TRUSTED_PROXIES/)
    expect(trustList([])('127.0.0.1')).toBe(false)
  })

  it('is the peer unless the peer is trusted; then the right-most untrusted hop', () => {
    expect(clientAddress('203.0.113.9', '1.1.1.1', trusted)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:203.0.113.9', undefined, trusted)).toBe('203.0.113.9')
    expect(clientAddress('127.0.0.1', undefined, trusted)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.0.0.2', trusted)).toBe('203.0.113.9')
    expect(clientAddress('::ffff:127.0.0.1', '2001:db8::7, fd00::1', trusted)).toBe('2001:db8::7')
    // Every hop trusted: the left-most.
    expect(clientAddress('127.0.0.1', '10.0.0.5, 10.0.0.2', trusted)).toBe('10.0.0.5')
    // A hop that is not an address ends the walk at the last trusted one.
    expect(clientAddress('127.0.0.1', '203.0.113.9, unknown, 10.0.0.2', trusted)).toBe('10.0.0.2')
    // Hops with a port.
    expect(clientAddress('127.0.0.1', '203.0.113.9:4567', trusted)).toBe('203.0.113.9')
    expect(clientAddress('127.0.0.1', '[2001:db8::7]:4567', trusted)).toBe('2001:db8::7')
  })
})
