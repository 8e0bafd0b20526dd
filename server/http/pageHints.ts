import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

interface ManifestChunk { file: string; src?: string; isDynamicEntry?: boolean; imports?: string[] }
type Manifest = Record<string, ManifestChunk>
export interface Page { raw: Buffer; br: Buffer; gzip: Buffer }

/**
 * index.html with `modulepreload` links for the code of the page asked for: the browser fetches
 * the route's chunks alongside the app's own instead of after the app has started and matched
 * the URL (one or two round trips sooner on a slow link). Built once per route and kept.
 */
export function pageHints(distDir: string): (path: string) => Page | null {
  const manifestFile = join(distDir, '.vite/manifest.json')
  const indexFile = join(distDir, 'index.html')
  if (!existsSync(manifestFile) || !existsSync(indexFile)) return () => null
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest
  const html = readFileSync(indexFile, 'utf8')
  const routes = routeChunks(manifest, html)
  const pages = new Map<string, Page>()
  return (path) => {
    const route = routes.find((r) => r.pattern.test(path))
    const key = route?.pattern.source ?? ''
    let page = pages.get(key)
    if (!page) {
      const links = (route?.files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
      page = compressed(html.replace('</head>', `${links}</head>`))
      pages.set(key, page)
    }
    return page
  }
}

/** Each route's URL pattern and the files its page component needs beyond what index.html loads. */
function routeChunks(manifest: Manifest, html: string) {
  const loaded = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]))
  const closure = (key: string, seen: Set<string>) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen)
  }
  return Object.entries(manifest).flatMap(([key, chunk]) => {
    const name = chunk.isDynamicEntry && chunk.src?.match(/^src\/routes\/(.+)\.tsx\?tsr-split=component/)?.[1]
    if (!name) return []
    const keys = new Set<string>()
    closure(key, keys)
    const files = [...keys].map((k) => manifest[k].file).filter((f) => !loaded.has(f))
    return [{ pattern: routePattern(name), files }]
  })
}

/** File route names: `index` is /, `population/$population` is /population/<one segment>. */
function routePattern(name: string): RegExp {
  const segments = name.replace(/(^|\/)index$/, '').split(/[/.]/).filter(Boolean)
  const source = segments.map((s) => (s.startsWith('$') ? '/[^/]+' : `/${s.replace(/[^\w-]/g, '\\$&')}`)).join('')
  return new RegExp(`^${source || '/'}/?$`)
}

function compressed(text: string): Page {
  const raw = Buffer.from(text)
  return { raw, br: brotliCompressSync(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }), gzip: gzipSync(raw, { level: 9 }) }
}
