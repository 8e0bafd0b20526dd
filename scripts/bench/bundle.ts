import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; css?: string[] }
type Manifest = Record<string, ManifestChunk>

/**
 * Gzipped JS a first visit downloads: the shell (entry and its static imports), and for each
 * route the lazy route chunks and their static imports that the shell does not already have.
 */
export function measureBundle(distDir: string) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest
  const gz = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length
  const closure = (key: string, seen = new Set<string>()) => {
    if (seen.has(key)) return seen
    seen.add(key)
    for (const dep of manifest[key]?.imports ?? []) closure(dep, seen)
    return seen
  }
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, k) => total + gz(manifest[k].file), 0)
  const shell = new Set<string>()
  for (const key of htmlChunks(distDir, manifest)) closure(key, shell)
  const routes = new Map<string, Set<string>>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const match = chunk.isDynamicEntry && chunk.src?.match(/^src\/routes\/(.+)\.tsx/)
    if (!match) continue
    const route = `/${match[1].replace(/(^|\/)index$/, '').replace(/\.\$?/g, '/')}`
    const own = [...closure(key)].filter((k) => !shell.has(k))
    routes.set(route, new Set([...(routes.get(route) ?? []), ...own]))
  }
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
  return {
    shellKb: kb(sum(shell)),
    routes: Object.fromEntries([...routes].sort().map(([route, keys]) => [route, { ownKb: kb(sum(keys)), initialKb: kb(sum(shell) + sum(keys)) }])),
  }
}

/** The chunks index.html loads (scripts and module preloads): the entry may be folded into a chunk group. */
function htmlChunks(distDir: string, manifest: Manifest): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1])
  return Object.keys(manifest).filter((k) => files.includes(manifest[k].file))
}
