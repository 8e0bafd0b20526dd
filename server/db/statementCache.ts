import type { PGlite, QueryOptions, Results, Transaction } from '@electric-sql/pglite'
import { ArrivalQueue } from './arrivalOrder'

/**
 * PGlite's client for Drizzle, with one statement cache (docs/performance.md#the-statement-cache).
 *
 * PGlite keeps no prepared statements of its own: each query is parsed, described, bound, described
 * again, executed and synced, six calls into WebAssembly, and planned anew. PostgreSQL's drivers
 * pay for that over a socket in one round trip; in PGlite it is most of a short statement's cost.
 * Here a statement (select, insert, update, delete, with) is prepared once under a name, the first
 * time its text is seen, and then runs as one call: bind, execute, sync (its result's columns are
 * known from the preparation). Other statements (DDL, transaction control, several statements in
 * one text) take PGlite's own path.
 *
 * The cache is bounded: past `limit` names the least recently used is closed. A statement that
 * fails to prepare is not kept. Inside a transaction the caller already holds PGlite's
 * transaction lock; outside one, a query takes it as PGlite's own query does. Transactions and
 * lone queries wait their turn in arrival order (arrivalOrder.ts).
 */

type Protocol = typeof import('@electric-sql/pglite').protocol

interface Field {
  name: string
  dataTypeID: number
}

interface Prepared {
  name: string
  types: number[]
  fields: Field[]
}

type Message = { name: string; fields?: (string | null)[]; text?: string }

/** A transaction of the cache's: `held` while its BEGIN waits to go with its first statement. */
type Opening = { held: boolean }

/** The PGlite members this needs beyond its public interface: the lock its own query takes. */
type Locked = PGlite & { _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T> }

const cacheable = /^\s*(select|insert|update|delete|with)\b/i

const concat = (parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0))
  let at = 0
  for (const p of parts) {
    out.set(p, at)
    at += p.length
  }
  return out
}

class StatementCache {
  private readonly named = new Map<string, Prepared>()
  private counter = 0

  constructor(
    private readonly pg: PGlite,
    private readonly protocol: Protocol,
    private readonly limit: number,
  ) {}

