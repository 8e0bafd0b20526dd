import { useEffect, useState } from 'react'

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown }

/** A promise that never rejects, so a loader can hand it over unawaited without an unhandled rejection. */
export const settle = <T,>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  )

/** The outcome of a settled promise once it arrives; null while it is pending (or replaced by a newer one). */
export function useSettled<T>(promise: Promise<Settled<T>>): Settled<T> | null {
  const [done, setDone] = useState<{ promise: Promise<Settled<T>>; result: Settled<T> } | null>(null)
  useEffect(() => {
    let current = true
    void promise.then((result) => current && setDone({ promise, result }))
    return () => {
      current = false
    }
  }, [promise])
  return done?.promise === promise ? done.result : null
}
