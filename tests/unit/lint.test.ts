import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

// The boundaries of biome.jsonc and its plugins (lint/*.grit), run on deliberately wrong files (tests/fixtures/lint) laid out like
// the project, so a rule that silently stops applying (a renamed folder, a changed glob) fails here.
const root = resolve(import.meta.dirname, '../..')
const work = mkdtempSync(join(tmpdir(), 'vitrine-lint-'))
cpSync(join(root, 'tests/fixtures/lint'), work, { recursive: true })
cpSync(join(root, 'biome.jsonc'), join(work, 'biome.jsonc'))
cpSync(join(root, 'lint'), join(work, 'lint'), { recursive: true })
afterAll(() => rmSync(work, { recursive: true, force: true }))

interface Diagnostic {
  category: string
  location: { path: string }
}

function biomeCi(): Diagnostic[] {
  const run = spawnSync(join(root, 'node_modules/.bin/biome'), ['ci', '--colors=off', '--reporter=json', '--max-diagnostics=none', '.'], {
    cwd: work,
    encoding: 'utf8',
  })
  const report = run.stdout.split('\n').find((line) => line.startsWith('{"summary"'))
  if (!report) throw new Error(`no Biome report:\n${run.stdout}\n${run.stderr}`)
  expect(run.status).not.toBe(0)
  return (JSON.parse(report) as { diagnostics: Diagnostic[] }).diagnostics
}

describe('biome.jsonc on the wrong fixtures', () => {
  const found = biomeCi()
  const at = (path: string) => found.filter((d) => d.location.path === path).map((d) => d.category)

  it('forbids one screen area importing another, at any depth', () => {
    expect(at('src/screens/a/x.ts')).toEqual(['plugin'])
    expect(at('src/screens/a/deep/z.ts')).toEqual(['plugin'])
    expect(at('src/screens/a/fine.ts')).toEqual([])
  })

  it('forbids shared components importing screens', () => {
    expect(at('src/components/c.ts')).toEqual(['lint/style/noRestrictedImports'])
  })

  it('lets only the router import routes', () => {
    expect(at('src/lib/usesRoute.ts')).toEqual(['lint/style/noRestrictedImports'])
    expect(at('src/routes/s.ts')).toEqual(['plugin'])
    expect(at('src/routes/_member/deep/t.ts')).toEqual(['plugin'])
    expect(at('src/main.tsx')).toEqual([])
  })

  it('keeps React, ky and Lingui out of machines, and src/ out of server/', () => {
    expect(at('machines/m.ts')).toEqual(Array(3).fill('lint/style/noRestrictedImports'))
    expect(at('server/s.ts')).toEqual(['lint/style/noRestrictedImports'])
  })

  it('keeps domain modules out of server/http, and lets a module use another only through its public file', () => {
    expect(at('server/http/edge.ts')).toEqual(['lint/style/noRestrictedImports'])
    expect(at('server/modules/a/reachesIn.ts')).toEqual(['lint/style/noRestrictedImports'])
    expect(at('server/modules/a/fine.ts')).toEqual([])
    expect(at('server/modules/a/admin.ts')).toEqual(['lint/style/noRestrictedImports'])
  })

  it('lets a machine domain folder use another only through machines/lib', () => {
    expect(at('machines/a/crosses.ts')).toEqual(['lint/style/noRestrictedImports'])
    expect(at('machines/a/fine.ts')).toEqual([])
  })

  it('finds import cycles and applies the hooks rules', () => {
    expect(at('src/lib/cycleOne.ts')).toEqual(['lint/suspicious/noImportCycles'])
    expect(at('src/lib/cycleTwo.ts')).toEqual(['lint/suspicious/noImportCycles'])
    expect(at('src/lib/useLate.ts')).toEqual(['lint/correctness/useHookAtTopLevel'])
    expect(at('src/lib/useStale.ts')).toEqual(['lint/correctness/useExhaustiveDependencies'])
  })

  it('reports a badly formatted file', () => {
    expect(at('src/lib/badlyFormatted.ts')).toEqual(['format'])
  })

  it('reports nothing on the files that follow the rules', () => {
    const wrong = [
      'src/screens/a/x.ts',
      'src/screens/a/deep/z.ts',
      'src/components/c.ts',
      'src/lib/usesRoute.ts',
      'src/routes/s.ts',
      'src/routes/_member/deep/t.ts',
      'machines/m.ts',
      'server/s.ts',
      'server/http/edge.ts',
      'server/modules/a/reachesIn.ts',
      'server/modules/a/admin.ts',
      'machines/a/crosses.ts',
      'src/lib/cycleOne.ts',
      'src/lib/cycleTwo.ts',
      'src/lib/useLate.ts',
      'src/lib/useStale.ts',
      'src/lib/badlyFormatted.ts',
    ]
    expect(found.filter((d) => !wrong.includes(d.location.path))).toEqual([])
  })
})
