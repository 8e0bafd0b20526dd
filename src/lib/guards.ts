import { redirect, type ParsedLocation } from '@tanstack/react-router'
import { sessionActor } from '../session'

const signedIn = () => Boolean(sessionActor.getSnapshot().context.token)

/** `beforeLoad` of account pages: guests go to /login, and come back here afterwards (SPEC.md section 6). */
export function requireMember({ location }: { location: ParsedLocation }) {
  if (!signedIn()) throw redirect({ to: '/login', search: { redirect: location.href } })
}

/** SPEC.md section 6: a guest applying for a shop goes to /login?apply=true. */
export function requireMemberToApply() {
  if (!signedIn()) throw redirect({ to: '/login', search: { apply: true } })
}
