import type * as z from 'zod/mini'

/**
 * One /app-api call. Its wire ('METHOD /path', and how its input travels when that is not the
 * method's usual way) is a string the storefront imports; its summary, who may call it, and its request and response schemas
 * (contract/schemas/) join it into the `Call` the service registers, validates with and
 * documents. The storefront takes only the schemas' types: zod stays out of its bundle.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
/** guest: no session looked up; optional: a token personalises the answer; member: 401 without one. */
export type Auth = 'guest' | 'optional' | 'member'
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

/** `{ name: path }` of a domain's wires, for code that only needs the path (tests, start-up replies). */
export const pathsOf = <W extends Record<string, Wire>>(wires: W) =>
  Object.fromEntries(Object.entries(wires).map(([k, w]) => [k, parseWire(w).path])) as { [K in keyof W]: string }
