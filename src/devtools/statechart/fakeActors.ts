import { fromPromise, type AnyStateMachine } from 'xstate'
import { isMachine } from './registry'

/** A call of a faked actor, waiting for the analyst to resolve or reject it. */
export interface PendingCall {
  key: number
  /** The actor's name, prefixed by the child machines it runs in (`countdown › sendCode`). */
  name: string
  input: unknown
  resolve: (output: unknown) => void
  reject: (message: string) => void
}

/** The calls in flight, observable with useSyncExternalStore. */
export class PendingCalls {
  private calls: PendingCall[] = []
  private listeners = new Set<() => void>()
  private nextKey = 1

  list = () => this.calls

  subscribe = (listener: () => void) => {
    this.listeners.add(listener)
    return () => this.listeners.delete(listener)
  }

  add(name: string, input: unknown, settle: { resolve: (output: unknown) => void; reject: (error: Error) => void }): number {
    const key = this.nextKey++
    const call: PendingCall = {
      key,
      name,
      input,
      resolve: (output) => this.remove(key) && settle.resolve(output),
      // Rejects like the API client does: an Error carrying the server's message and a code.
      reject: (message) => this.remove(key) && settle.reject(Object.assign(new Error(message), { code: 1001 })),
    }
    this.update([...this.calls, call])
    return key
  }

  remove(key: number): boolean {
    if (!this.calls.some((call) => call.key === key)) return false
    this.update(this.calls.filter((call) => call.key !== key))
    return true
  }

  private update(calls: PendingCall[]) {
    this.calls = calls
    for (const listener of this.listeners) listener()
  }
}

function fakeActor(name: string, calls: PendingCalls) {
  return fromPromise<unknown, unknown>(
    ({ input, signal }) =>
      new Promise((resolve, reject) => {
        const key = calls.add(name, input, { resolve, reject })
        signal.addEventListener('abort', () => calls.remove(key))
      }),
  )
}

/**
 * The machine with every named actor replaced by a promise that waits for the analyst; child
 * machines keep running, with their own actors faked the same way.
 */
export function withFakeActors(machine: AnyStateMachine, calls: PendingCalls, owner = ''): AnyStateMachine {
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors).map(([name, logic]) => [
      name,
      isMachine(logic) ? withFakeActors(logic, calls, `${owner}${name} › `) : fakeActor(`${owner}${name}`, calls),
    ]),
  )
  return machine.provide({ actors })
}
