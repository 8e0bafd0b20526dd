import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DesignTemplate } from '../../contract/api'
import type { Page } from '../../contract/envelope'
import { inTenant, schema } from '../../server/db/client'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const settingValue = async (key: string, tenant: number) =>
  JSON.parse((await server.api.settings.tenantSetting({ key }, { tenant })).data!.settingValue)

describe('tenant isolation', () => {
  it('gives each tenant its own name, logo and footer', async () => {
    expect((await settingValue('TABS_SETTING', 2)).tabsName).toBe('Maison')
    expect((await settingValue('TABS_SETTING', 1)).tabsName).toBe('Vitrine')
    const [logo1, logo2] = [await settingValue('DOMAIN_PIC_SETTING', 1), await settingValue('DOMAIN_PIC_SETTING', 2)]
    expect(logo1.logo).not.toBe(logo2.logo)
    expect(decodeURIComponent(logo2.logo)).toContain('MAISON')
    const footer = await settingValue('FRONT_FOOTER_SETTING', 2)
    expect(JSON.stringify(footer)).toContain('Maison')
    expect(JSON.stringify(footer)).not.toContain('Vitrine')
    const contact = await settingValue('CONTACT_US_SETTING', 2)
    expect(contact.email).toBe('bonjour@maison.test')
  })

  it('shows tenant 2 only its own notices', async () => {
    const res = await server.api.content.noticeNavigation({}, { tenant: 2 })
    expect(res.data.map((n) => n.title)).toEqual(['Atelier week: free alterations'])
  })

  it('shows tenant 2 its own articles, naming itself, never tenant 1', async () => {
    const all = await server.api.content.articles({ pageSize: 50 }, { tenant: 2 })
    const codes = all.data.list.map((a) => a.code)
    expect(codes).toContain('maison-atelier')
    expect(codes).not.toContain('about-vitrine')
    const text = JSON.stringify(all.data.list)
    expect(text).toContain('Maison')
    expect(text).not.toContain('Vitrine')
    expect(text).not.toContain('vitrine.test')
  })

  it('does not find tenant 1 articles by guessed codes', async () => {
    const detail = await server.api.content.articleDetail({ articleCode: 'about-vitrine' }, { tenant: 2 })
    expect(detail).toMatchObject({ status: 404, data: null })
    const page = await server.api.content.articles({ articleCode: 'about-vitrine' }, { tenant: 2 })
    expect(page.data).toEqual({ list: [], total: 0 })
    const own = await server.api.content.articleDetail({ articleCode: 'maison-atelier' }, { tenant: 2 })
    expect(own.data.title).toBe('The atelier')
    const reverse = await server.api.content.articleDetail({ articleCode: 'maison-atelier' }, { tenant: 1 })
    expect(reverse.status).toBe(404)
  })

  it('serves the same code as each tenant own text', async () => {
    const [one, two] = await Promise.all(
      [1, 2].map((tenant) => server.api.content.articleDetail({ articleCode: 'how-to-buy' }, { tenant })),
    )
    expect(one.data.content).toContain('Vitrine')
    expect(two.data.content).toContain('Maison')
    expect(two.data.content).not.toContain('Vitrine')
  })

  it('gives each tenant its own article types and design template', async () => {
    const types = await server.api.content.articleTypes({}, { tenant: 2 })
    expect(types.data.list.map((t) => t.code)).toEqual(['help', 'legal', 'about', 'discover'])
    const [t1, t2] = await Promise.all([1, 2].map((tenant) => server.api.content.designTemplate({ pageNo: 1, pageSize: 100 }, { tenant })))
    expect(t2.data.total).toBe(1)
    expect(t2.data.list[0].id).not.toBe(t1.data.list[0].id)
    expect(t2.data.list[0].content.category).toEqual(['female', 'male'])
    const palette = (t: Page<DesignTemplate>) => t.list[0].content.property.find((b) => b.type === 'theme')?.style
    expect(palette(t2.data)).not.toEqual(palette(t1.data))
  })

  it('is enforced by the database too: a query without a tenant filter sees only its tenant', async () => {
    const rows = await inTenant(server.db, 2, (tx) => tx.select({ tenantId: schema.articles.tenantId }).from(schema.articles))
    expect(rows.length).toBeGreaterThan(0)
    expect(new Set(rows.map((r) => r.tenantId))).toEqual(new Set([2]))
    const settings = await inTenant(server.db, 2, (tx) => tx.select().from(schema.tenantSettings))
    expect(settings.every((s) => s.tenantId === 2)).toBe(true)
  })
})
