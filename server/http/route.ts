import type { Hono, MiddlewareHandler } from 'hono'
import type { Auth, Call, Output, Parsed } from '../../contract/call'
import type { Tx } from '../db/client'
import { optionalUser, requireUser } from './auth'
import type { AppContext, AppEnv } from './context'
import { parseInput } from './input'
import { ok } from './respond'
import { type MemberScope, requestScope, type Scope, type TxOptions, withTx } from './scope'

type ScopeOf<A extends Auth> = A extends 'member' ? MemberScope : Scope

export interface Handling<C extends Call> {
  c: AppContext
  input: Parsed<C>
  /** withTx for this request, its scope typed by the call's auth (a member call's userId is a number). */
  withTx: <T>(fn: (tx: Tx, scope: ScopeOf<C['auth']>) => Promise<T>, options?: TxOptions) => Promise<T>
}

const sessionFor: Record<Auth, MiddlewareHandler<AppEnv>[]> = { guest: [], optional: [optionalUser], member: [requireUser] }

/** A wire's `{name}` parameters as Hono's `:name`; their values join the input (server/http/input.ts). */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

/**
 * Registers a contract call: its method and path, the session its auth asks for, the request
 * scope, input parsed with its schema; the handler calls one service function and the route
 * answers the success envelope. Every /app-api route goes through here, so the OpenAPI
 * document (made from the same calls) and the routes cannot drift apart.
 */
export function route<C extends Call>(
  app: Hono<AppEnv>,
  call: C,
  handler: (handling: Handling<C>) => Promise<Output<C>>,
  before: MiddlewareHandler<AppEnv>[] = [],
) {
  const { method } = call.wire
  const path = honoPath(call.wire.path)
  const handlers: MiddlewareHandler<AppEnv>[] = [...sessionFor[call.auth], requestScope, ...before]
  app.on(method, [path], ...handlers, async (c: AppContext) => {
    const input = (await parseInput(c, call.input)) as Parsed<C>
    return ok(c, await handler({ c, input, withTx: (fn, options) => withTx(c, fn, options) }))
  })
}
