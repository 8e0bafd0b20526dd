import { describe, expect, it } from 'vitest'
import { linkTypes } from '../../contract/navigation'
import { articleTarget } from '../../src/lib/articleLink'

const entry = (linkType: (typeof linkTypes)[keyof typeof linkTypes], link: string) => ({ code: 'faq', typeCode: 'help', linkType, link })

describe("an article's entry leads by its link type", () => {
  it('to the article in the help centre', () => {
    expect(articleTarget(entry(linkTypes.article, ''))).toEqual({
      kind: 'page',
      link: { to: '/customerService', search: { code: 'help', collapseCode: 'faq' } },
    })
  })

  it('to a category, a brand or a designer by id', () => {
    expect(articleTarget(entry(linkTypes.goodCategory, '12'))).toMatchObject({
      link: { to: '/categoryIndex', search: { type: 'category', categoryId: 12, navigation: 4 } },
    })
    expect(articleTarget(entry(linkTypes.brand, '7'))).toMatchObject({
      link: { to: '/brand/product/search/$brandId', params: { brandId: '7' } },
    })
    expect(articleTarget(entry(linkTypes.designer, '3'))).toMatchObject({
      link: { to: '/categoryIndex', search: { type: 'designer', desno: 3, navigation: 2 } },
    })
  })

  it('to an http(s) address in a new tab; anything else leads nowhere', () => {
    expect(articleTarget(entry(linkTypes.expandUrl, 'https://example.test/a'))).toEqual({
      kind: 'external',
      href: 'https://example.test/a',
    })
    expect(articleTarget(entry(linkTypes.expandUrl, 'javascript:alert(1)'))).toEqual({ kind: 'none' })
    expect(articleTarget(entry(linkTypes.brand, 'seven'))).toEqual({ kind: 'none' })
  })
})
