import type { SessionActor } from '../session'

/** Whether the session (from the router's context) has a signed-in shopper. */
export const isSignedIn = (session: SessionActor) => Boolean(session.getSnapshot().context.token)
