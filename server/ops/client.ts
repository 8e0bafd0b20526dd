import { existsSync, readFileSync } from 'node:fs'
import { adminCallsByDomain } from '../../contract/admin'
import { type Call, type Client, clientOver, parseWire, type Send, type Wire } from '../../contract/call'
import { opsTokenFile, readConfig } from '../config'

/** A failure the operator reads as one line; the command line exits non-zero. */
export class OpsError extends Error {}

type AdminCalls = typeof adminCallsByDomain
/** The admin API's calls by domain, typed from contract/admin/: `api.wallet.approveRecharge({ id })`. */
export type OpsClient = { [D in keyof AdminCalls]: Client<AdminCalls[D]> }

/** OPS_TOKEN, else the token file the service wrote into its data folder. */
export function resolveToken(env: NodeJS.ProcessEnv = process.env): string {
  if (env.OPS_TOKEN) return env.OPS_TOKEN
  const file = opsTokenFile(readConfig(env))
  if (!existsSync(file)) throw new OpsError(`no token: set OPS_TOKEN, or start the service once so that it writes ${file}`)
  return readFileSync(file, 'utf8').trim()
}

type Fields = Record<string, unknown>
const present = (fields: Fields) => Object.entries(fields).filter(([, v]) => v !== undefined)

/** The input as its wire says: GET fields in the query, a JSON body, or a multipart form with its file. */
function encode(url: URL, encoding: ReturnType<typeof parseWire>['encoding'], fields: Fields): RequestInit {
  if (encoding === 'query') {
    for (const [k, v] of present(fields)) url.searchParams.set(k, String(v))
    return {}
  }
  if (encoding === 'multipart') {
    const form = new FormData()
    for (const [k, v] of present(fields)) form.append(k, v instanceof Blob ? v : String(v))
    return { body: form }
  }
  return { body: JSON.stringify(fields), headers: { 'content-type': 'application/json' } }
}

/** Speaks the admin API's `{ code, data, msg }` envelope and answers `data`. */
export function opsSend(baseUrl: string, token: string): Send {
  return async (wire, fields = {}) => {
    const { method, path, encoding } = parseWire(wire)
    const url = new URL(`/admin-api${path}`, baseUrl)
    const init = encode(url, encoding, fields)
    let res: Response
    try {
      res = await fetch(url, {
        ...init,
        method,
        headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}` },
      })
    } catch {
      throw new OpsError(`the service is not running at ${baseUrl} (start it with npm run serve, or set OPS_URL)`)
    }
    if (res.status === 401)
      throw new OpsError(`the service at ${baseUrl} refused the token (check OPS_TOKEN or the data folder's ops-token)`)
    const envelope = (await res.json().catch(() => null)) as { code: number; data: unknown; msg: string } | null
    if (!envelope) throw new OpsError(`${method} ${url.pathname} answered HTTP ${res.status} without a JSON envelope`)
    if (envelope.code !== 0) throw new OpsError(`${envelope.msg} (code ${envelope.code})`)
    return envelope.data
  }
}

/** A call's wire as text again (method, path, encoding), for the client's transport. */
export const wireOf = (call: Call) => `${call.wire.method} ${call.wire.path} ${call.wire.encoding}` as Wire

/** The admin calls by domain over `send` (tests pass one that checks every answer against its schema). */
export function adminClientOver(send: Send): OpsClient {
  const domains = Object.entries(adminCallsByDomain).map(([domain, calls]) => {
    const wires = Object.fromEntries(Object.entries(calls).map(([name, call]) => [name, wireOf(call as Call)]))
    return [domain, clientOver(wires, send)]
  })
  return Object.fromEntries(domains) as OpsClient
}

export const opsClient = (baseUrl: string, token: string) => adminClientOver(opsSend(baseUrl, token))
