import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import type { TestProject } from 'vitest/node'
import type { CoverageRecord } from '../../src/devtools/statechart/coverage'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where each machine test file leaves the transitions it took (tests/machines/coverageRecord.ts). */
    machineCoverageDir: string
  }
}

export const machinesDir = resolve(import.meta.dirname)
export const coverageFile = resolve(import.meta.dirname, '../../src/devtools/statechart/coverage.json')
export const partialName = (testFile: string) => `${testFile.replaceAll('/', '__')}.json`

const about =
  'Written by the machine tests (tests/machines/coverageRecord.ts) when all of them ran and passed: per machine, each transition they took and the files that took it. Storybook reads it.'

/**
 * Gives the machine tests a folder for their records and, once every file of tests/machines ran
 * and passed (not a run of some of them), merges the records into the coverage file Storybook reads.
 */
export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-machine-coverage-'))
  project.provide('machineCoverageDir', dir)
  return () => {
    const expected = readdirSync(machinesDir, { recursive: true, encoding: 'utf8' }).filter((file) => file.endsWith('.test.ts'))
    const written = new Set(readdirSync(dir))
    if (expected.every((file) => written.has(partialName(file)))) writeFileSync(coverageFile, merge(dir, expected))
    rmSync(dir, { recursive: true, force: true })
  }
}

function merge(dir: string, files: string[]): string {
  const machines: Record<string, Record<string, string[]>> = {}
  for (const file of [...files].sort()) {
    const record = JSON.parse(readFileSync(join(dir, partialName(file)), 'utf8')) as Record<string, string[]>
    for (const [machineId, keys] of Object.entries(record)) {
      for (const key of keys) ((machines[machineId] ??= {})[key] ??= []).push(file)
    }
  }
  const sorted = <T>(entries: [string, T][]) => entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const out: CoverageRecord = {
    about,
    machines: Object.fromEntries(
      sorted(Object.entries(machines)).map(([id, keys]) => [
        id,
        Object.fromEntries(sorted(Object.entries(keys)).map(([key, tests]) => [key, tests.join(', ')])),
      ]),
    ),
  }
  // Objects one key a line, as Biome formats JSON: the file is committed and checked.
  return `${JSON.stringify(out, null, 2)}\n`
}
