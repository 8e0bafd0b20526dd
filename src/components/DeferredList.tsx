import { CatchBoundary } from '@tanstack/react-router'
import { Suspense, use, type ReactNode } from 'react'
import type { ListState } from '../lib/listState'

export interface DeferredListProps<T> {
  /** A loader's promise, handed over unawaited so the rest of the page draws first. */
  promise: Promise<T>
  retry: () => void
  children: (list: ListState<T>) => ReactNode
}

/** A deferred loader value in its three states: loading until it lands (React's `use()`), failed if it rejects. */
export function DeferredList<T>({ promise, retry, children }: DeferredListProps<T>) {
  return (
    <CatchBoundary getResetKey={() => promise} errorComponent={() => children({ status: 'failed', retry })}>
      <Suspense fallback={children({ status: 'loading' })}>
        <Ready promise={promise}>{children}</Ready>
      </Suspense>
    </CatchBoundary>
  )
}

function Ready<T>({ promise, children }: Omit<DeferredListProps<T>, 'retry'>) {
  return children({ status: 'ready', data: use(promise) })
}
