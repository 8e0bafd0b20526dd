import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** What the storefront's build says about its files (dist/.vite/manifest.json and index.html). */
interface ManifestChunk {
  file: string
  src?: string
  isDynamicEntry?: boolean
  imports?: string[]
}
export type Manifest = Record<string, ManifestChunk>

export const readManifest = (distDir: string) => JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest

/** `key` and every chunk it imports statically, added to `into`. */
export function closure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into
  into.add(key)
  for (const dep of manifest[key]?.imports ?? []) closure(manifest, dep, into)
  return into
}

/** The chunks index.html loads itself (the entry may be folded into a chunk group, so not by isEntry). */
export function shellChunks(manifest: Manifest, html: string): Set<string> {
  const files = new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]))
  const shell = new Set<string>()
  for (const key of Object.keys(manifest)) if (files.has(manifest[key].file)) closure(manifest, key, shell)
  return shell
}

/** A lazy chunk of a file route's page: its route name (`index`, `population/$population`) or null. */
export const routeNameOf = (chunk: ManifestChunk, part = 'component') =>
  (chunk.isDynamicEntry && chunk.src?.match(new RegExp(`^src/routes/(.+)\\.tsx\\?tsr-split=${part}`))?.[1]) || null

/**
 * `index` is /, `brand/index` is /brand, `population/$population` is /population/$population;
 * a pathless layout's folder adds nothing to the URL (`_member/wishlist` is /wishlist).
 */
export const routePath = (name: string) =>
  `/${name
    .replace(/(^|\/)_[^/]+\//g, '$1')
    .replace(/(^|\/)index$/, '')
    .replace(/[/.]/g, '/')}`.replace(/\/$/, '') || '/'
