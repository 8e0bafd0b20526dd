import { expect, vi } from 'vitest'
import { type AnyStateMachine, fromPromise, type InputFrom, type OutputFrom } from 'xstate'

/** A promise actor that resolves with `value`, recording every input it was called with. */
export function resolving<T, I = unknown>(value: T) {
  const calls: I[] = []
  const logic = fromPromise<T, I>(async ({ input }) => {
    calls.push(input)
    return value
  })
  return { logic, calls }
}

/** A promise actor that rejects like the API client does: an Error with the server's msg and a code; `T` is what it would answer. */
export function rejecting<I = unknown, T = never>(message: string, code: number | 'network' = 1001) {
  const calls: I[] = []
  const logic = fromPromise<T, I>(async ({ input }) => {
    calls.push(input)
    throw Object.assign(new Error(message), { code })
  })
  return { logic, calls }
}

/** A promise actor that stays in flight until `settle` is called. */
export function pending<T, I = unknown>() {
  const calls: I[] = []
  let settle: (value: T) => void = () => {}
  const logic = fromPromise<T, I>(({ input }) => {
    calls.push(input)
    return new Promise<T>((resolve) => {
      settle = resolve
    })
  })
  return { logic, calls, settle: (value: T) => settle(value) }
}

/** Lets resolved promises deliver their done events. */
export const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0))

/** The next request of a poll (`asked` counts them) goes out exactly `ms` from now, not a moment before. */
export async function nextAskIn(ms: number, asked: () => number) {
  const before = asked()
  await vi.advanceTimersByTimeAsync(ms - 1)
  expect(asked()).toBe(before)
  await vi.advanceTimersByTimeAsync(1)
  expect(asked()).toBe(before + 1)
}

/** The actor logic each of a machine's actors accepts in `provide`, by name: a fake must answer what the real one does. */
export type ActorsOf<M extends AnyStateMachine> = Required<NonNullable<Parameters<M['provide']>[0]['actors']>>

/** `resolving`, `rejecting` and `pending` for one named actor of `machine`, typed from that actor: no cast needed to provide them. */
export function fakesOf<M extends AnyStateMachine>(_machine: M) {
  type Out<K extends keyof ActorsOf<M>> = OutputFrom<ActorsOf<M>[K]>
  type In<K extends keyof ActorsOf<M>> = InputFrom<ActorsOf<M>[K]>
  return {
    resolving: <K extends keyof ActorsOf<M>>(_actor: K, value: Out<K>) => resolving<Out<K>, In<K>>(value),
    rejecting: <K extends keyof ActorsOf<M>>(_actor: K, message: string, code?: number | 'network') =>
      rejecting<In<K>, Out<K>>(message, code),
    pending: <K extends keyof ActorsOf<M>>(_actor: K) => pending<Out<K>, In<K>>(),
  }
}
