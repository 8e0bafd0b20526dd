import { createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router'
import { describe, expect, it } from 'vitest'
import { listSearch } from '../../contract/listQuery'
import { localized } from '../../src/lib/localized'
import { flag, integer, oneOf, searchSchema, text } from '../../contract/search'
import { navTarget } from '../../src/screens/shell/navigation'
import { emptyShellData, navEntriesFor, templateFor } from '../../src/screens/shell/shellData'
import { sampleShellData } from '../../src/fakes/shell'

describe('search params', () => {
  const basket = searchSchema({ step: oneOf([1, 2, 3] as const), addressId: integer, remark: text, onlyPayOrderPic: flag })

  it('keeps valid values, typed, and drops the rest', () => {
    expect(basket({ step: '2', addressId: '15', remark: 'leave at door', onlyPayOrderPic: 'true', extra: 'x' })).toEqual({
      step: 2,
      addressId: 15,
      remark: 'leave at door',
      onlyPayOrderPic: true,
    })
  })

  it('drops malformed and empty values instead of failing the page', () => {
    expect(basket({ step: 7, addressId: '1.5', remark: '', onlyPayOrderPic: 'maybe' })).toEqual({})
    expect(basket({ addressId: 'abc' })).toEqual({})
  })

  it('reads numbers the router already parsed as text where text is wanted', () => {
    expect(searchSchema({ no: text })({ no: 123 })).toEqual({ no: '123' })
  })

  it('keeps malformed values out of the search the router hands to loaders (it spreads ours over the raw one)', () => {
    const root = createRootRoute()
    const list = createRoute({
      getParentRoute: () => root,
      path: '/categoryIndex',
      validateSearch: listSearch,
      loaderDeps: ({ search }) => search,
    })
    const router = createRouter({
      routeTree: root.addChildren([list]),
      history: createMemoryHistory({ initialEntries: ['/categoryIndex?type=bogus&sort=9&page=x&brandIds=3,7&categoryId=12'] }),
    })
    const match = router.matchRoutes(router.state.location).find((m) => m.routeId === list.id)!
    for (const search of [match.search, match.loaderDeps]) {
      expect(search).toMatchObject({ type: undefined, sort: undefined, page: undefined, brandIds: [3, 7], categoryId: 12 })
    }
  })
})

describe('localized', () => {
  it('picks the language, its API family alias, then English, then anything', () => {
    expect(localized({ en: 'Sale', fr: 'Soldes' }, 'fr')).toBe('Soldes')
    expect(localized({ en: 'Sale', jp: 'セール' }, 'ja')).toBe('セール')
    expect(localized({ en: 'Sale' }, 'ko')).toBe('Sale')
    expect(localized({ zh: '特惠' }, 'fr')).toBe('特惠')
    expect(localized(null, 'en')).toBe('')
  })
})

describe('header navigation', () => {
  it('keeps only the entries switched on', () => {
    expect(navEntriesFor(sampleShellData, 'female').map((e) => e.type)).toEqual(['newGood', 'designer', 'brand', 'discount'])
    expect(navEntriesFor(emptyShellData, 'female')).toEqual([])
  })

  it('uses the template naming the population, else the first', () => {
    const kids = {
      ...sampleShellData.templates[0],
      id: 2,
      content: { ...sampleShellData.templates[0].content, category: ['children' as const] },
    }
    const data = {
      ...sampleShellData,
      templates: [
        { ...sampleShellData.templates[0], content: { ...sampleShellData.templates[0].content, category: ['female' as const] } },
        kids,
      ],
    }
    expect(templateFor(data, 'children')?.id).toBe(2)
    expect(templateFor(data, 'male')?.id).toBe(1)
  })

  it('links each entry type to its page', () => {
    expect(navTarget({ type: 'designer', id: 0 }, 'Designers')).toEqual({ to: '/designers' })
    expect(navTarget({ type: 'brand', id: 0 }, 'Brands')).toEqual({ to: '/brand' })
    expect(navTarget({ type: 'brand', id: 8 }, 'Acme')).toEqual({ to: '/brand/product/search/$brandId', params: { brandId: '8' } })
    expect(navTarget({ type: 'category', id: 0, population: 'male' }, 'Men')).toEqual({
      to: '/population/$population',
      params: { population: 'male' },
    })
    expect(navTarget({ type: 'category', id: 12 }, 'Coats')).toEqual({
      to: '/categoryIndex',
      search: { type: 'category', name: 'Coats', navigation: 4, categoryId: 12 },
    })
    // navigation 2 means "design number" on the list query, so the sale and new-in lists go by type alone.
    expect(navTarget({ type: 'discount', id: 0 }, 'Sale')).toEqual({ to: '/categoryIndex', search: { type: 'discount', name: 'Sale' } })
    expect(navTarget({ type: 'newGood', id: 0 }, 'New in')).toEqual({ to: '/categoryIndex', search: { type: 'newGoods', name: 'New in' } })
  })
})
