import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate'

/** One guarded alternative of a transition: the first whose guard passes is taken. */
export interface ChartBranch {
  guard: string | null
  /** Target state ids; empty for a transition that only runs actions. */
  targets: string[]
  reenter: boolean
  actions: string[]
}

export type TransitionKind = 'event' | 'after' | 'always' | 'done' | 'error' | 'stateDone'

export interface ChartTransition {
  /** Unique in the chart: source state id and event type. */
  key: string
  kind: TransitionKind
  /** The event type the machine reacts to (sendable when kind is 'event'). */
  eventType: string
  label: string
  /** For 'after': the resolved delay, null when the delay is computed at run time. */
  delayMs: number | null
  branches: ChartBranch[]
}

export interface ChartInvoke {
  id: string
  src: string
  done: ChartTransition | null
  error: ChartTransition | null
}

export interface ChartState {
  id: string
  key: string
  type: AnyStateNode['type']
  history: false | 'shallow' | 'deep'
  /** Id of the child entered first (compound states). */
  initial: string | null
  children: ChartState[]
  transitions: ChartTransition[]
  invokes: ChartInvoke[]
  entry: string[]
  exit: string[]
  tags: string[]
  description: string | null
}

type Labelled = { type?: unknown; name?: string; guards?: unknown[]; to?: unknown; event?: unknown; stateValue?: unknown; sendId?: unknown }

/** The raise and cancel XState adds to a state with `after`: drawn as the delay, not as actions. */
function schedulesDelay(action: unknown): boolean {
  const a = action as Labelled
  const id = a.type === 'xstate.raise' ? (a.event as { type?: unknown } | undefined)?.type : a.type === 'xstate.cancel' ? a.sendId : null
  return typeof id === 'string' && id.startsWith('xstate.after.')
}

/** A guard as written: a name, `not(held)`, `and(a, b)`, or `inline`. */
export function guardLabel(guard: unknown): string | null {
  if (guard == null) return null
  if (typeof guard === 'string') return guard
  const g = guard as Labelled
  if (typeof g.type === 'string') return g.type
  if (Array.isArray(g.guards)) return `${g.name}(${g.guards.map(guardLabel).join(', ')})`
  if (g.name === 'stateIn') return `in(${JSON.stringify(g.stateValue)})`
  return g.name || 'inline'
}

/** An action as written: its name, or the built-in it is (`assign`, `sendTo countdown`, `raise REFRESH`). */
export function actionLabel(action: unknown): string {
  if (typeof action === 'string') return action
  const a = action as Labelled
  const type = typeof a.type === 'string' ? a.type.replace(/^xstate\./, '') : a.name || 'inline'
  if (type === 'sendTo' && typeof a.to === 'string') return `sendTo ${a.to}`
  const raised = (a.event as { type?: unknown } | undefined)?.type
  if (type === 'raise' && typeof raised === 'string') return `raise ${raised}`
  return type
}

export const formatDelay = (ms: number) => (ms < 1000 ? `${ms} ms` : `${+(ms / 1000).toFixed(1)} s`)

function resolveDelay(machine: AnyStateMachine, delay: unknown): number | null {
  if (typeof delay === 'number') return delay
  const named = typeof delay === 'string' ? machine.implementations.delays[delay] : undefined
  return typeof named === 'number' ? named : null
}

function kindOf(eventType: string): TransitionKind {
  if (eventType.startsWith('xstate.after.')) return 'after'
  if (eventType.startsWith('xstate.done.actor.')) return 'done'
  if (eventType.startsWith('xstate.error.actor.')) return 'error'
  if (eventType.startsWith('xstate.done.state.')) return 'stateDone'
  return 'event'
}

function branch(t: AnyTransitionDefinition): ChartBranch {
  return {
    guard: guardLabel(t.guard),
    targets: (t.target ?? []).map((target) => target.id),
    reenter: t.reenter,
    actions: t.actions.map(actionLabel),
  }
}

function transition(machine: AnyStateMachine, node: AnyStateNode, eventType: string, list: AnyTransitionDefinition[]): ChartTransition {
  const kind = kindOf(eventType)
  const delay = (list[0] as { delay?: unknown }).delay
  const delayMs = kind === 'after' ? resolveDelay(machine, delay) : null
  const labels: Record<TransitionKind, string> = {
    event: eventType,
    after:
      typeof delay === 'string'
        ? `after ${delay}${delayMs === null ? '' : ` (${formatDelay(delayMs)})`}`
        : `after ${formatDelay(delayMs ?? 0)}`,
    always: 'always',
    done: 'done',
    error: 'error',
    stateDone: 'onDone',
  }
  return { key: `${node.id}:${eventType}`, kind, eventType, label: labels[kind], delayMs, branches: list.map(branch) }
}

