import { expect } from 'vitest'
import { machinesDir } from './coverageRun'

// Set up before the test file is imported (a file may start actors while its tests are
// collected), and for the machine tests only: the other files of the project load none of it.
if ((expect.getState().testPath ?? '').startsWith(`${machinesDir}/`)) {
  const { recordFile } = await import('./coverageRecord')
  recordFile()
}
