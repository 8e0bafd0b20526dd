import type { Hono, MiddlewareHandler } from 'hono'
import type { Auth, Call, Output, Parsed } from '../../contract/call'
import { asPlatform, type Tx } from '../db/client'
import { optionalUser, requireUser } from './auth'
import type { AppContext, AppEnv } from './context'
import { parseInput } from './input'
import { requireOpsToken } from './opsToken'
import { ok } from './respond'
import { type MemberScope, requestScope, type Scope, type TxOptions, withTx } from './scope'

type ScopeOf<A extends Auth> = A extends 'member' ? MemberScope : Scope

/** The request's transaction: in its tenant, with a scope typed by the call's auth; an ops call's as the platform, across tenants. */
type TxOf<A extends Auth> = A extends 'ops'
  ? <T>(fn: (tx: Tx) => Promise<T>) => Promise<T>
  : <T>(fn: (tx: Tx, scope: ScopeOf<A>) => Promise<T>, options?: TxOptions) => Promise<T>

/** What the handler may answer for T: a Date where the wire has text, since the envelope's JSON writes it as its ISO form. */
export type Serialized<T> = T extends string
  ? T | Date
  : T extends readonly (infer U)[]
    ? readonly Serialized<U>[]
    : T extends object
      ? { [K in keyof T]: Serialized<T[K]> }
      : T

export interface Handling<C extends Call> {
  c: AppContext
  input: Parsed<C>
  /** withTx for this request, its scope typed by the call's auth (a member call's userId is a number). */
  withTx: TxOf<C['auth']>
}

const sessionFor: Record<Auth, MiddlewareHandler<AppEnv>[]> = {
  guest: [requestScope],
  optional: [optionalUser, requestScope],
  member: [requireUser, requestScope],
  ops: [requireOpsToken],
}

/** A wire's `{name}` parameters as Hono's `:name`; their values join the input (server/http/input.ts). */
export const honoPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

function transaction<A extends Auth>(c: AppContext, auth: A): TxOf<A> {
  if (auth === 'ops') return (<T>(fn: (tx: Tx) => Promise<T>) => asPlatform(c.get('db'), fn)) as TxOf<A>
  return (<T>(fn: (tx: Tx, scope: Scope) => Promise<T>, options?: TxOptions) => withTx(c, fn, options)) as TxOf<A>
}

/**
 * Registers a contract call: its method and path, the session (or ops token) its auth asks for,
 * the request scope, input parsed with its schema; the handler calls one service function and the
 * route answers the success envelope. Every /app-api and /admin-api route goes through here, so
 * the OpenAPI documents (made from the same calls) and the routes cannot drift apart.
 */
export function route<C extends Call>(
  app: Hono<AppEnv>,
  call: C,
  handler: (handling: Handling<C>) => Promise<Serialized<Output<C>>>,
  before: MiddlewareHandler<AppEnv>[] = [],
) {
  const { method } = call.wire
  const path = honoPath(call.wire.path)
  const handlers: MiddlewareHandler<AppEnv>[] = [...sessionFor[call.auth], ...before]
  app.on(method, [path], ...handlers, async (c: AppContext) => {
    const input = (await parseInput(c, call.input)) as Parsed<C>
    return ok(c, await handler({ c, input, withTx: transaction(c, call.auth as C['auth']) }))
  })
}