/** A state node of a machine, with its children, as the chart draws it. */
export function describeState(machine: AnyStateMachine, node: AnyStateNode): ChartState {
  const all = [...node.transitions.entries()].map(([eventType, list]) => transition(machine, node, eventType, list))
  const always = node.always?.length
    ? [
        {
          key: `${node.id}:always`,
          kind: 'always' as const,
          eventType: '',
          label: 'always',
          delayMs: null,
          branches: node.always.map(branch),
        },
      ]
    : []
  const invokes = node.invoke.map((inv) => ({
    id: inv.id,
    src: typeof inv.src === 'string' ? inv.src : inv.id,
    done: all.find((t) => t.eventType === `xstate.done.actor.${inv.id}`) ?? null,
    error: all.find((t) => t.eventType === `xstate.error.actor.${inv.id}`) ?? null,
  }))
  const initial = node.type === 'compound' ? (node.initial.target[0]?.id ?? null) : null
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    history: node.history,
    initial,
    children: Object.values(node.states).map((child) => describeState(machine, child)),
    transitions: [...all.filter((t) => t.kind !== 'done' && t.kind !== 'error'), ...always],
    invokes,
    entry: node.entry.filter((a) => !schedulesDelay(a)).map(actionLabel),
    exit: node.exit.filter((a) => !schedulesDelay(a)).map(actionLabel),
    tags: node.tags,
    description: node.description ?? null,
  }
}

export const describeMachine = (machine: AnyStateMachine) => describeState(machine, machine.root)

/** A state id as the analyst reads it: the path under the machine (`ready.guest`). */
export const shortId = (machineId: string, stateId: string) => (stateId === machineId ? machineId : stateId.replace(`${machineId}.`, ''))

/** Ids of the state nodes a snapshot value is in, the root included. */
export function activeStateIds(node: AnyStateNode, value: unknown): string[] {
  const ids = [node.id]
  if (node.type === 'parallel') {
    for (const [key, child] of Object.entries(node.states)) ids.push(...activeStateIds(child, (value as Record<string, unknown>)?.[key]))
  } else if (node.type === 'compound' && value != null) {
    const key = typeof value === 'string' ? value : Object.keys(value as object)[0]
    const child = node.states[key]
    if (child) ids.push(...activeStateIds(child, typeof value === 'string' ? undefined : (value as Record<string, unknown>)[key]))
  }
  return ids
}

function allTargets(state: ChartState): string[] {
  const own = [...state.transitions, ...state.invokes.flatMap((i) => [i.done, i.error])].flatMap(
    (t) => t?.branches.flatMap((b) => b.targets) ?? [],
  )
  return [...own, ...state.children.flatMap(allTargets)]
}

/**
 * The children of a compound state in columns, left to right by how many transitions they are
 * from the initial one; the parent's own transitions count as leaving the initial state, and
 * states reached only from elsewhere stand in the first column.
 */
export function columns(state: ChartState): ChartState[][] {
  const { children } = state
  const siblingOf = (id: string) => children.findIndex((c) => id === c.id || id.startsWith(`${c.id}.`))
  const edges = children.map((child) => allTargets(child).map(siblingOf))
  const start = Math.max(
    0,
    children.findIndex((c) => c.id === state.initial),
  )
  edges[start].push(...state.transitions.flatMap((t) => t.branches.flatMap((b) => b.targets)).map(siblingOf))
  const depth = children.map(() => -1)
  depth[start] = 0
  for (let queue = [start]; queue.length > 0; ) {
    const next: number[] = []
    for (const from of queue) {
      for (const to of edges[from]) {
        if (to >= 0 && depth[to] < 0) {
          depth[to] = depth[from] + 1
          next.push(to)
        }
      }
    }
    queue = next
  }
  const result: ChartState[][] = []
  children.forEach((child, i) => (result[Math.max(0, depth[i])] ??= []).push(child))
  return result
}

/** How many states the machine has, the root not counted. */
export const stateCount = (state: ChartState): number => state.children.reduce((n, c) => n + 1 + stateCount(c), 0)
