import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { codeTemplateStart } from '../../scripts/codeAfterPaint'
import { closure, type Manifest, readManifest, routeNameOf, routePath, shellChunks } from './build'

/**
 * index.html with `modulepreload` links for the code of the page asked for, beside the app's own
 * code (scripts/codeAfterPaint.ts): the browser fetches the route's chunks with the app's instead
 * of after the app has started and matched the URL (one or two round trips sooner on a slow link).
 * Built once per route and kept.
 */
export function pageHints(distDir: string): (path: string) => string | null {
  const indexFile = join(distDir, 'index.html')
  if (!existsSync(join(distDir, '.vite/manifest.json')) || !existsSync(indexFile)) return () => null
  const manifest = readManifest(distDir)
  const html = readFileSync(indexFile, 'utf8')
  const routes = routeChunks(manifest, html)
  const pages = new Map<string, string>()
  return (path) => {
    const route = routes.find((r) => r.pattern.test(path))
    const key = route?.pattern.source ?? ''
    let page = pages.get(key)
    if (!page) {
      const links = (route?.files ?? []).map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('')
      page = html.replace(codeTemplateStart, codeTemplateStart + links)
      pages.set(key, page)
    }
    return page
  }
}

/** Each route's URL pattern and the files its page component needs beyond what index.html loads. */
function routeChunks(manifest: Manifest, html: string) {
  const shell = shellChunks(manifest, html)
  return Object.entries(manifest).flatMap(([key, chunk]) => {
    const name = routeNameOf(chunk)
    if (!name) return []
    const files = [...closure(manifest, key)].filter((k) => !shell.has(k)).map((k) => manifest[k].file)
    return [{ pattern: routePattern(routePath(name)), files }]
  })
}

/** A route path as a pattern: `$param` segments match any one segment, a trailing slash is allowed. */
function routePattern(path: string): RegExp {
  const source = path
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith('$') ? '/[^/]+' : `/${s.replace(/[^\w-]/g, '\\$&')}`))
    .join('')
  return new RegExp(`^${source}/?$`)
}
