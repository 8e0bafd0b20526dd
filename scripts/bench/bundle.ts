import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { closure, readManifest, routeNameOf, routePath, shellChunks } from '../../server/http/build'

/**
 * Gzipped JS a first visit downloads: the shell (what index.html loads and its static imports),
 * and for each route the lazy route chunks and their static imports the shell does not have.
 */
export function measureBundle(distDir: string) {
  const manifest = readManifest(distDir)
  const gz = (file: string) => gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length
  const sum = (keys: Iterable<string>) => [...keys].reduce((total, k) => total + gz(manifest[k].file), 0)
  const shell = shellChunks(manifest, readFileSync(join(distDir, 'index.html'), 'utf8'))
  const routes = new Map<string, Set<string>>()
  for (const [key, chunk] of Object.entries(manifest)) {
    const name = routeNameOf(chunk, '')
    if (!name) continue
    const route = routePath(name)
    const own = [...closure(manifest, key)].filter((k) => !shell.has(k))
    routes.set(route, new Set([...(routes.get(route) ?? []), ...own]))
  }
  const kb = (bytes: number) => Math.round(bytes / 102.4) / 10
  return {
    shellKb: kb(sum(shell)),
    routes: Object.fromEntries(
      [...routes].sort().map(([route, keys]) => [route, { ownKb: kb(sum(keys)), initialKb: kb(sum(shell) + sum(keys)) }]),
    ),
  }
}
