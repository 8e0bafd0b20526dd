import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { type PageParts, serveFiles } from '../../server/http/static'

const indexHtml =
  '<html><head><link rel="stylesheet" href="/assets/app.css"><script type="module" src="/assets/app.js"></script></head><body><div id="root"></div></body></html>'
const preload = '<link rel="preload" as="image" fetchpriority="high" href="/p.webp">'
const late = { head: preload, root: '<main>drawn</main>', body: '<script id="late"></script>' }

let dist: string
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'vitrine-stream-'))
  mkdirSync(join(dist, '.vite'))
  writeFileSync(join(dist, 'index.html'), indexHtml)
  writeFileSync(join(dist, '.vite/manifest.json'), '{}')
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

/** A server whose page extras come only when the test says so. */
function pageWithLateExtras(wholePage = false) {
  let finish: (extras: PageParts) => void = () => {}
  const extras = new Promise<PageParts>((resolve) => (finish = resolve))
  const app = new Hono().use(serveFiles(dist, { spaFallback: true, pageExtras: () => extras, wholePage }))
  return { app, finish }
}

/** Decoders that also read a stream's flushed part, not only a whole one. */
const decoders = {
  br: (bytes: Buffer) => brotliDecompressSync(bytes, { finishFlush: constants.BROTLI_OPERATION_FLUSH }),
  gzip: (bytes: Buffer) => gunzipSync(bytes, { finishFlush: constants.Z_SYNC_FLUSH }),
  identity: (bytes: Buffer) => bytes,
}

describe('pages stream their head before their extras are ready', () => {
  for (const encoding of ['identity', 'gzip', 'br'] as const) {
    it(`sends everything before #root at once (${encoding})`, async () => {
      const { app, finish } = pageWithLateExtras()
      const res = await app.request('/categoryIndex?sex=1', { headers: { 'accept-encoding': encoding } })
      expect(res.status).toBe(200)
      const reader = res.body!.getReader()
      const first = await reader.read()
      const head = decoders[encoding](Buffer.from(first.value!)).toString()
      expect(head).toBe(indexHtml.slice(0, indexHtml.indexOf('<div id="root">')))

      // The head went ahead: the picture's hint leads the late part, then the first view in #root.
      finish(late)
      const chunks = [Buffer.from(first.value!)]
      for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(Buffer.from(next.value))
      expect(decoders[encoding](Buffer.concat(chunks)).toString()).toBe(
        indexHtml.replace(
          '<div id="root"></div></body>',
          `${preload}<div id="root"><main>drawn</main></div><script id="late"></script></body>`,
        ),
      )
    })
  }

  for (const encoding of ['identity', 'br'] as const) {
    it(`sends the page in one piece with its extras under wholePage (${encoding})`, async () => {
      const { app, finish } = pageWithLateExtras(true)
      let answered = false
      const response = Promise.resolve(app.request('/', { headers: { 'accept-encoding': encoding } })).then((res) => {
        answered = true
        return res
      })
      // The same page streamed answers as soon as its head is ready: by then this one would have.
      await pageWithLateExtras().app.request('/', { headers: { 'accept-encoding': encoding } })
      expect(answered).toBe(false)

      finish(late)
      const reader = (await response).body!.getReader()
      const first = await reader.read()
      // The picture's hint in the head, before the app's code: the browser asks for it first.
      expect(decoders[encoding](Buffer.from(first.value!)).toString()).toBe(
        indexHtml
          .replace('<script type="module"', `${preload}<script type="module"`)
          .replace('<div id="root"></div></body>', '<div id="root"><main>drawn</main></div><script id="late"></script></body>'),
      )
      expect((await reader.read()).done).toBe(true)
    })
  }

  it('streams the head the page head writer wrote, the extras asked for meanwhile', async () => {
    let finishHead: (head: { lang: string; html: string }) => void = () => {}
    const written = new Promise<{ lang: string; html: string }>((resolve) => (finishHead = resolve))
    let extrasAsked = false
    const app = new Hono().use(
      serveFiles(dist, {
        spaFallback: true,
        pageHead: () => written,
        pageExtras: () => {
          extrasAsked = true
          return new Promise<PageParts>(() => {})
        },
      }),
    )
    const response = Promise.resolve(app.request('/productDetail?no=1'))
    // The extras share the head's calls to the app: they are under way before the head is written.
    await vi.waitFor(() => expect(extrasAsked).toBe(true), { interval: 1 })
    finishHead({ lang: 'fr', html: '<title>Robe | Vitrine</title>' })
    const first = await (await response).body!.getReader().read()
    expect(Buffer.from(first.value!).toString()).toBe(
      '<html lang="fr"><head><link rel="stylesheet" href="/assets/app.css"><script type="module" src="/assets/app.js"></script><title>Robe | Vitrine</title></head><body>',
    )
  })

  for (const encoding of ['identity', 'gzip', 'br'] as const) {
    it(`sends nothing more once the browser has gone, and nothing is thrown (${encoding})`, async () => {
      const thrown: unknown[] = []
      const record = (error: unknown) => thrown.push(error)
      process.on('uncaughtException', record)
      try {
        const { app, finish } = pageWithLateExtras()
        const res = await app.request('/categoryIndex?sex=1', { headers: { 'accept-encoding': encoding } })
        const reader = res.body!.getReader()
        await reader.read()
        await reader.cancel()
        finish(late)
        // The cancelled page's compressor had its rest to end with before this whole page was compressed and read.
        const next = pageWithLateExtras()
        next.finish(late)
        const whole = await next.app.request('/categoryIndex?sex=1', { headers: { 'accept-encoding': encoding } })
        expect(decoders[encoding](Buffer.from(await whole.arrayBuffer())).toString()).toContain('<main>drawn</main>')
        await new Promise((resolve) => setImmediate(resolve))
        expect(thrown).toEqual([])
      } finally {
        process.off('uncaughtException', record)
      }
    })
  }

  it('answers HEAD without waiting for the extras', async () => {
    const { app } = pageWithLateExtras()
    const res = await app.request('/', { method: 'HEAD' })
    expect(res.status).toBe(200)
    expect(await res.text()).toBe('')
  })
})
