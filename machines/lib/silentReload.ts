import { assign, createActor, fromPromise, setup } from 'xstate'
import { ErrorCode } from '../../contract/codes'

/**
 * docs/behaviour.md#errors: the message and refund lists reload silently on failure. A failed load is
 * tried again after 2 s, 4 s and 8 s; only then is the failure shown (a notice with its own
 * "try again", never a toast). A refusal that asking again cannot change (the session ended, a
 * bad request) is not retried.
 */
export const silentReloadLimits = { tries: 4, firstDelayMs: 2000 } as const

/** Failures worth asking again: the network, the service's own failure, its rate limit. */
const transient: readonly unknown[] = ['network', ErrorCode.internal, ErrorCode.tooManyRequests]
const isTransient = (error: unknown) => typeof error === 'object' && error !== null && 'code' in error && transient.includes(error.code)

type SilentReloadOutput = { ok: true; data: unknown } | { ok: false; error: unknown }

/**
 * One load, retried with growing pauses while it fails for a transient reason, at most
 * `silentReloadLimits.tries` times; tagged `retrying` during the pause before the next. Ends with
 * the data, or the last error.
 */
export const silentReloadMachine = setup({
  types: {
    context: {} as { tries: number; result: SilentReloadOutput | null },
    output: {} as SilentReloadOutput,
  },
  actors: {
    load: fromPromise<unknown>(async () => {
      throw new Error('load is provided by the caller')
    }),
  },
  delays: {
    pause: ({ context }) => silentReloadLimits.firstDelayMs * 2 ** (context.tries - 1),
  },
  guards: {
    again: ({ context }, failure: { error: unknown }) => context.tries < silentReloadLimits.tries && isTransient(failure.error),
  },
}).createMachine({
  id: 'silentReload',
  context: { tries: 0, result: null },
  initial: 'loading',
  states: {
    loading: {
      entry: assign(({ context }) => ({ tries: context.tries + 1 })),
      invoke: {
        src: 'load',
        onDone: { target: 'loaded', actions: assign(({ event }) => ({ result: { ok: true, data: event.output } as const })) },
        onError: [
          { guard: { type: 'again', params: ({ event }) => ({ error: event.error }) }, target: 'retrying' },
          { target: 'failed', actions: assign(({ event }) => ({ result: { ok: false, error: event.error } as const })) },
        ],
      },
    },
    retrying: { tags: ['retrying'], after: { pause: 'loading' } },
    loaded: { type: 'final' },
    failed: { type: 'final' },
  },
  output: ({ context }) => context.result ?? { ok: false, error: new Error('no result') },
})

/**
 * Runs `load` through the machine: resolves with its data, rejects with its last error. An abort
 * (the route left, or loading again) stops the pauses and rejects with the signal's reason.
 */
export function loadSilently<T>(load: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const actor = createActor(silentReloadMachine.provide({ actors: { load: fromPromise<unknown>(load) } }))
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      reject(signal?.reason)
      actor.stop()
    }
    if (signal?.aborted) return abort()
    signal?.addEventListener('abort', abort, { once: true })
    actor.subscribe({
      complete: () => {
        const output = actor.getSnapshot().output
        if (output?.ok) resolve(output.data as T)
        else reject(output?.error)
      },
    })
    actor.start()
  })
}
