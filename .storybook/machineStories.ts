import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { loadCsf } from 'storybook/internal/csf-tools'
import type { Indexer } from 'storybook/internal/types'
import type { Plugin } from 'vite'
import { storyName } from '../src/devtools/statechart/registry'

/**
 * One story per machine of machines/*.ts without writing them: the machines' stories file gets a
 * story export per machine appended, both when Storybook indexes it and when Vite serves it.
 */
const storiesFile = /devtools[\\/]statechart[\\/]Machines\.stories\.tsx$/

/** Machines exported as `export const xxxMachine =`, lifecycles' folder included (the runtime checks each one is a machine). */
export function machineExportNames(machinesDir: string): string[] {
  return readdirSync(machinesDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .flatMap((file) =>
      [...readFileSync(join(machinesDir, file), 'utf8').matchAll(/^export const (\w+Machine)\b/gm)].map(([, name]) => name),
    )
    .sort((a, b) => a.localeCompare(b))
}

export function withMachineStories(code: string, storiesPath: string): string {
  const names = machineExportNames(join(dirname(storiesPath), '../../../machines'))
  const stories = names.map(
    (name) =>
      `export const ${storyName(name)} = { name: ${JSON.stringify(storyName(name))}, parameters: { machineExport: ${JSON.stringify(name)} } };`,
  )
  return `${code}\n${stories.join('\n')}\n`
}

export const machineStoriesIndexer: Indexer = {
  test: storiesFile,
  createIndex: async (fileName, options) =>
    loadCsf(withMachineStories(readFileSync(fileName, 'utf8'), fileName), { ...options, fileName }).parse().indexInputs,
}

export const machineStoriesPlugin: Plugin = {
  name: 'vitrine:machine-stories',
  enforce: 'pre',
  transform(code, id) {
    return storiesFile.test(id) ? withMachineStories(code, id) : undefined
  },
}
