import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, AnyStateNode } from 'xstate'
import { getShortestPaths } from 'xstate/graph'
import { activeStateIds, formatDelay } from './chartModel'
import type { MachineExample } from './examples'

/** One event of a path, as the analyst reads it: `SUBMIT {"review":true}`, `after 1 s`, `loadUser done`. */
export interface PathStep {
  label: string
  /** The fields sent with it, `type` left out; null when it has none. */
  payload: string | null
}

export interface StatePath {
  stateId: string
  /** The events from the initial state; empty for a state entered at start. Null when no sample event reaches it. */
  steps: PathStep[] | null
}

export interface MachinePaths {
  /** Why the machine does not start with the example's input; null when it starts. */
  startError: string | null
  states: StatePath[]
}

/**
 * States are first told apart by value and context (an edited field may open a guarded
 * transition); past this many the context is dropped, as a counter would make every tick a state.
 */
const withContextLimit = 400
const byValueLimit = 3000

const invokeSrc = (node: AnyStateNode, invokeId: string) => node.invoke.find((i) => i.id === invokeId)?.src

/**
 * The events to try from a snapshot, one or two per event the active states react to: the bare
 * event and the example's payload (a guard may read either); an invoked call's example output or
 * an example failure; a delay as if it had run out. Done-state events are the machine's own
 * doing and wildcards match anything: neither is sent.
 */
function sampleEvents(machine: AnyStateMachine, example: MachineExample, snapshot: AnyMachineSnapshot): AnyEventObject[] {
  const nodes = activeStateIds(machine.root, snapshot.value).map((id) => machine.getStateNodeById(id))
  return [...new Set(nodes.flatMap((n) => n.ownEvents))].flatMap((type): AnyEventObject[] => {
    if (type.includes('*') || type.startsWith('xstate.done.state.')) return []
    const done = /^xstate\.done\.actor\.(.+)$/.exec(type)
    if (done) {
      const src = nodes.map((n) => invokeSrc(n, done[1])).find(Boolean)
      return [{ type, output: typeof src === 'string' ? example.outputs?.[src] : undefined }]
    }
    if (type.startsWith('xstate.error.actor.')) return [{ type, error: new Error('example failure') }]
    const fields = example.events?.[type]
    return fields ? [{ type }, { ...fields, type }] : [{ type }]
  })
}

export function stepOf(event: AnyEventObject): PathStep {
  const { type, ...fields } = event
  const after = /^xstate\.after\.(\d+)\./.exec(type)
  const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type)
  const label = after ? `after ${formatDelay(Number(after[1]))}` : actor ? `${actor[2]} ${actor[1] === 'done' ? 'done' : 'fails'}` : type
  const shown = actor ? {} : fields
  return { label, payload: Object.keys(shown).length > 0 ? JSON.stringify(shown) : null }
}

const allNodes = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states).flatMap((child) => [child, ...allNodes(child)])

/**
 * The shortest path of sample events (sampleEvents) to each state of the machine, by xstate/graph,
 * from its initial state with the example's input. States are told apart by value only: a counter
 * in the context would otherwise make every tick a new state. A transition whose actions throw on
 * a sample event is not followed.
 */
export function shortestPaths(machine: AnyStateMachine, example: MachineExample = {}): MachinePaths {
  /** (state value, event) -> the values passed through on the way (eventless transitions): reached by the same events. */
  const passed = new Map<string, unknown[]>()
  const safe = Object.create(machine) as AnyStateMachine
  safe.transition = (snapshot, event, scope) => {
    const values: unknown[] = []
    const watch = scope.system.inspect((e) => e.type === '@xstate.microstep' && values.push((e.snapshot as AnyMachineSnapshot).value))
    try {
      const next = machine.transition(snapshot, event, scope)
      passed.set(stepKey(snapshot.value, event), values)
      return next.status === 'error' ? snapshot : next
    } catch {
      return snapshot
    } finally {
      watch.unsubscribe()
    }
  }
  const search = (serializeState: (snapshot: AnyMachineSnapshot) => string, limit: number) =>
    getShortestPaths(safe, {
      input: example.input,
      events: (snapshot) => sampleEvents(machine, example, snapshot as AnyMachineSnapshot),
      serializeState: (snapshot) => serializeState(snapshot as AnyMachineSnapshot),
      limit,
    })
  let paths: ReturnType<typeof search>
  try {
    paths = search((snapshot) => JSON.stringify([snapshot.value, snapshot.context]), withContextLimit)
  } catch {
    paths = search((snapshot) => JSON.stringify(snapshot.value), byValueLimit)
  }
  const start = paths.find((path) => path.steps.length <= 1)?.state
  if (start?.status === 'error')
    return { startError: String(start.error), states: allNodes(machine.root).map((node) => ({ stateId: node.id, steps: null })) }
  paths.sort((a, b) => a.steps.length - b.steps.length)
  const reached = paths.flatMap((path) => {
    // The first step is the start, not an event.
    const steps = path.steps.slice(1).map((step) => stepOf(step.event))
    const [before, last] = path.steps.slice(-2)
    const values = last && before ? (passed.get(stepKey(before.state.value, last.event)) ?? []) : []
    return [path.state.value, ...values].map((value) => ({ ids: new Set(activeStateIds(machine.root, value)), steps }))
  })
  const states = allNodes(machine.root).map((node) => ({ stateId: node.id, steps: reached.find((r) => r.ids.has(node.id))?.steps ?? null }))
  return { startError: null, states }
}

const stepKey = (value: unknown, event: AnyEventObject) => `${JSON.stringify(value)} ${JSON.stringify(event)}`
