import type pg from 'pg'

/**
 * PostgreSQL's half of the statement cache (docs/performance.md#the-statement-cache). Drizzle
 * sends every statement unnamed, so PostgreSQL parses and analyses it again on each run. Here a
 * `select`, `insert`, `update`, `delete` or `with` text gets one name for the whole process, the
 * first time it is seen; `pg` parses a named statement once per connection and then only binds
 * and executes it. Plans stay custom (`plan_cache_mode`, set by the pool), so every run is planned
 * for its own values as before (a keyed transaction excepted, server/db/security.ts). At most
 * `limit` texts are named (a statement whose text varies with its input, such as an `in` list,
 * would otherwise grow every connection without end); later texts run unnamed.
 */

const cacheable = /^\s*(select|insert|update|delete|with)\b/i

type QueryConfig = { text: string; name?: string }

export function namingClient(Client: typeof pg.Client, limit = 1000): typeof pg.Client {
  const names = new Map<string, string>()
  const nameOf = (text: string) => {
    const known = names.get(text)
    if (known || names.size >= limit || !cacheable.test(text)) return known
    const name = `vn${names.size + 1}`
    names.set(text, name)
    return name
  }
  class NamingClient extends Client {
    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this forwards each unchanged but one.
    query(config: any, ...rest: any[]): any {
      if (config && typeof config === 'object' && typeof (config as QueryConfig).text === 'string' && !(config as QueryConfig).name) {
        const name = nameOf((config as QueryConfig).text)
        if (name) return super.query({ ...config, name }, ...rest)
      }
      return super.query(config, ...rest)
    }
  }
  return NamingClient as typeof pg.Client
}
