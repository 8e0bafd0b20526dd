import type * as z from 'zod/mini'

/**
 * One /app-api call. Its wire (method, path, who may call it, how its input travels) is plain
 * data the storefront imports; its summary and its request and response schemas
 * (contract/schemas/) join it into the `Call` the service registers, validates with and
 * documents. The storefront takes only the schemas' types: zod stays out of its bundle.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
/** guest: no session looked up; optional: a token personalises the answer; member: 401 without one. */
export type Auth = 'guest' | 'optional' | 'member'
/** How the storefront sends the input: query (GET, DELETE), form (SPEC.md's default), JSON, or multipart. */
export type Encoding = 'query' | 'form' | 'json' | 'multipart'

export interface Wire {
  method: Method
  path: string
  auth: Auth
  encoding: Encoding
}

export interface Call<W extends Wire = Wire, I extends z.ZodMiniType = z.ZodMiniType, O extends z.ZodMiniType = z.ZodMiniType> {
  name: string
  wire: W
  /** One line for the API reference. */
  summary: string
  input: I
  output: O
}

/** The wires of one domain, keyed by call name; the literal types are what the client types from. */
export const defineWires = <const W extends Record<string, Wire>>(wires: W): W => wires

/** Every wire of the domain gets its schemas: a call without a schema does not typecheck. */
export function defineCalls<
  W extends Record<string, Wire>,
  S extends { [K in keyof W]: { summary: string; input: z.ZodMiniType; output: z.ZodMiniType } },
>(wires: W, schemas: S): { [K in keyof W]: Call<W[K], S[K]['input'], S[K]['output']> } {
  return Object.fromEntries(Object.entries(wires).map(([name, wire]) => [name, { name, wire, ...schemas[name] }])) as {
    [K in keyof W]: Call<W[K], S[K]['input'], S[K]['output']>
  }
}

/** What the caller sends (before the service's defaults and coercions). */
export type Input<C extends Call> = z.input<C['input']>
/** What the service's handler receives. */
export type Parsed<C extends Call> = z.output<C['input']>
/** The envelope's `data` on success. */
export type Output<C extends Call> = z.output<C['output']>

/** `{ name: path }` of a domain's wires, for code that only needs the path (tests, start-up replies). */
export const pathsOf = <W extends Record<string, Wire>>(wires: W) =>
  Object.fromEntries(Object.entries(wires).map(([k, w]) => [k, w.path])) as { [K in keyof W]: W[K]['path'] }
