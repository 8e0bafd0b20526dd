import { and, asc, eq, isNotNull } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Language, languages } from '../../contract/locale'
import { asPlatform, schema } from '../../server/db/client'
import { homeCopy } from '../../server/seed/data/homeCopy'
import { startTestServer, type TestServer } from './harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server.stop())

const others = languages.filter((l) => l !== 'en')
/** Text that is written in the language, not English left in place. */
const script: Record<Language, RegExp> = {
  en: /^[\x20-\x7e’]+$/,
  zh: /[\u4e00-\u9fff]/,
  fr: /[a-zàâçéèêëîïôûùüÿœ’]/,
  ja: /[\u3040-\u30ff]/,
  ko: /[\uac00-\ud7af]/,
}
const home = (lang: Language, tenant = 1) => server.api.home.home({ platformtype: 2 }, { lang, tenant })

describe('seeded content in five languages', () => {
  it('home banners and promo videos answer their titles in the request’s language, for each tenant', async () => {
    for (const tenant of [1, 2]) {
      const copy = homeCopy[tenant]
      for (const lang of languages) {
        const { data } = await home(lang, tenant)
        expect(data.publicize2[0].title).toBe(copy.headlines[0][lang])
        expect(data.publicize4.map((b) => b.title)).toEqual([3, 4, 5].map((i) => copy.headlines[i][lang]))
        expect(data.promotionalvideo1.map((v) => v.title)).toEqual(copy.videos.map((v) => v.title[lang]))
        if (lang !== 'en') expect(data.publicize2[0].title, `${tenant} ${lang}`).toMatch(script[lang])
      }
    }
    // Brand banners are named by their brand, in every language.
    expect((await home('ja')).data.publicize1.map((b) => b.title)).toEqual((await home('en')).data.publicize1.map((b) => b.title))
  })

  it('product names and descriptions follow the language, style words included', async () => {
    const rows = await asPlatform(server.db, (tx) =>
      tx
        .select({ id: schema.spus.id, names: schema.spus.names, description: schema.spus.description })
        .from(schema.spus)
        .where(eq(schema.spus.tenantId, 1))
        .orderBy(asc(schema.spus.id))
        .limit(3),
    )
    for (const row of rows) {
      const style = row.names.en.split(' ').at(-3)!
      for (const lang of others) {
        const { data } = await server.api.catalog.productDetail({ id: row.id }, { lang })
        expect(data.producctName).toBe(row.names[lang])
        expect(data.description).toBe(row.description[lang])
        expect(data.producctName, `${row.names.en} in ${lang}`).toMatch(script[lang])
        expect(data.producctName).not.toContain(style)
      }
    }
  })

  it('shop descriptions: seeded shops in every language, an owner’s own text as written', async () => {
    const shops = await server.api.shop.shops({ pageNo: 1, pageSize: 24 }, { lang: 'fr' })
    const seeded = shops.data.list[0]
    expect(seeded.shopDesc).toMatch(/^Boutique indépendante née à .+, .+ propose .+\./)
    const phrases: Record<Language, RegExp> = {
      en: /is an independent boutique from/,
      zh: /是一家来自.+的独立精品店，主营/,
      fr: /^Boutique indépendante née à/,
      ja: /発のインディペンデントなブティック。/,
      ko: /에서 시작한 독립 부티크/,
    }
    for (const lang of languages) {
      const { data } = await server.api.shop.shopInfo({ shopId: seeded.id }, { lang })
      expect(data.shopDesc, lang).toMatch(phrases[lang])
    }
    await asPlatform(server.db, (tx) =>
      tx.update(schema.shops).set({ shopDesc: 'Made by us, in our back room.', shopDescs: {} }).where(eq(schema.shops.id, seeded.id)),
    )
    const own = await server.api.shop.shopInfo({ shopId: seeded.id }, { lang: 'ko' })
    expect(own.data.shopDesc).toBe('Made by us, in our back room.')
  })

  it('designers’ biographies follow the language', async () => {
    const phrases: Record<Language, RegExp> = {
      en: /is a designer based in .+, known for/,
      zh: /是常驻.+的设计师，以.+见长。/,
      fr: /^Depuis son atelier à .+, .+ s’est fait un nom pour/,
      ja: /を拠点に活動するデザイナー、.+。.+で知られています。/,
      ko: /에서 활동하는 디자이너 .+\. .+ 잘 알려져 있습니다\./,
    }
    for (const lang of languages) {
      const { data } = await server.api.catalog.designers({}, { lang })
      expect(data.length).toBeGreaterThan(0)
      for (const designer of data) expect(designer.description, `${designer.name} ${lang}`).toMatch(phrases[lang])
    }
  })
})

