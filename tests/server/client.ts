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
type Domains = typeof callsByDomain
type TestCall<C extends Call> = (...args: CallArgs<C, [options?: CallOptions]>) => Promise<Answer<Output<C>>>
/** `api.<domain>.<call>(input, options)`: typed from the contract, so a changed wire or schema breaks the tests that use it. */
export type TestClient = { [D in keyof Domains]: { [K in keyof Domains[D]]: Domains[D][K] extends Call ? TestCall<Domains[D][K]> : never } }

/** The contract's calls over `send` (the harness's `call`), each input put on the wire as the storefront's client puts it. */
export function clientOf(send: Send): TestClient {
  const domain = (calls: Record<string, Call>) =>
    Object.fromEntries(
      Object.entries(calls).map(([name, call]) => [name, (input?: Fields, options?: CallOptions) => sendCall(send, call, input, options)]),
    )
  return Object.fromEntries(Object.entries(callsByDomain).map(([name, calls]) => [name, domain(calls)])) as unknown as TestClient
}

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
      for (const [k, v] of Object.entries(rest)) if (v instanceof Blob) body.append(k, v)
      return send(method, path, { ...options, body })
    }
  }
}
