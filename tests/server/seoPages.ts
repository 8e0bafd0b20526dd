import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { JsonLd } from '../../contract/head/jsonLd'

/** A page or file as a crawler gets it (no cookie, no compression unless asked), from `base` with any Host header. */
export function fetchRaw(base: string, path: string, headers: Record<string, string> = {}) {
  type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string; bytes: Buffer }
  return new Promise<Answer>((resolve, reject) => {
    request(`${base}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const bytes = Buffer.concat(chunks)
        resolve({ status: res.statusCode!, headers: res.headers, body: bytes.toString(), bytes })
      })
    })
      .on('error', reject)
      .end()
  })
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1]
const decoded = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/** What a crawler reads in a page's head. */
export function readHead(html: string) {
  const head = html.slice(0, html.indexOf('</head>'))
  const tags = head.match(/<(meta|link)\s[^>]*>/g) ?? []
  const meta = (key: string) => {
    const tag = tags.find((t) => attr(t, 'name') === key || attr(t, 'property') === key)
    return tag ? decoded(attr(tag, 'content') ?? '') : undefined
  }
  const links = (rel: string) => tags.filter((t) => attr(t, 'rel') === rel)
  const canonical = links('canonical').map((t) => decoded(attr(t, 'href')!))
  return {
    lang: /<html[^>]*\slang="([^"]*)"/.exec(html)?.[1],
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((m) => decoded(m[1])),
    meta,
    descriptions: tags.filter((t) => attr(t, 'name') === 'description').length,
    canonical,
    alternates: Object.fromEntries(links('alternate').map((t) => [attr(t, 'hreflang')!, decoded(attr(t, 'href')!)])),
    jsonLd: [...head.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]) as JsonLd),
  }
}

export const ofType = (head: ReturnType<typeof readHead>, type: string) => head.jsonLd.find((d) => d['@type'] === type)

const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="The default description." />
    <meta name="theme-color" content="#fdfcfa" />
    <title>Vitrine</title>
  </head>
  <body><div id="root"></div></body>
</html>`

/** A built storefront's folder with its page and an empty manifest only: enough for the service to write each page's head (DIST_DIR). */
export function pageOnlyDist() {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-seo-'))
  mkdirSync(join(dir, '.vite'))
  writeFileSync(join(dir, 'index.html'), indexHtml)
  writeFileSync(join(dir, '.vite/manifest.json'), '{}')
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
