import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import type { UserConfig } from 'vite'
import { describe, expect, it } from 'vitest'
import viteConfig from '../../vite.config'

/**
 * vite.config.ts puts the form kit in the `account` file by naming its files: moved or renamed, a
 * file would silently fall into `lazy`, the shared file every catalog page waits for. The kit is
 * found here by what it exports, wherever it lives, and each of its files must go to `account`.
 */
const root = resolve(import.meta.dirname, '../..')

interface Group {
  name: string
  test?: RegExp | ((id: string) => boolean)
  priority?: number
  tags?: string[]
}
const { build } = viteConfig as UserConfig
const groups = (build?.rolldownOptions?.output as { codeSplitting: { groups: Group[] } } | undefined)?.codeSplitting.groups ?? []

/** The file a module only lazy routes use goes to: the first group by priority that takes it (the entry's groups take only what the first page loads). */
function groupOf(path: string): string | undefined {
  const id = join(root, path)
  return groups
    .filter((g) => !g.tags?.includes('$initial'))
    .sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0))
    .find((g) => (typeof g.test === 'function' ? g.test(id) : g.test?.test(id)))?.name
}

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.(stories|test)\.tsx?$/.test(entry.name) ? [relative(root, path)] : []
  })
const sources = ['src', 'machines', 'contract'].flatMap((dir) => sourceFiles(join(root, dir)))

/** The one source file that exports `name`. */
function definerOf(name: string): string {
  const found = sources.filter((file) =>
    new RegExp(`^export (const|function) ${name}\\b`, 'm').test(readFileSync(join(root, file), 'utf8')),
  )
  expect(found, `the file exporting ${name}`).toHaveLength(1)
  return found[0]!
}

/** What only forms use: the form machine and its parts, the account forms' rules, and the form components' folder. */
function formKit(): string[] {
  const kit = ['createFormMachine', 'applyEdit', 'codeCountdownMachine', 'draftRegionOf', 'validateLogin'].map(definerOf)
  const components = dirname(definerOf('useForm'))
  // Pages without forms tell their failures with it too.
  const shared = definerOf('notifyFailure')
  return [...kit, ...sources.filter((file) => dirname(file) === components && file !== shared)]
}

describe('chunk groups', () => {
  it('puts every file of the form kit in the account file, wherever it lives', () => {
    const kit = formKit()
    expect(kit.length).toBeGreaterThan(10)
    expect(Object.fromEntries(kit.map((file) => [file, groupOf(file)]))).toEqual(Object.fromEntries(kit.map((file) => [file, 'account'])))
  })

  it('leaves what catalog pages use in the shared file', () => {
    for (const name of ['notifyFailure', 'checkEmail', 'listSearch']) expect(groupOf(definerOf(name)), name).not.toBe('account')
  })
})
