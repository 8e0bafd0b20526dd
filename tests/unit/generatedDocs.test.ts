import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { generatedDocs } from '../../scripts/docs'
import { environment } from '../../server/config'

/** Every .ts file below `dir`. */
const sources = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? [path] : []
  })

/** Each read of an environment variable: `env.NAME` (not Vite's `import.meta.env`), `env['NAME']`, `count(env, 'NAME')`, with a literal fallback when it has one. */
const reads =
  /(?<!meta\.)env(?:\.([A-Z][A-Z0-9_]*)|\[['"]([A-Z][A-Z0-9_]*)['"]\])(?:\s*(?:\?\?|\|\|)\s*(\d+|'[^']*'))?|count\(env, '([A-Z][A-Z0-9_]*)'/g

function variablesRead() {
  const found: { name: string; file: string; fallback?: string }[] = []
  for (const file of [...sources('server'), ...sources('scripts')]) {
    for (const m of readFileSync(file, 'utf8').matchAll(reads)) {
      found.push({ name: m[1] ?? m[2] ?? m[4], file, fallback: m[3]?.replace(/^'|'$/g, '') })
    }
  }
  return found
}

describe('the generated docs', () => {
  it.each(Object.entries(generatedDocs))('%s is what `npm run docs` writes from its table', (file, make) => {
    expect(readFileSync(file, 'utf8'), `${file} is out of date: run npm run docs`).toBe(make())
  })
})

describe('the environment table (server/config.ts)', () => {
  const read = variablesRead()

  it('names every variable server/ and scripts/ read', () => {
    const missing = read.filter((r) => !(r.name in environment)).map((r) => `${r.name} (${r.file})`)
    expect(missing).toEqual([])
  })

  it('names no variable that nothing reads', () => {
    const names = new Set(read.map((r) => r.name))
    // readConfig reads most through the table itself: `setting(env, 'NAME')`.
    const config = readFileSync('server/config.ts', 'utf8')
    const unread = Object.keys(environment).filter((name) => !names.has(name) && !config.includes(`(env, '${name}')`))
    expect(unread).toEqual([])
  })

  it('gives the default that the code falls back to', () => {
    const differing = read
      .filter((r) => r.fallback !== undefined && r.name in environment)
      .filter((r) => environment[r.name as keyof typeof environment].default !== r.fallback)
      .map((r) => `${r.name} falls back to ${r.fallback} in ${r.file}`)
    expect(differing).toEqual([])
  })
})
