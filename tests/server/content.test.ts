import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Input } from '../../contract/call'
import type { contentCalls } from '../../contract/schemas/api'
import { languages } from '../../contract/locale'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const articlePage = (query: Input<typeof contentCalls.articles>, lang = 'en') => server.api.content.articles(query, { lang })

describe('notices', () => {
  it('lists the enabled notices in the request language', async () => {
    const en = await server.api.content.noticeNavigation()
    expect(en.data.map((n) => n.title)).toEqual(['Free delivery over $150', 'The spring edit is in'])
    const ko = await server.api.content.noticeNavigation({}, { lang: 'ko' })
    expect(ko.data[0].title).toBe('150달러 이상 무료 배송')
  })

  it('leaves out a disabled notice', async () => {
    await server.db.execute(`update notices set enabled = false where tenant_id = 1 and sort = 1`)
    const res = await server.api.content.noticeNavigation()
    expect(res.data).toHaveLength(1)
  })
})

describe('article types', () => {
  it('is a page of the enabled types, named in the request language', async () => {
    const res = await server.api.content.articleTypes({}, { lang: 'fr' })
    expect(res.data.total).toBe(3)
    expect(res.data.list).toEqual([
      { code: 'help', name: 'Centre d’aide' },
      { code: 'legal', name: 'Mentions et politiques' },
      { code: 'about', name: 'À propos' },
    ])
  })
})

describe('articles', () => {
  it('has the help centre in every language, naming the tenant', async () => {
    for (const lang of languages) {
      const res = await articlePage({ typeCode: 'help' }, lang)
      expect(res.data.list.map((a) => a.code)).toEqual(['how-to-buy', 'shipping', 'returns', 'payment', 'size-guide', 'faq'])
      expect(res.data.list[0].content).toContain('Vitrine')
      expect(res.data.list[0].content).not.toContain('{shop}')
    }
  })

  it('pages, 10 by default', async () => {
    const all = await articlePage({})
    // The help centre, the policies and the tenant's own, and the shop agreement (server/seed/data/shopAgreement.ts).
    expect(all.data.total).toBe(10)
    expect(all.data.list).toHaveLength(10)
    const second = await articlePage({ typeCode: 'help', pageNo: 2, pageSize: 4 })
    expect(second.data.total).toBe(6)
    expect(second.data.list.map((a) => a.code)).toEqual(['size-guide', 'faq'])
    const beyond = await articlePage({ typeCode: 'help', pageNo: 9, pageSize: 4 })
    expect(beyond.data).toEqual({ list: [], total: 6 })
  })

  it('validates the page size', async () => {
    const tooBig = await articlePage({ typeCode: 'help', pageSize: 51 })
    expect(tooBig).toMatchObject({ code: 1001, msg: 'pageSize is not valid' })
    const zero = await articlePage({ pageNo: 0 })
    expect(zero).toMatchObject({ code: 1001, msg: 'pageNo is not valid' })
    // Raw: a page size that is not a number.
    const words = await server.call('GET', '/systemArticle/articlePage', { query: { pageSize: 'ten' } })
    expect(words.code).toBe(1001)
  })

  it('finds one article by code, and its detail', async () => {
    const byCode = await articlePage({ articleCode: 'privacy-policy' }, 'ja')
    expect(byCode.data.list).toHaveLength(1)
    const detail = await server.api.content.articleDetail({ articleCode: 'privacy-policy' }, { lang: 'ja' })
    expect(detail.data).toEqual(byCode.data.list[0])
    expect(detail.data).toMatchObject({ code: 'privacy-policy', typeCode: 'legal', title: 'プライバシーポリシー' })
  })

  it('answers 404 for an unknown article', async () => {
    const res = await server.api.content.articleDetail({ articleCode: 'nope' }, { lang: 'fr' })
    expect(res).toMatchObject({ status: 404, code: 404, msg: 'Introuvable' })
  })

  it('serves sanitised HTML: no scripts, styles or handlers; links get rel noopener', async () => {
    const html =
      '<p onclick="steal()">Hi<script>alert(1)</script><style>p{}</style></p><a href="javascript:alert(1)">x</a>' +
      '<a href="https://example.com" target="_blank">ok</a><img src="https://example.com/a.png" onerror="steal()" alt="a"><strong>bold</strong>'
    await server.db.execute(
      `insert into articles (tenant_id, type_code, code, titles, contents, sort) values (1, 'help', 'xss', '{"en":"Test"}', '${JSON.stringify({ en: html })}', 99)`,
    )
    const res = await server.api.content.articleDetail({ articleCode: 'xss' })
    const content = res.data.content
    expect(content).not.toMatch(/script|style|onclick|onerror|javascript:|alert/)
    expect(content).toContain('<p>Hi</p>')
    expect(content).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">ok</a>')
    expect(content).toContain('<img src="https://example.com/a.png" alt="a" />')
    expect(content).toContain('<strong>bold</strong>')
  })
})

describe('design template', () => {
  it('has populations, a navigation in every language and the palette', async () => {
    const res = await server.api.content.designTemplate({ pageNo: 1, pageSize: 100 })
    expect(res.data.total).toBe(1)
    const { content } = res.data.list[0]
    expect(content.category).toEqual(['female', 'male', 'children'])
    expect(content.topNavigationBar.logoUrl).toMatch(/^data:image\/svg\+xml/)
    expect(content.topNavigationBar.data.map((n) => n.nameLocal.en)).toEqual([
      'New in',
      'Women',
      'Men',
      'Kids',
      'Designers',
      'Brands',
      'Sale',
    ])
    for (const entry of content.topNavigationBar.data) {
      expect(entry.switch).toBe(1)
      expect(['newGood', 'discount', 'designer', 'category', 'brand']).toContain(entry.type)
      expect(Object.keys(entry.nameLocal).sort()).toEqual([...languages].sort())
    }
    expect(content.topNavigationBar.data.find((n) => n.nameLocal.en === 'Kids')).toMatchObject({ type: 'category', population: 'children' })
    expect(content.property.find((b) => b.type === 'theme')?.style).toMatchObject({
      ink: expect.stringMatching(/^#/),
      accent: expect.stringMatching(/^#/),
    })
  })

  it('validates the page size', async () => {
    const res = await server.api.content.designTemplate({ pageSize: 101 })
    expect(res.code).toBe(1001)
  })
})
