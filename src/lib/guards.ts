import { useRouter } from '@tanstack/react-router'
import { useCallback } from 'react'
import type { SessionActor } from '../session'

/** Whether the session (from the router's context) has a signed-in shopper. */
export const isSignedIn = (session: SessionActor) => Boolean(session.getSnapshot().context.token)

/** Sends a guest to /login; they come back to this very page (filters and all) after logging in. */
export function useGoToLogin() {
  const router = useRouter()
  return useCallback(() => void router.navigate({ to: '/login', search: { redirect: router.state.location.href } }), [router])
}
