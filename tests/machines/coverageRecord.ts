import { writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { afterAll, inject } from 'vitest'
import type { RunnerTask, RunnerTestSuite } from 'vitest'
import { type AnyMachineSnapshot, type AnyStateMachine, StateMachine } from 'xstate'
import { transitionKey } from '../../src/devtools/statechart/coverage'
import { machinesDir, partialName } from './coverageRun'

/**
 * Records, during the machine tests, which transitions each machine took: an inspection observer
 * on the actor system of every step any machine takes (an actor's, or the pure `transition()`'s).
 * Each file that passed whole leaves its record for coverageRun.ts to merge.
 */
type Taken = Map<string, Set<string>>

/** The current file's record; null outside tests/machines. */
export const recorder = globalThis as { machineCoverage?: { taken: Taken | null } }

function install() {
  const state = { taken: null as Taken | null }
  recorder.machineCoverage = state
  const proto = StateMachine.prototype as AnyStateMachine
  /**
   * The record of the file an actor system was first seen in: an actor a file left running (a
   * timer, a late promise) steps on while the next file runs, and counts for neither.
   */
  const owners = new WeakMap<object, Taken | null>()
  const watched = <A extends unknown[]>(step: (...args: A) => AnyMachineSnapshot, scopeAt: number) =>
    function (this: AnyStateMachine, ...args: A) {
      const scope = args[scopeAt] as Parameters<AnyStateMachine['transition']>[2] | undefined
      if (scope && !owners.has(scope.system)) owners.set(scope.system, state.taken)
      const taken = scope && owners.get(scope.system)
      if (!taken || taken !== state.taken) return step.apply(this, args)
      const watch = scope.system.inspect((event) => {
        if (event.type !== '@xstate.microstep') return
        for (const t of event._transitions) {
          const machineId = t.source.machine.id
          // A machine a test builds for itself, without an id: none of machines/.
          if (machineId !== '(machine)') taken.set(machineId, (taken.get(machineId) ?? new Set()).add(transitionKey(t)))
        }
      })
      try {
        return step.apply(this, args)
      } finally {
        watch.unsubscribe()
      }
    }
  proto.transition = watched(proto.transition, 2)
  proto.getInitialSnapshot = watched(proto.getInitialSnapshot, 0)
}

const testsOf = (task: RunnerTask): RunnerTask[] => (task.type === 'suite' ? task.tasks.flatMap(testsOf) : [task])

/** Records the steps of the test file about to be imported (tests/machines/coverage.ts calls it), and leaves its record when it passed whole. */
export function recordFile() {
  if (!recorder.machineCoverage) install()
  recorder.machineCoverage!.taken = new Map()
  // biome-ignore lint/correctness/noEmptyPattern: Vitest requires the context destructured; the file suite is the second argument
  afterAll(({}, suite) => {
    const taken = recorder.machineCoverage!.taken
    recorder.machineCoverage!.taken = null
    const file = (suite as RunnerTestSuite).file
    const dir = inject('machineCoverageDir')
    if (!taken || !dir || !testsOf(file).every((test) => test.result?.state === 'pass')) return
    const machines = Object.fromEntries([...taken].map(([id, keys]) => [id, [...keys]]))
    writeFileSync(join(dir, partialName(relative(machinesDir, file.filepath))), JSON.stringify(machines))
  })
}