  /**
   * Runs a cacheable `text`; the caller holds the transaction lock (or is inside a transaction).
   * `open`: a transaction whose BEGIN has not been sent yet, which then goes in the same call.
   */
  run<T>(text: string, params: unknown[] = [], options?: QueryOptions, open?: Opening): Promise<Results<T>> {
    return this.pg.runExclusive(async () => {
      const statement = this.recent(text) ?? (await this.prepare(text))
      const begin = open?.held ? (this.begin ??= await this.prepare('begin', 'vc')) : undefined
      const { serialize } = this.protocol
      const values = params.map((v, i) => this.serialized(v, statement.types[i]))
      // Sent from here on, and run even when the statement with it fails: that transaction then needs its ROLLBACK.
      if (open) open.held = false
      try {
        const messages = (await this.pg.execProtocolStream(
          concat([
            ...(begin ? [serialize.bind({ statement: begin.name }), serialize.execute({})] : []),
            serialize.bind({ statement: statement.name, values }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        )) as Message[]
        // The BEGIN's own completion first, when it went along.
        const own = begin ? messages.slice(messages.findIndex((m) => m.name === 'commandComplete') + 1) : messages
        return this.results<T>(own, statement.fields, options)
      } catch (error) {
        throw Object.assign(error as Error, { query: text, params, queryOptions: options })
      }
    })
  }

  /**
   * One transaction on the lock the caller holds: its BEGIN goes in one call with its first
   * statement, and its COMMIT is one call (PGlite's own transaction sends each as a query, then a
   * sync: four calls). A statement the cache does not take (a savepoint, several in one text) is
   * sent whole, without parameters. A transaction that ran nothing sends nothing.
   */
  async transaction<T>(fn: (tx: Queryable) => Promise<T>): Promise<T> {
    const open: Opening = { held: true }
    const tx: Queryable = {
      query: <R>(text: string, params?: unknown[], options?: QueryOptions) =>
        cacheable.test(text) ? this.run<R>(text, params, options, open) : this.whole<R>(text, params, options, open),
    }
    try {
      const value = await fn(tx)
      if (!open.held) {
        const done = await this.whole('commit')
        // A transaction whose error was caught inside it is rolled back by its COMMIT: it must not look committed.
        if (done.command === 'ROLLBACK') throw new Error('The transaction was rolled back: a statement in it failed')
      }
      return value
    } catch (error) {
      if (!open.held) await this.whole('rollback')
      throw error
    }
  }

  /**
   * A statement sent as text, without parameters (after the held BEGIN, if any): a savepoint, an
   * EXPLAIN, `set local`. Answers the last statement's rows and completion, as PGlite does.
   */
  private whole<T>(text: string, params?: unknown[], options?: QueryOptions, open?: Opening): Promise<Results<T>> {
    if (params?.length) throw new Error(`A statement outside the statement cache takes no parameters in a transaction: ${text}`)
    const begin = open?.held ? 'begin; ' : ''
    if (open) open.held = false
    return this.pg.runExclusive(async () => {
      const { serialize } = this.protocol
      const messages = (await this.pg.execProtocolStream(concat([serialize.query(`${begin}${text}`)]), { syncToFs: false })) as Message[]
      const ends = messages.flatMap((m, i) => (m.name === 'commandComplete' ? [i] : []))
      const last = messages.slice((ends.at(-2) ?? -1) + 1)
      const described = last.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined
      return this.results<T>(last, described?.fields ?? [], options)
    })
  }

  /** The prepared BEGIN, a control statement kept apart from the cache's texts. */
  private begin?: Prepared

  /** The prepared statement of `text`, moved to the most recently used end (a Map keeps insertion order). */
  private recent(text: string) {
    const prepared = this.named.get(text)
    if (!prepared) return undefined
    this.named.delete(text)
    this.named.set(text, prepared)
    return prepared
  }

  /**
   * The statement's rows as PGlite answers them (rows as arrays or objects, the command, the rows
   * it touched), each value through the caller's parser for its type or PGlite's.
   */
  private results<T>(messages: Message[], fields: Field[], options?: QueryOptions): Results<T> {
    const parsers = fields.map((f) => options?.parsers?.[f.dataTypeID] ?? this.pg.parsers[f.dataTypeID])
    const value = (raw: string | null, i: number) => (raw === null ? null : parsers[i] ? parsers[i](raw, fields[i].dataTypeID) : raw)
    const asArray = options?.rowMode === 'array'
    const rows: unknown[] = []
    let result: Results<T> = { rows: [], fields, affectedRows: 0 }
    for (const m of messages) {
      if (m.name === 'dataRow') {
        const values = (m.fields ?? []).map(value)
        rows.push(asArray ? values : Object.fromEntries(values.map((v, i) => [fields[i].name, v])))
      } else if (m.name === 'commandComplete') {
        const words = (m.text ?? '').split(' ')
        const count = Number.parseInt(words[words.length - 1], 10)
        const touched = ['INSERT', 'UPDATE', 'DELETE', 'MERGE'].includes(words[0]) ? count : 0
        result = {
          rows: rows as T[],
          fields,
          command: words[0],
          affectedRows: touched,
          ...(Number.isNaN(count) ? {} : { rowCount: count }),
        } as Results<T>
      }
    }
    return result
  }

  private serialized(value: unknown, type: number | undefined) {
    if (value === null || value === undefined) return null
    const serializer = type === undefined ? undefined : this.pg.serializers[type]
    return serializer ? serializer(value) : String(value)
  }

  /**
   * Parsed and described once under a new name; the least recently used name is closed past the
   * limit. `control`: the name's prefix of a control statement, kept apart from the cache's texts.
   */
  private async prepare(text: string, control?: string): Promise<Prepared> {
    const { serialize } = this.protocol
    const name = `${control ?? 'vs'}${++this.counter}`
    try {
      const messages = await this.pg.execProtocolStream(
        concat([serialize.parse({ name, text }), serialize.describe({ type: 'S', name }), serialize.sync()]),
        { syncToFs: false },
      )
      const params = messages.find((m) => m.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined
      const row = messages.find((m) => m.name === 'rowDescription') as { fields: Field[] } | undefined
      const fields = (row?.fields ?? []).map((f) => ({ name: f.name, dataTypeID: f.dataTypeID }))
      const prepared = { name, types: params?.dataTypeIDs ?? [], fields }
      if (control) return prepared
      this.named.set(text, prepared)
      if (this.named.size > this.limit) await this.closeOldest()
      return prepared
    } catch (error) {
      throw Object.assign(error as Error, { query: text })
    }
  }

  private async closeOldest() {
    const [text, oldest] = this.named.entries().next().value as [string, Prepared]
    this.named.delete(text)
    const { serialize } = this.protocol
    await this.pg.execProtocolStream(concat([serialize.close({ type: 'S', name: oldest.name }), serialize.sync()]), { syncToFs: false })
  }
}

/** What Drizzle's PGlite session calls on its client and on a transaction's. */
interface Queryable {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>
}

/**
 * The client Drizzle is given instead of PGlite itself: its queries and its transactions' queries
 * go through the cache; everything else is PGlite's.
 */
export async function cachedClient(pg: PGlite, limit = 500) {
  const { protocol } = await import('@electric-sql/pglite')
  const cache = new StatementCache(pg, protocol, limit)
  const queue = new ArrivalQueue()
  const locked = pg as Locked
  return {
    query<T>(text: string, params?: unknown[], options?: QueryOptions) {
      if (!cacheable.test(text)) return queue.run(() => pg.query<T>(text, params, options))
      return queue.run(() =>
        locked._runExclusiveTransaction(async () => {
          const result = await cache.run<T>(text, params, options)
          await pg.syncToFs()
          return result
        }),
      )
    },
    transaction<T>(fn: (tx: Transaction) => Promise<T>) {
      return queue.run(() => locked._runExclusiveTransaction(() => cache.transaction((tx) => fn(tx as Transaction))))
    },
  }
}
