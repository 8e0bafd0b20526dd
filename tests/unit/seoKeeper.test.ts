// @vitest-environment jsdom
import type { AnyRouter } from '@tanstack/react-router'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { homeHead } from '../../contract/head/siteHeads'
import { i18n } from '../../src/i18n'
import { applyHead } from '../../src/lib/head'
import { keepHead } from '../../src/lib/headKeeper'
import { addressIn, loadSession } from '../../src/session/storage'
import { contextAt, detail } from './seoFixtures'

const session = { lang: 'fr', currencyCode: 'EUR', platformName: 'Vitrine' }
vi.mock('../../src/session', () => ({ sessionActor: { getSnapshot: () => ({ context: session }) } }))
vi.mock('../../src/api/catalog', () => ({ catalogApi: { categoryCrumbs: async () => [{ id: 30, name: 'Robes portefeuille' }] } }))
vi.mock('../../src/api/evaluation', () => ({ evaluationApi: { productPage: async () => ({ average: 4.5, total: 2, list: [] }) } }))

const headHtml = () => document.head.innerHTML
const ld = () => [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) => JSON.parse(s.textContent ?? ''))

beforeEach(() => {
  document.head.innerHTML = '<meta charset="UTF-8"><meta name="description" content="index.html’s"><title>Vitrine</title>'
  i18n.loadAndActivate({ locale: 'fr', messages: {} })
})

describe('the head on client-side navigation', () => {
  it('replaces the last page’s elements and index.html’s description, and nothing else', () => {
    applyHead(homeHead(contextAt('/')))
    applyHead(homeHead(contextAt('/?lang=fr', 'fr')))
    expect(document.title).toBe('[fr] Vitrine: fashion from independent shops')
    expect(document.documentElement.lang).toBe('fr')
    expect(document.querySelectorAll('meta[name="description"]')).toHaveLength(1)
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(1)
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe('https://shop.example/?lang=fr')
    expect(document.querySelectorAll('link[rel="alternate"][hreflang]')).toHaveLength(6)
    expect(ld().map((d) => d['@type'])).toEqual(['Organization', 'WebSite'])
    expect(headHtml()).toContain('<meta charset="UTF-8">')
  })

  it('writes a product’s head from the loaded data, then adds its breadcrumbs and rating', async () => {
    window.history.replaceState(null, '', '/productDetail?no=12&shopId=3')
    const router = {
      state: {
        location: { pathname: '/productDetail', searchStr: '?no=12&shopId=3', href: '/productDetail?no=12&shopId=3' },
        matches: [
          { loaderData: { tabs: { tabsName: 'Vitrine', tabsLogo: 'data:image/svg+xml,x' }, domainPic: null } },
          { loaderData: { product: detail(), recommendations: [] }, search: { no: 12, shopId: 3 } },
        ],
      },
    } as unknown as AnyRouter
    await keepHead(router)
    const origin = window.location.origin
    expect(document.title).toBe('Linen wrap dress – Atelier Nord | Vitrine')
    expect(document.querySelector('link[rel="canonical"]')!.getAttribute('href')).toBe(`${origin}/productDetail?no=12&lang=fr`)
    expect(document.querySelector('meta[property="og:image"]')!.getAttribute('content')).toBe(`${origin}/media/product/12-a.svg`)
    const product = ld().find((d) => d['@type'] === 'Product')
    expect(product.offers).toMatchObject({ price: '129.50', priceCurrency: 'EUR' })
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2 })
    const trail = ld()
      .find((d) => d['@type'] === 'BreadcrumbList')
      .itemListElement.map((c: { name: string }) => c.name)
    expect(trail).toEqual(['Women', 'Robes portefeuille', 'Linen wrap dress'])
  })

  it('keeps account pages out of search results', async () => {
    const router = {
      state: { location: { pathname: '/myOrders', searchStr: '', href: '/myOrders' }, matches: [{ loaderData: undefined }, {}] },
    } as unknown as AnyRouter
    await keepHead(router)
    expect(document.querySelector('meta[name="robots"]')!.getAttribute('content')).toBe('noindex')
    expect(document.title).toBe('Vitrine')
  })
})

describe('arriving on a page in a language', () => {
  beforeEach(() => localStorage.clear())

  it('takes the language the address names over the stored one', () => {
    localStorage.setItem('lang', 'ja')
    window.history.replaceState(null, '', '/productDetail?no=3&lang=ko')
    expect(loadSession().lang).toBe('ko')
    window.history.replaceState(null, '', '/productDetail?no=3')
    expect(loadSession().lang).toBe('ja')
  })
  it('a language chosen later replaces the one the address names, so the reload does not bring it back', () => {
    expect(addressIn('https://shop.example/productDetail?no=3&lang=fr', 'ja')).toBe('https://shop.example/productDetail?no=3&lang=ja')
    expect(addressIn('https://shop.example/?lang=fr', 'en')).toBe('https://shop.example/')
    expect(addressIn('https://shop.example/productDetail?no=3', 'ja')).toBeNull()
  })
})
