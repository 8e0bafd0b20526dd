import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'
import { shortId } from './chartModel'

/**
 * What the machine tests exercised (tests/machines/coverageRecord.ts and coverageRun.ts write it at the end of a run of
 * them all): machine id -> transition key -> the test files that took that transition.
 */
export interface CoverageRecord {
  about: string
  machines: Record<string, Record<string, string>>
}

/**
 * A transition's key: its source state, its event (`always` for an eventless one) and, as one
 * event may have guarded alternatives, which of them: `listingStatus.draft:SUBMIT#1`.
 */
export function transitionKey(t: AnyTransitionDefinition): string {
  const list = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? [])
  return `${t.source.id}:${t.eventType || 'always'}#${list.indexOf(t)}`
}

export interface CoveredTransition {
  key: string
  /** `draft · SUBMIT [review] → review`, as the analyst reads it. */
  label: string
  /** The test files that took it; empty when none did. */
  tests: string[]
}

const nodesOf = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(nodesOf)]

function label(machine: AnyStateMachine, t: AnyTransitionDefinition): string {
  const guard = t.guard ? ` [${typeof t.guard === 'string' ? t.guard : ((t.guard as { type?: string }).type ?? 'guard')}]` : ''
  const targets = (t.target ?? []).map((target) => shortId(machine.id, target.id)).join(', ')
  const event = (t.eventType || 'always')
    .replace(/^xstate\.after\.(\d+)\..*$/, 'after $1 ms')
    .replace(/^xstate\.(done|error)\.actor\./, '$1: ')
  return `${shortId(machine.id, t.source.id)} · ${event}${guard}${targets ? ` → ${targets}` : ''}`
}

/** Every transition of the machine (each guarded alternative apart) and which tests took it. */
export function coverageOf(machine: AnyStateMachine, record: CoverageRecord): CoveredTransition[] {
  const taken = record.machines[machine.id] ?? {}
  return nodesOf(machine.root)
    .flatMap((node) => [...[...node.transitions.values()].flat(), ...(node.always ?? [])])
    .map((t) => {
      const key = transitionKey(t)
      return { key, label: label(machine, t), tests: taken[key]?.split(', ') ?? [] }
    })
}
