import { redirect } from '@tanstack/react-router'
import { sessionActor } from '../session'

/** `beforeLoad` of account pages: guests go to /login (SPEC.md section 6). */
export function requireMember() {
  if (!sessionActor.getSnapshot().context.token) throw redirect({ to: '/login' })
}
