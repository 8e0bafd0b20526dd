import { useEffect, useState } from 'react'

export type Settled<T> = { ok: true; value: T } | { ok: false; error: unknown }

/** A promise that never rejects, so a loader can hand it over unawaited without an unhandled rejection. */
export const settle = <T,>(promise: Promise<T>): Promise<Settled<T>> =>
  promise.then(
    (value) => ({ ok: true, value }),
    (error: unknown) => ({ ok: false, error }),
  )

/**
 * The outcome of a settled promise once it arrives; null while it is pending (or replaced by a newer one).
 * Not React's use() or the router's <Await>: both suspend, so the shop page would be drawn once as the
 * Suspense fallback and mounted again when the products land (header, logo and the page's actors twice,
 * the logo a second LCP candidate), or the page would need a boundary for each of count, grid and pages.
 */
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
