/** The catalog bench's calls: tenant 1 in English, unwrapped, failing on any code but 0. */

export type Call = () => Promise<unknown>
export type Api = ReturnType<typeof api>

export function api(base: string) {
  const headers = { 'tenant-id': '1', language: 'en', 'content-type': 'application/json' }
  const unwrap = async (res: Response) => {
    const body = (await res.json()) as { code: number; data: unknown; msg: string }
    if (body.code !== 0) throw new Error(`${res.url}: ${body.code} ${body.msg}`)
    return body.data
  }
  return {
    get: (path: string, query: Record<string, string | number> = {}) => {
      const url = new URL(`/app-api${path}`, base)
      for (const [k, v] of Object.entries(query)) url.searchParams.set(k, String(v))
      return fetch(url, { headers }).then(unwrap)
    },
    post: (path: string, json: unknown) =>
      fetch(`${base}/app-api${path}`, { method: 'POST', headers, body: JSON.stringify(json) }).then(unwrap),
  }
}
