import { adminCallsByDomain } from '../../contract/admin'
import { type Call, type CallArgs, type Fields, fillPath, type Output, textFields } from '../../contract/call'
import { callsByDomain } from '../../contract/schemas'
import type { CallOptions } from './harness'

/** What a call answers in a test: the HTTP status and the whole envelope (a refusal's `code` and `msg` too). */
export interface Answer<T> {
  status: number
  code: number
  data: T
  msg: string
}

type Send = <T>(method: string, path: string, options?: CallOptions) => Promise<Answer<T>>
type Domains = Record<string, Record<string, Call>>
type TestCall<C extends Call> = (...args: CallArgs<C, [options?: CallOptions]>) => Promise<Answer<Output<C>>>
type ClientOf<D> = { [N in keyof D]: { [K in keyof D[N]]: D[N][K] extends Call ? TestCall<D[N][K]> : never } }
/** `api.<domain>.<call>(input, options)`: typed from the contract, so a changed wire or schema breaks the tests that use it. */
export type TestClient = ClientOf<typeof callsByDomain>
/** `admin.<domain>.<call>(input)`: the admin API's calls (contract/admin/), typed the same way. */
export type AdminTestClient = ClientOf<typeof adminCallsByDomain>

function callsOver(domains: Domains, send: Send) {
  const domain = (calls: Record<string, Call>) =>
    Object.fromEntries(
      Object.entries(calls).map(([name, call]) => [name, (input?: Fields, options?: CallOptions) => sendCall(send, call, input, options)]),
    )
  return Object.fromEntries(Object.entries(domains).map(([name, calls]) => [name, domain(calls)]))
}

/** The contract's calls over `send` (the harness's `call`), each input put on the wire as the storefront's client puts it. */
export const clientOf = (send: Send) => callsOver(callsByDomain, send) as unknown as TestClient
/** The admin calls over `send` (the harness's `ops`), each input put on the wire as the ops command line puts it. */
export const adminClientOf = (send: Send) => callsOver(adminCallsByDomain, send) as unknown as AdminTestClient

function sendCall(send: Send, call: Call, input: Fields = {}, options: CallOptions = {}) {
  const { method, encoding } = call.wire
  const { path, rest } = fillPath(call.wire.path, input)
  switch (encoding) {
    case 'query':
      return send(method, path, { ...options, query: { ...textFields(rest), ...options.query } })
    case 'form':
      return send(method, path, { ...options, form: textFields(rest) })
    case 'json':
      return send(method, path, { ...options, json: rest })
    case 'multipart': {
      const body = new FormData()
      for (const [k, v] of Object.entries(rest)) if (v !== undefined) body.append(k, v instanceof Blob ? v : String(v))
      return send(method, path, { ...options, body })
    }
  }
}
