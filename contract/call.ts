import type * as z from 'zod/mini'

/**
 * One /app-api call. Its wire ('METHOD /path', and how its input travels when that is not the
 * method's usual way) is a string the storefront imports; its summary, who may call it, and its request and response schemas
 * (contract/schemas/) join it into the `Call` the service registers, validates with and
 * documents. The storefront takes only the schemas' types: zod stays out of its bundle.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
/**
 * guest: no session looked up; optional: a token personalises the answer; member: 401 without one;
 * ops: the platform's admin API (contract/admin/), 401 without the ops token, across tenants.
 */
export type Auth = 'guest' | 'optional' | 'member' | 'ops'
/** How the storefront sends the input: query (GET, DELETE), form (the default of docs/behaviour.md#calls), JSON, or multipart. */
export type Encoding = 'query' | 'form' | 'json' | 'multipart'

/**
 * 'POST /product/spuFirst/page json': the encoding only when it is not the method's usual one
 * (the query for GET and DELETE, a form for POST and PUT).
 */
export type Wire = `${Method} /${string}`

export function parseWire(wire: Wire): { method: Method; path: string; encoding: Encoding } {
  const [method, path, encoding] = wire.split(' ') as [Method, string, Encoding | undefined]
  return { method, path, encoding: encoding ?? (method === 'GET' || method === 'DELETE' ? 'query' : 'form') }
}

type Schemas = { summary: string; auth: Auth; input: z.ZodMiniType; output: z.ZodMiniType }

export interface Call<S extends Schemas = Schemas> {
  name: string
  wire: ReturnType<typeof parseWire>
  /** One line for the API reference. */
  summary: string
  auth: S['auth']
  input: S['input']
  output: S['output']
}

/** The wires of one domain, keyed by call name; the literal types are what the client types from. */
export const defineWires = <const W extends Record<string, Wire>>(wires: W): W => wires

/** Every wire of the domain gets its summary, auth and schemas: a call without them does not typecheck. */
export function defineCalls<W extends Record<string, Wire>, const S extends { [K in keyof W]: Schemas }>(
  wires: W,
  schemas: S,
): { [K in keyof W]: Call<S[K]> } {
  const calls = Object.entries(wires).map(([name, wire]) => [name, { name, wire: parseWire(wire), ...schemas[name] }])
  return Object.fromEntries(calls) as { [K in keyof W]: Call<S[K]> }
}

/** What the caller sends (before the service's defaults and coercions). */
export type Input<C extends Call> = z.input<C['input']>
/** What the service's handler receives. */
export type Parsed<C extends Call> = z.output<C['input']>
/** The envelope's `data` on success. */
export type Output<C extends Call> = z.output<C['output']>

/** A call without required fields (`{}` fits its input) may be called without input; `Rest` follows it (a test client's options). */
export type CallArgs<C extends Call, Rest extends unknown[] = []> =
  Record<never, never> extends Input<C> ? [input?: Input<C>, ...Rest] : [input: Input<C>, ...Rest]

/** A call's input as the storefront holds it, before it is put on the wire. */
export type Fields = Record<string, unknown>

/** Query and form values as text; lists as "1,2,3"; absent values left out. */
export const textFields = (fields: Fields = {}) =>
  Object.fromEntries(
    Object.entries(fields)
      .filter(([, v]) => v !== undefined && v !== null)
      .map(([k, v]) => [k, Array.isArray(v) ? v.join(',') : String(v)]),
  )

/** A path's `{name}` parameters filled from the input (encoded), and the input without them. */
export function fillPath(path: string, fields: Fields): { path: string; rest: Fields } {
  const rest = { ...fields }
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name]
    delete rest[name]
    return encodeURIComponent(String(value ?? ''))
  })
  return { path: filled, rest }
}

export type Client<Calls extends Record<string, Call>> = { [K in keyof Calls]: (...args: CallArgs<Calls[K]>) => Promise<Output<Calls[K]>> }

/** How a client's calls travel: the storefront's ky (src/api/client.ts), the ops command line's fetch (server/ops/client.ts). */
export type Send = (wire: Wire, input?: Record<string, unknown>) => Promise<unknown>

/**
 * A domain's typed calls: method, path and encoding from its wires (plain data), input and output
 * types from its schemas (imported as types only, so no schema code reaches the storefront's bundle).
 */
export function clientOver<Calls extends Record<string, Call>>(wires: { [K in keyof Calls]: Wire }, send: Send): Client<Calls> {
  const calls = Object.entries(wires).map(([name, wire]) => [name, (input?: Record<string, unknown>) => send(wire as Wire, input)])
  return Object.fromEntries(calls) as unknown as Client<Calls>
}

/** `{ name: path }` of a domain's wires, for code that only needs the path (tests, start-up replies). */
export const pathsOf = <W extends Record<string, Wire>>(wires: W) =>
  Object.fromEntries(Object.entries(wires).map(([k, w]) => [k, parseWire(w).path])) as { [K in keyof W]: string }
