import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, resolve } from 'node:path'
import { createRequire } from 'node:module'
import { defaultConfig } from '@chakra-ui/react'
import { describe, expect, it } from 'vitest'
import { storefrontSystem } from '../../src/theme'

/**
 * src/theme.ts carries only the Chakra recipes the storefront uses (the full set weighs ~14 kB gzipped
 * in the first download). A component whose recipe is missing renders unstyled, so this test reads
 * every Chakra import under src/ and follows it into Chakra's sources to the recipe keys it needs.
 */
const chakraDir = join(dirname(createRequire(import.meta.url).resolve('@chakra-ui/react')), '../esm')
const root = resolve(import.meta.dirname, '../..')

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })

/** Names imported from @chakra-ui/react anywhere in the app. */
function importedNames(): Set<string> {
  const names = new Set<string>()
  for (const file of sourceFiles(join(root, 'src'))) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+'@chakra-ui\/react'/g)) {
      for (const part of list.split(',')) {
        const name = part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0]
        if (name) names.add(name)
      }
    }
  }
  return names
}

/** Chakra's index: exported name -> the module that defines it. */
function exportSources(): Map<string, string> {
  const index = readFileSync(join(chakraDir, 'index.js'), 'utf8')
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)].map(([, alias, path]) => [alias, path]))
  const sources = new Map<string, string>()
  for (const [, list, path] of index.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const part of list.split(',')) {
      const [local, exported = local] = part.trim().split(/\s+as\s+/)
      const from = path ?? namespaces.get(local)
      if (from?.startsWith('.')) sources.set(exported, join(chakraDir, from))
    }
  }
  return sources
}

/** Recipe keys a Chakra module and the Chakra components it imports ask the system for. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>()
  if (seen.has(file) || !file.includes('/components/')) return keys
  seen.add(file)
  const code = readFileSync(file, 'utf8')
  for (const [, key] of code.matchAll(/key: "([A-Za-z]+)"/g)) keys.add(key)
  for (const [, rel] of code.matchAll(/from '(\.[^']+)'/g)) {
    for (const key of recipeKeys(join(dirname(file), rel), seen)) keys.add(key)
  }
  return keys
}

describe('theme recipes', () => {
  const sources = exportSources()
  const themed = { ...defaultConfig.theme?.recipes, ...defaultConfig.theme?.slotRecipes }
  const needed = [...importedNames()].flatMap((name) => {
    const source = sources.get(name)
    return source ? [...recipeKeys(source)].filter((key) => key in themed).map((key) => ({ name, key })) : []
  })

  const system = storefrontSystem()

  it('finds the Chakra components the app imports', () => {
    expect(needed.map((n) => n.key)).toEqual(expect.arrayContaining(['button', 'dialog', 'drawer', 'toast']))
  })

  it('has a recipe for every Chakra component the app uses (add missing ones to src/theme.ts)', () => {
    const missing = needed.filter(({ key }) => !system.isRecipe(key) && !system.isSlotRecipe(key))
    expect(missing).toEqual([])
  })

  it('keeps the default recipe styles of the components it carries', () => {
    for (const { key } of needed) {
      const ours = system.isRecipe(key) ? system.getRecipe(key) : system.getSlotRecipe(key)
      expect(ours.base, key).toEqual(themed[key].base)
    }
  })
})
