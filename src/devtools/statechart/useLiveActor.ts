import { useEffect, useMemo, useState, useSyncExternalStore } from 'react'
import {
  createActor,
  type AnyActorRef,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InspectionEvent,
} from 'xstate'
import { PendingCalls, withFakeActors, type PendingCall } from './fakeActors'
import { isMachine } from './registry'

export interface LogEntry {
  seq: number
  /** Milliseconds since the actor started. */
  at: number
  /** The child actor concerned (`countdown`), null for the machine itself. */
  actor: string | null
  kind: 'event' | 'action' | 'state' | 'error'
  text: string
  detail: string | null
}

export interface LiveActor {
  actor: AnyActorRef | null
  snapshot: AnyMachineSnapshot | null
  /** Why the actor could not start or stopped with an error. */
  error: string | null
  log: LogEntry[]
  pending: PendingCall[]
  /** Delayed events of the machine still to come: event type -> milliseconds left. */
  timers: Map<string, number>
  send: (event: AnyEventObject) => void
  reset: () => void
}

const logLimit = 200
const payload = (event: AnyEventObject) => {
  const { type: _type, ...rest } = event
  return Object.keys(rest).length ? JSON.stringify(rest) : null
}
const describeValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value))
export const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))

/** XState's own events as the chart labels them: `done · sendCode`, `after · 1000`. */
const eventName = (type: string) =>
  type.replace(/^xstate\.(done|error)\.actor\.(?:\d+\.)?/, '$1 · ').replace(/^xstate\.after\.([^.]+)\..*$/, 'after · $1')

/** What the event log says about an inspection event, or nothing for the noise. */
function logged(event: InspectionEvent): Omit<LogEntry, 'seq' | 'at'> | null {
  const actor = event.actorRef.sessionId === event.rootId ? null : ((event.actorRef as AnyActorRef).id ?? null)
  const machine = isMachine((event.actorRef as { logic?: unknown }).logic)
  if (event.type === '@xstate.event' && machine && event.event.type !== 'xstate.init') {
    return { actor, kind: 'event', text: eventName(event.event.type), detail: payload(event.event) }
  }
  if (event.type === '@xstate.action' && !event.action.type.startsWith('xstate.')) {
    return {
      actor,
      kind: 'action',
      text: event.action.type,
      detail: event.action.params === undefined ? null : JSON.stringify(event.action.params),
    }
  }
  if (event.type === '@xstate.snapshot' && machine) {
    return { actor, kind: 'state', text: describeValue((event.snapshot as AnyMachineSnapshot).value), detail: null }
  }
  return null
}

function scheduledFor(actor: AnyActorRef): Map<string, number> {
  const timers = new Map<string, number>()
  const now = Date.now()
  for (const scheduled of Object.values(actor.system.getSnapshot()._scheduledEvents)) {
    if (scheduled.target === actor) timers.set(scheduled.event.type, Math.max(0, scheduled.startedAt + scheduled.delay - now))
  }
  return timers
}

const sameTimers = (a: Map<string, number>, b: Map<string, number>) =>
  a.size === b.size && [...a].every(([type, ms]) => Math.round((b.get(type) ?? -1) / 100) === Math.round(ms / 100))

/**
 * Runs the machine with faked actors (resolved or rejected by the analyst) and keeps what the
 * chart shows of it: the snapshot, the calls in flight, the delayed events, an event log.
 */
export function useLiveActor(machine: AnyStateMachine, input: unknown, enabled = true): LiveActor {
  const [generation, setGeneration] = useState(0)
  // A fresh set of calls per run: a reset drops the calls of the previous actor.
  // biome-ignore lint/correctness/useExhaustiveDependencies: machine and generation name the run the set belongs to
  const calls = useMemo(() => new PendingCalls(), [machine, generation])
  const [run, setRun] = useState<{ actor: AnyActorRef | null; snapshot: AnyMachineSnapshot | null; error: string | null }>({
    actor: null,
    snapshot: null,
    error: null,
  })
  const [log, setLog] = useState<LogEntry[]>([])
  const [timers, setTimers] = useState<Map<string, number>>(new Map())
  const pending = useSyncExternalStore(calls.subscribe, calls.list)

  useEffect(() => {
    if (!enabled) return
    const started = Date.now()
    let seq = 0
    const note = (entry: Omit<LogEntry, 'seq' | 'at'>) =>
      setLog((list) => [{ ...entry, seq: seq++, at: Date.now() - started }, ...list].slice(0, logLimit))
    const failed = (error: unknown) => {
      setRun((r) => ({ ...r, error: errorText(error) }))
      note({ actor: null, kind: 'error', text: errorText(error), detail: null })
    }
    const lastValue = new Map<string | null, string>()
    setLog([])
    let actor: AnyActorRef
    try {
      actor = createActor(withFakeActors(machine, calls), {
        input,
        inspect: (event) => {
          const entry = logged(event)
          if (!entry || (entry.kind === 'state' && lastValue.get(entry.actor) === entry.text)) return
          if (entry.kind === 'state') lastValue.set(entry.actor, entry.text)
          note(entry)
        },
      })
    } catch (error) {
      failed(error)
      return
    }
    const subscription = actor.subscribe({ next: (snapshot) => setRun({ actor, snapshot, error: null }), error: failed })
    try {
      actor.start()
      setRun((r) => (r.error ? r : { actor, snapshot: actor.getSnapshot(), error: null }))
    } catch (error) {
      failed(error)
    }
    const tick = setInterval(() => {
      const next = scheduledFor(actor)
      setTimers((current) => (sameTimers(current, next) ? current : next))
    }, 100)
    return () => {
      clearInterval(tick)
      subscription.unsubscribe()
      actor.stop()
      setRun({ actor: null, snapshot: null, error: null })
      setTimers(new Map())
    }
  }, [machine, input, calls, enabled])

  return {
    ...run,
    log,
    pending,
    timers,
    send: (event) => run.actor?.send(event),
    reset: () => setGeneration((g) => g + 1),
  }
}
