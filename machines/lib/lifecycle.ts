import { type AnyStateMachine, type EventFromLogic, transition } from 'xstate'

/**
 * A status lifecycle: a pure machine whose top-level states are the statuses a row can be in,
 * and the code each status is stored as. The service moves rows only along its transitions
 * (server/lib/lifecycle.ts); the storefront can ask the same machine which moves it offers.
 */
export interface Lifecycle<TMachine extends AnyStateMachine = AnyStateMachine> {
  machine: TMachine
  /** Status name -> stored code. */
  codes: Readonly<Record<string, number>>
  /** Stored code -> status name. */
  names: ReadonlyMap<number, string>
}

export type LifecycleEvent<L extends Lifecycle> = EventFromLogic<L['machine']>

/**
 * Pairs a machine with the codes of its statuses. Every top-level state needs a code, every code
 * a state, and no two states one code: a mismatch is a programming error, thrown at import.
 */
export function declareLifecycle<TMachine extends AnyStateMachine>(
  machine: TMachine,
  codes: Readonly<Record<string, number>>,
): Lifecycle<TMachine> {
  const states = Object.keys(machine.root.states).sort()
  const named = Object.keys(codes).sort()
  if (states.join() !== named.join()) throw new Error(`${machine.id}: states ${states.join(', ')} but codes for ${named.join(', ')}`)
  const names = new Map(Object.entries(codes).map(([name, code]) => [code, name]))
  if (names.size !== named.length) throw new Error(`${machine.id}: two statuses share a code`)
  return { machine, codes, names }
}

/**
 * The status a row in `from` moves to on `event`, or null when the lifecycle refuses the move
 * (an unknown status, no transition for the event, a guard saying no, or a move to itself).
 * Pure: the machine's own transition function, from a snapshot resolved at `from`.
 */
export function nextStatus<L extends Lifecycle>(
  lifecycle: L,
  from: number,
  event: LifecycleEvent<L>,
  context: unknown = {},
): number | null {
  const name = lifecycle.names.get(from)
  if (name === undefined) return null
  const snapshot = lifecycle.machine.resolveState({ value: name, context })
  if (!snapshot.can(event)) return null
  const [next] = transition(lifecycle.machine, snapshot, event)
  const to = typeof next.value === 'string' ? lifecycle.codes[next.value] : undefined
  return to === undefined || to === from ? null : to
}

/** The events the lifecycle accepts in a status: what a view offers as buttons. */
export function allowedEvents<L extends Lifecycle>(lifecycle: L, from: number, context: unknown = {}): string[] {
  const name = lifecycle.names.get(from)
  if (name === undefined) return []
  const snapshot = lifecycle.machine.resolveState({ value: name, context })
  return lifecycle.machine.root.states[name].ownEvents.filter((type) => snapshot.can({ type }))
}
