import { existsSync, readFileSync } from 'node:fs'
import { opsTokenFile, readConfig } from '../config'

/** A failure the operator reads as one line; the command line exits non-zero. */
export class OpsError extends Error {}

export interface OpsClient {
  get<T = unknown>(path: string, query?: Record<string, string | number | undefined>): Promise<T>
  post<T = unknown>(path: string, body?: unknown): Promise<T>
  /** A multipart POST of `fields` and one `file`. */
  upload<T = unknown>(path: string, fields: Record<string, string>, file: { bytes: Uint8Array; name: string }): Promise<T>
}

/** OPS_TOKEN, else the token file the service wrote into its data folder. */
export function resolveToken(env: NodeJS.ProcessEnv = process.env): string {
  if (env.OPS_TOKEN) return env.OPS_TOKEN
  const file = opsTokenFile(readConfig(env))
  if (!existsSync(file)) throw new OpsError(`no token: set OPS_TOKEN, or start the service once so that it writes ${file}`)
  return readFileSync(file, 'utf8').trim()
}

/** Speaks the admin API's `{ code, data, msg }` envelope and answers `data`. */
export function opsClient(baseUrl: string, token: string): OpsClient {
  async function request<T>(
    method: string,
    path: string,
    init: { query?: Record<string, string | number | undefined>; body?: unknown; form?: FormData } = {},
  ) {
    const url = new URL(`/admin-api${path}`, baseUrl)
    for (const [k, v] of Object.entries(init.query ?? {})) if (v !== undefined) url.searchParams.set(k, String(v))
    const headers: Record<string, string> = { authorization: `Bearer ${token}` }
    if (init.body !== undefined) headers['content-type'] = 'application/json'
    const body = init.form ?? (init.body === undefined ? undefined : JSON.stringify(init.body))
    let res: Response
    try {
      res = await fetch(url, { method, headers, body })
    } catch {
      throw new OpsError(`the service is not running at ${baseUrl} (start it with npm run serve, or set OPS_URL)`)
    }
    if (res.status === 401)
      throw new OpsError(`the service at ${baseUrl} refused the token (check OPS_TOKEN or the data folder's ops-token)`)
    const envelope = (await res.json().catch(() => null)) as { code: number; data: T; msg: string } | null
    if (!envelope) throw new OpsError(`${method} ${url.pathname} answered HTTP ${res.status} without a JSON envelope`)
    if (envelope.code !== 0) throw new OpsError(`${envelope.msg} (code ${envelope.code})`)
    return envelope.data
  }
  return {
    get: (path, query) => request('GET', path, { query }),
    post: (path, body) => request('POST', path, { body }),
    upload: (path, fields, file) => {
      const form = new FormData()
      for (const [k, v] of Object.entries(fields)) form.append(k, v)
      form.append('file', new Blob([new Uint8Array(file.bytes)]), file.name)
      return request('POST', path, { form })
    },
  }
}
