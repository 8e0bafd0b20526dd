import ky, { type Options } from 'ky'
import { type Call, type Client, clientOver, type Fields, fillPath, parseWire, textFields, type Wire } from '../../contract/call'
import { bootElementId, requestKey, type BootReply, type RequestShape } from '../../contract/boot'
import { isSessionEndedCode, isSuccessCode, type Envelope } from '../../contract/envelope'
import { sexOf, type Population } from '../../contract/locale'

/** A failed call, typed for machines: `code` from the envelope, or 'network' for transport errors. */
export class ApiError extends Error {
  constructor(
    readonly code: number | 'network',
    message: string,
  ) {
    super(message)
    this.name = 'ApiError'
  }
  get isNetwork() {
    return this.code === 'network'
  }
}

/** What every request needs from the session, read at call time. */
export interface ApiContext {
  token: string | null
  tenantId: number
  lang: string
  currencyCode: string
  symbol: string
  population: Population
}

let readContext: () => ApiContext = () => ({ token: null, tenantId: 1, lang: 'en', currencyCode: 'USD', symbol: '$', population: 'female' })
let onSessionEnded: () => void = () => {}

/** Wires the client to the session actor once, at start. */
export function configureApi(options: { context: () => ApiContext; onSessionEnded: () => void }) {
  readContext = options.context
  onSessionEnded = options.onSessionEnded
}

const network = ky.create({
  prefixUrl: '/app-api',
  throwHttpErrors: false,
  retry: 0,
  timeout: 30_000,
  hooks: {
    beforeRequest: [
      (request) => {
        const s = readContext()
        request.headers.set('language', s.lang)
        request.headers.set('tenant-id', String(s.tenantId))
        if (s.token) request.headers.set('Authorization', s.token)
      },
    ],
  },
})

let http: (url: string, options: Options) => Promise<Response> = network

/** docs/behaviour.md#calls: every request adds language, sex, currencyCode and symbol. */
function commonParams(): Record<string, string> {
  const s = readContext()
  return { language: s.lang, sex: String(sexOf[s.population]), currencyCode: s.currencyCode, symbol: s.symbol }
}

async function unwrap<T>(request: Promise<Response>, token: string | null): Promise<T> {
  let response: Response
  let envelope: Envelope<T>
  try {
    response = await request
    envelope = (await response.json()) as Envelope<T>
  } catch (error) {
    throw new ApiError('network', error instanceof Error ? error.message : String(error))
  }
  return settle(envelope, response.status, token)
}

/**
 * `token` is the one the request carried: a refusal of a token the session no longer holds (a poll sent
 * before a new password, answered after the next login) must not end the session that replaced it.
 */
function settle<T>(envelope: Envelope<T>, status: number, token: string | null): T {
  if (isSuccessCode(envelope.code)) return envelope.data
  if (isSessionEndedCode(envelope.code) || status === 401) {
    if (token === readContext().token) onSessionEnded()
    throw new ApiError(401, envelope.msg)
  }
  throw new ApiError(envelope.code, envelope.msg)
}

/** The replies the service wrote into the page for the requests made at start (contract/boot.ts). */
const bootReplies = new Map<string, BootReply>()

/** Where the replies are: the page's document, or a stand-in holding the same element. */
interface BootSource {
  getElementById(id: string): { textContent: string | null } | null
}

export function readBootReplies(doc: BootSource | undefined = globalThis.document) {
  try {
    keepBootReplies(JSON.parse(doc?.getElementById(bootElementId)?.textContent || '[]') as BootReply[])
  } catch {
    // No usable replies: every request goes to the network.
    bootReplies.clear()
  }
}

/** The replies to answer the start-up requests from: the page's, or the service's own when it draws the first view. */
function keepBootReplies(replies: readonly BootReply[]) {
  bootReplies.clear()
  for (const r of replies) bootReplies.set(r.key, r)
}

/**
 * Drawing a page's first view on the service (src/entry-server.tsx), only the start-up replies
 * answer: any other request fails, so the page is not drawn there and the browser draws it.
 */
export function answerOnlyFrom(replies: readonly BootReply[]) {
  keepBootReplies(replies)
  http = () => Promise.reject(new Error('Not among the start-up replies'))
}
readBootReplies()

/** The written reply to this exact request, taken once; later calls (a refresh) ask the service. */
function fromBoot<T>(shape: Omit<RequestShape, 'tenantId'>): Promise<T> | null {
  if (bootReplies.size === 0) return null
  const context = readContext()
  const key = requestKey({ ...shape, tenantId: context.tenantId })
  const hit = bootReplies.get(key)
  if (!hit || (context.token && !hit.shared)) return null
  bootReplies.delete(key)
  return Promise.resolve().then(() => settle(hit.reply as Envelope<T>, 200, context.token))
}

const relative = (p: string) => p.replace(/^\//, '')

/** Sends one call as its wire says: query, form (the default of docs/behaviour.md#calls), JSON or multipart. */
export function send<T>(wire: Wire, fields: Fields = {}): Promise<T> {
  const { method, encoding, ...parsed } = parseWire(wire)
  const { path, rest: input } = fillPath(parsed.path, fields)
  const query = commonParams()
  const url = relative(path)
  const token = readContext().token
  switch (encoding) {
    case 'query': {
      const searchParams = { ...query, ...textFields(input) }
      const written = method === 'GET' ? fromBoot<T>({ method, path, query: searchParams }) : null
      return written ?? unwrap<T>(http(url, { method, searchParams }), token)
    }
    case 'form': {
      const body = new URLSearchParams(textFields(input))
      const written = fromBoot<T>({ method: 'POST', path, query, body: body.toString() })
      return written ?? unwrap<T>(http(url, { method, searchParams: query, body }), token)
    }
    case 'json': {
      const written = fromBoot<T>({ method: 'POST', path, query, body: JSON.stringify(input) })
      return written ?? unwrap<T>(http(url, { method, searchParams: query, json: input }), token)
    }
    case 'multipart': {
      const body = new FormData()
      for (const [k, v] of Object.entries(input)) if (v instanceof Blob) body.append(k, v)
      return unwrap<T>(http(url, { method, searchParams: query, body, timeout: 120_000 }), token)
    }
  }
}

/** A domain's typed calls over this transport (contract/call.ts `clientOver`). */
export const clientOf = <Calls extends Record<string, Call>>(wires: { [K in keyof Calls]: Wire }): Client<Calls> =>
  clientOver<Calls>(wires, send)

export type { Client }
