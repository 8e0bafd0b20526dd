import { describe, expect, it } from 'vitest'
import { linkOrigin } from '../../server/modules/newsletter/links'
import { subscriptionOf, unsubscribeToken } from '../../server/modules/newsletter/tokens'

const secret = 'a'.repeat(64)

describe('signed unsubscribe tokens', () => {
  it('name their subscription back only under the secret that signed them', () => {
    const token = unsubscribeToken(secret, { tenantId: 2, id: 41 })
    expect(token).toMatch(/^2\.41\.[\w-]{43}$/)
    expect(subscriptionOf(secret, token)).toEqual({ tenantId: 2, id: 41 })
    expect(subscriptionOf('b'.repeat(64), token)).toBeNull()
    expect(unsubscribeToken(secret, { tenantId: 2, id: 42 })).not.toBe(token)
  })

  it('refuse anything else without throwing: another id or tenant under the signature, a changed character, junk', () => {
    const signature = unsubscribeToken(secret, { tenantId: 2, id: 41 }).split('.')[2]
    const changed = `${signature.slice(0, 10)}${signature[10] === 'x' ? 'y' : 'x'}${signature.slice(11)}`
    for (const token of [`2.42.${signature}`, `1.41.${signature}`, `2.41.${changed}`, `2.41.${signature}x`, '0.41.x', '', 'é'.repeat(50)])
      expect(subscriptionOf(secret, token)).toBeNull()
  })

  it('are not made without the service’s secret', () => {
    expect(() => unsubscribeToken(undefined, { tenantId: 1, id: 1 })).toThrow(/secret/)
  })
})

describe('link origins', () => {
  const websites = ['maison.localhost', 'maison.example']
  it('keep a known host as asked, port included; put any other on the first website, its port only for a campaign', () => {
    expect(linkOrigin(websites, { scheme: 'https', host: 'Maison.example:8443' })).toBe('https://maison.example:8443')
    expect(linkOrigin(websites, { scheme: 'http', host: 'evil.example:3000' })).toBe('http://maison.localhost')
    expect(linkOrigin(websites, { scheme: 'http', host: 'localhost:3000' }, { keepPort: true })).toBe('http://maison.localhost:3000')
  })
})
