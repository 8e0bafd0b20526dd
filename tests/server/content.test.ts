import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Input } from '../../contract/call'
import type { contentCalls } from '../../contract/schemas/api'
import { languages } from '../../contract/locale'
import { linkTypes } from '../../contract/navigation'
import { startTestServer, type TestServer } from './harness'
import { runOpsCli } from './opsCli'

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
    expect(res.data.total).toBe(4)
    expect(res.data.list).toEqual([
      { code: 'help', name: 'Centre d’aide' },
      { code: 'legal', name: 'Mentions et politiques' },
      { code: 'about', name: 'À propos' },
      { code: 'discover', name: 'Découvrir' },
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
    // The help centre, the policies and the tenant's own, the shop agreement (server/seed/data/shopAgreement.ts) and three links.
    expect(all.data.total).toBe(13)
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

describe("an article's link (SPEC.md's link types)", () => {
  const discover = async (tenant = 1) => (await server.api.content.articles({ typeCode: 'discover' }, { tenant })).data.list

  it('leads the seeded entries to a category, a brand and a designer of the tenant', async () => {
    const list = await discover()
    expect(list.map((a) => a.linkType)).toEqual([linkTypes.goodCategory, linkTypes.brand, linkTypes.designer])
    const [category, brand, designer] = list.map((a) => Number(a.link))
    const crumbs = await server.api.catalog.categoryCrumbs({ categoryId: category })
    expect(crumbs.data.at(-1)?.name).toBe(list[0].title)
    const brands = (await server.api.catalog.brands({ sex: 2 })).data
    expect(brands.find((b) => b.id === brand)?.name).toBe(list[1].title)
    expect(designer).toBeGreaterThan(0)
    // Every other article leads to itself.
    const help = await articlePage({ typeCode: 'help' })
    expect(new Set(help.data.list.map((a) => `${a.linkType}${a.link}`))).toEqual(new Set([`${linkTypes.article}`]))
  })

  it('is set by the operator to an address, and back to the article itself', async () => {
    const set = await server.admin.content.articleLink({ code: 'faq', type: 'expandUrl', to: 'https://example.test/faq' })
    expect(set.data).toEqual({ tenantId: 1, code: 'faq', linkType: linkTypes.expandUrl, link: 'https://example.test/faq' })
    const faq = await server.api.content.articleDetail({ articleCode: 'faq' })
    expect(faq.data).toMatchObject({ linkType: linkTypes.expandUrl, link: 'https://example.test/faq' })
    await server.admin.content.articleLink({ code: 'faq', type: 'article' })
    expect((await server.api.content.articleDetail({ articleCode: 'faq' })).data).toMatchObject({ linkType: 0, link: '' })
  })

  it("refuses an address that is not http(s), an id that is not the tenant's, and an unknown article", async () => {
    const refused = await server.admin.content.articleLink({ code: 'faq', type: 'expandUrl', to: 'javascript:alert(1)' })
    expect(refused.code).not.toBe(0)
    const [otherCategory] = (await server.api.catalog.categoryTree({ sex: 2 }, { tenant: 2 })).data
    const foreign = await server.admin.content.articleLink({ code: 'faq', type: 'goodCategory', to: String(otherCategory.id) })
    expect(foreign.code).toBe(404)
    const unknown = await server.admin.content.articleLink({ code: 'no-such-article', type: 'article' })
    expect(unknown.code).toBe(404)
    expect((await server.api.content.articleDetail({ articleCode: 'faq' })).data).toMatchObject({ linkType: 0, link: '' })
  })
})

describe('ops article:link', () => {
  it("points an article's entry at a brand, and says what it set", async () => {
    const [brand] = (await server.api.catalog.brands({ sex: 2 })).data
    const res = await runOpsCli(server.base, ['article:link', '--code', 'shipping', '--type', 'brand', '--to', String(brand.id)])
    expect(res.code, res.stderr).toBe(0)
    expect(JSON.parse(res.stdout)).toEqual({ tenantId: 1, code: 'shipping', linkType: linkTypes.brand, link: String(brand.id) })
    const bad = await runOpsCli(server.base, ['article:link', '--code', 'shipping', '--type', 'brand', '--to', 'none'])
    expect(bad.code).toBe(1)
    await runOpsCli(server.base, ['article:link', '--code', 'shipping', '--type', 'article'])
    expect((await server.api.content.articleDetail({ articleCode: 'shipping' })).data).toMatchObject({ linkType: 0, link: '' })
  })
})
