import { redirect, type ParsedLocation } from '@tanstack/react-router'
import type { LoginIntent } from '../../machines/account/loginDialog'
import { knownOpenShop } from '../../machines/session/session'
import type { SessionActor } from '../session'

/** What the router's context gives every `beforeLoad` (main.tsx fills it). */
export interface RouterContext {
  session: SessionActor
}

/** The part of the session actor a guard reads (tests give a plain object). */
type Session = { getSnapshot: () => { context: { token?: string | null } } }
const isSignedIn = (session: Session) => Boolean(session.getSnapshot().context.token)

/** `beforeLoad` of the member layout: guests go to /login, and come back here afterwards (docs/behaviour.md#session-and-roles). */
export function membersOnly({ context, location }: { context: { session: Session }; location: ParsedLocation }) {
  if (!isSignedIn(context.session)) throw redirect({ to: '/login', search: { redirect: location.href } })
}

/** docs/behaviour.md#shop-application: a guest applying for a shop goes to /login?apply=true. */
export function applicantsOnly({ context }: { context: { session: Session } }) {
  if (!isSignedIn(context.session)) throw redirect({ to: '/login', search: { apply: true } })
}

/**
 * `beforeLoad` of the seller center (docs/behaviour.md#seller-center): guests go to /login and come back; a member
 * without an open shop sees the shop application (to apply, or its status) instead.
 */
export async function shopOwnersOnly({ context, location }: { context: RouterContext; location: ParsedLocation }) {
  membersOnly({ context, location })
  if (!(await knownOpenShop(context.session))) throw redirect({ to: '/applyShop', replace: true })
}

/** A guest's action that needs an account (docs/behaviour.md#account): the login dialog says why and finishes it once signed in. */
export const askToLogIn = (intent: LoginIntent) =>
  void import('../screens/account/loginDialog').then((m) => m.openLoginDialog('login', undefined, false, intent))

/** A heart pressed by a guest: liked once they are signed in, unless it already is. */
export const likeOnceSignedIn =
  (reason: 'wishlist' | 'followShop') =>
  ({ self }: { self: { getSnapshot: () => { context: { flag: 0 | 1 } }; send: (event: { type: 'TOGGLE' }) => void } }) =>
    askToLogIn({ reason, finish: () => self.getSnapshot().context.flag === 0 && self.send({ type: 'TOGGLE' }) })
