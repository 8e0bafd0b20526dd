import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * vite.config.ts tells the bundler that the app's own modules (src/, machines/, contract/) have no
 * import-time effects worth keeping when none of their exports is used: that keeps unused helpers
 * and barrel re-exports out of the first download. A bare `import './x'` would be dropped silently.
 */
const root = resolve(import.meta.dirname, '../..')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })

describe('bundle rules', () => {
  it('imports app modules for their exports only (no bare side-effect imports)', () => {
    const bare = ['src', 'machines', 'contract']
      .flatMap((dir) => sourceFiles(join(root, dir)))
      .flatMap((file) =>
        [...readFileSync(file, 'utf8').matchAll(/^\s*import\s+['"]([^'"]+)['"]/gm)].map(
          ([, spec]) => `${file.slice(root.length + 1)}: ${spec}`,
        ),
      )
      .filter((line) => !line.endsWith('.css'))
    expect(bare).toEqual([])
  })
})
