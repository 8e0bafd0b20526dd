import type { Hono } from 'hono'
import type { Call, Output, Parsed } from '../../contract/call'
import type { PollSession } from '../lib/pollStatement'
import { bearerToken, hashToken } from './auth'
import type { AppEnv } from './context'
import { unauthorized } from './errors'
import { parseInput } from './input'
import { ok } from './respond'
import { honoPath } from './route'

/**
 * A poll every logged-in shopper runs every few seconds (the unread counts, an open chat's new and
 * retracted messages), registered by hand rather than through route(): route() would look the
 * session up in a transaction of its own before the poll's. Here one transaction (tenant set,
 * row-level security on) answers both in one statement (server/lib/pollStatement.ts), which
 * `poll` makes from the token's hash and answers null when no live session of this tenant has
 * it: the same 401 as anywhere.
 */
export function sessionPoll<C extends Call>(
  app: Hono<AppEnv>,
  call: C,
  poll: (session: PollSession, input: Parsed<C>) => Promise<Output<C> | null>,
) {
  app.on(call.wire.method, [honoPath(call.wire.path)], async (c) => {
    const input = (await parseInput(c, call.input)) as Parsed<C>
    const token = bearerToken(c.req.header('authorization'))
    const answer = token ? await poll({ tenantId: c.get('tenantId'), tokenHash: hashToken(token), db: c.get('db') }, input) : null
    if (answer === null) throw unauthorized()
    return ok(c, answer)
  })
}
