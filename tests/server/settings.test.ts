import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { settingKeys, type SettingValues } from '../../contract/api'
import { currencyCodes } from '../../contract/locale'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const setting = (key: string, tenant = 1) => server.api.settings.tenantSetting({ key }, { tenant })

describe('tenant settings', () => {
  it.each(settingKeys)('serves %s as a JSON string', async (key) => {
    const res = await setting(key)
    expect(res.code).toBe(0)
    expect(res.data?.key).toBe(key)
    expect(typeof res.data?.settingValue).toBe('string')
    expect(JSON.parse(res.data!.settingValue)).toBeTypeOf('object')
  })

  it('has the values the storefront reads', async () => {
    const tabs = JSON.parse((await setting('TABS_SETTING')).data!.settingValue) as SettingValues['TABS_SETTING']
    expect(tabs.tabsName).toBe('Vitrine')
    expect(tabs.tabsLogo).toMatch(/^data:image\/svg\+xml/)
    const footer = JSON.parse((await setting('FRONT_FOOTER_SETTING')).data!.settingValue) as SettingValues['FRONT_FOOTER_SETTING']
    expect(Object.keys(footer.copyright).sort()).toEqual(['en', 'fr', 'ja', 'ko', 'zh'])
    const contact = JSON.parse((await setting('CONTACT_US_SETTING')).data!.settingValue) as SettingValues['CONTACT_US_SETTING']
    expect(contact).toMatchObject({
      email: expect.stringContaining('@'),
      weekdayHours: expect.any(String),
      weekendHours: expect.any(String),
    })
    const articles = JSON.parse((await setting('SYSTEM_ARTICLE_SETTING')).data!.settingValue) as SettingValues['SYSTEM_ARTICLE_SETTING']
    for (const { code, collapseCode } of Object.values(articles)) {
      const found = await server.api.content.articles({ typeCode: code, articleCode: collapseCode! })
      expect(found.data.total, `${code}/${collapseCode}`).toBe(1)
    }
  })

  it('refuses an unknown key with a clear message', async () => {
    const res = await setting('NOT_A_SETTING')
    expect(res.status).toBe(400)
    expect(res.code).toBe(1001)
    expect(res.msg).toBe('Unknown setting NOT_A_SETTING')
  })

  it('answers data null for a known key the tenant has not set', async () => {
    await server.db.execute(`delete from tenant_settings where tenant_id = 2 and key = 'CUSTOMER_SERVICE_SETTING'`)
    const res = await setting('CUSTOMER_SERVICE_SETTING', 2)
    expect(res).toMatchObject({ code: 0, data: null })
  })

  it('asks for the key when it is missing', async () => {
    // Raw: without its required key, which the typed input cannot leave out.
    const res = await server.call('GET', '/system/tenant-setting/getByKey')
    expect(res.code).toBe(1001)
    expect(res.msg).toBe('key is required')
  })
})

describe('currencies', () => {
  it('lists the seven currencies in the tenant order, with rates per US dollar', async () => {
    const res = await server.api.settings.currencies()
    expect(res.data.map((c) => c.code)).toEqual(['USD', 'EUR', 'CNY', 'JPY', 'KRW', 'INR', 'IDR'])
    expect([...res.data.map((c) => c.code)].sort()).toEqual([...currencyCodes].sort())
    const byCode = Object.fromEntries(res.data.map((c) => [c.code, c]))
    expect(byCode.USD).toMatchObject({ symbol: '$', rate: 1 })
    expect(byCode.EUR.symbol).toBe('€')
    expect(byCode.KRW.symbol).toBe('₩')
    expect(byCode.JPY.rate).toBeGreaterThan(100)
    expect(byCode.EUR.rate).toBeLessThan(1)
  })

  it('keeps each tenant its own order', async () => {
    const res = await server.api.settings.currencies({}, { tenant: 2 })
    expect(res.data[0].code).toBe('EUR')
  })
})

describe('countries and regions', () => {
  it('names countries in the request language, with provinces as children', async () => {
    const fr = await server.api.settings.countryRegions({}, { lang: 'fr' })
    expect(fr.data.length).toBeGreaterThanOrEqual(30)
    const us = fr.data.find((c) => c.cno === 'US')!
    expect(us.cname).toBe('États-Unis')
    expect(us.childlist.map((s) => s.cname)).toContain('California')
    expect(fr.data.find((c) => c.cno === 'GB')!.childlist).toEqual([])

    const zh = await server.api.settings.countryRegions({}, { lang: 'zh' })
    const cn = zh.data.find((c) => c.cno === 'CN')!
    expect(cn.cname).toBe('中国')
    expect(cn.childlist.find((p) => p.cno === 'CN-GD')?.cname).toBe('广东省')
  })

  it('falls back to English where a name has no translation', async () => {
    const ja = await server.api.settings.countryRegions({}, { lang: 'ja' })
    const jp = ja.data.find((c) => c.cno === 'JP')!
    expect(jp.childlist).toHaveLength(47)
    expect(jp.childlist.find((p) => p.cno === 'JP-13')?.cname).toBe('東京都')
    expect(ja.data.find((c) => c.cno === 'US')!.childlist.find((s) => s.cno === 'US-NY')?.cname).toBe('New York')
  })
})
