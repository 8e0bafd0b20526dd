import { StateMachine, type AnyStateMachine } from 'xstate'

export const isMachine = (value: unknown): value is AnyStateMachine =>
  value instanceof StateMachine || (typeof value === 'object' && value !== null && 'root' in value && 'config' in value)

export interface MachineEntry {
  /** The export's name, `codeCountdownMachine`; stories are named after it without `Machine`. */
  exportName: string
  file: string
  machine: AnyStateMachine
}

/** Every exported XState machine of some modules (an `import.meta.glob` result), sorted by export name. */
export function findMachines(modules: Record<string, Record<string, unknown>>): MachineEntry[] {
  return Object.entries(modules)
    .flatMap(([file, exports]) =>
      Object.entries(exports).flatMap(([exportName, value]) => (isMachine(value) ? [{ exportName, file, machine: value }] : [])),
    )
    .sort((a, b) => a.exportName.localeCompare(b.exportName))
}

/** The story name of a machine export: `codeCountdownMachine` -> `codeCountdown`. */
export const storyName = (exportName: string) => exportName.replace(/Machine$/, '')