describe('promo videos', () => {
  it('answer WebM and MP4, a poster, and captions in the request’s language (English when there are none in it)', async () => {
    for (const lang of languages) {
      const [video] = (await home(lang)).data.promotionalvideo1
      expect(video).toMatchObject({
        url: '/media/video/lookbook.mp4',
        webm: '/media/video/lookbook.webm',
        poster: '/media/video/lookbook.webp',
        captions: { src: `/media/video/lookbook.${lang}.vtt`, lang },
      })
    }
    const v = schema.promoVideos
    await asPlatform(server.db, (tx) =>
      tx
        .update(v)
        .set({ captions: { en: '/media/video/lookbook.en.vtt' } })
        .where(and(eq(v.tenantId, 1), isNotNull(v.url))),
    )
    const [video] = (await home('zh')).data.promotionalvideo1
    expect(video.captions).toEqual({ src: '/media/video/lookbook.en.vtt', lang: 'en' })
    await asPlatform(server.db, (tx) => tx.update(v).set({ captions: {} }).where(eq(v.tenantId, 1)))
    expect((await home('zh')).data.promotionalvideo1[0].captions).toBeNull()
  })

  it('serve the clips whole or by byte range, cached for a year', async () => {
    const whole = await fetch(`${server.base}/media/video/lookbook.webm`)
    expect(whole.status).toBe(200)
    expect(whole.headers.get('content-type')).toBe('video/webm')
    expect(whole.headers.get('accept-ranges')).toBe('bytes')
    expect(whole.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    const body = new Uint8Array(await whole.arrayBuffer())
    expect([...body.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3])
    expect(body.length).toBeGreaterThan(50_000)
    expect(body.length).toBeLessThan(600_000)

    const first = await fetch(`${server.base}/media/video/lookbook.webm`, { headers: { range: 'bytes=0-99' } })
    expect(first.status).toBe(206)
    expect(first.headers.get('content-range')).toBe(`bytes 0-99/${body.length}`)
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(body.subarray(0, 100))
    const last = await fetch(`${server.base}/media/video/lookbook.webm`, { headers: { range: 'bytes=-10' } })
    expect(new Uint8Array(await last.arrayBuffer())).toEqual(body.subarray(body.length - 10))
    const open = await fetch(`${server.base}/media/video/lookbook.webm`, { headers: { range: `bytes=${body.length - 5}-` } })
    expect([open.status, (await open.arrayBuffer()).byteLength]).toEqual([206, 5])
    const beyond = await fetch(`${server.base}/media/video/lookbook.webm`, { headers: { range: `bytes=${body.length}-` } })
    expect(beyond.status).toBe(416)
    expect(beyond.headers.get('content-range')).toBe(`bytes */${body.length}`)
  })

  it('an MP4 starts playing before it has all arrived (its index first), and the captions are WebVTT', async () => {
    const mp4 = Buffer.from(await (await fetch(`${server.base}/media/video/atelier.mp4`)).arrayBuffer())
    expect(mp4.indexOf('ftyp')).toBe(4)
    expect(mp4.indexOf('moov')).toBeLessThan(mp4.indexOf('mdat'))
    const vtt = await fetch(`${server.base}/media/video/atelier.ja.vtt`)
    expect(vtt.headers.get('content-type')).toBe('text/vtt; charset=utf-8')
    expect(await vtt.text()).toMatch(/^WEBVTT\n\n1\n00:00:\d\d\.\d{3} --> 00:00:\d\d\.\d{3}\nアトリエ\n$/)
    const poster = await fetch(`${server.base}/media/video/atelier.webp`)
    expect(poster.headers.get('content-type')).toBe('image/webp')
  })

  it('answer 404 for anything else', async () => {
    for (const name of ['nothing.webm', 'lookbook.mov', '..%2f..%2fpackage.json', 'lookbook.webm.br', '.hidden.vtt']) {
      expect((await fetch(`${server.base}/media/video/${name}`)).status, name).toBe(404)
    }
  })
})
