import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'

/** What every list screen draws: loading, failed (with a retry, and what went wrong when known), or ready with its data. */
export type ListState<T> = { status: 'loading' } | { status: 'failed'; retry: () => void; error?: unknown } | { status: 'ready'; data: T }

/** The one retry of a page's data: the router runs its loaders again. */
export function useRetry(): () => void {
  const router = useRouter()
  return useCallback(() => void router.invalidate(), [router])
}

/** One part of a ready state's data; loading and failed pass through. */
export const partOf = <T, K extends keyof T>(state: ListState<T>, key: K): ListState<T[K]> =>
  state.status === 'ready' ? { status: 'ready', data: state.data[key] } : state
