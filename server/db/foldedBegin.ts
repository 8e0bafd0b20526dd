import { PgDialect } from 'drizzle-orm/pg-core'
import type pg from 'pg'
import { appRole, tenantSettings, tenantSettingsText } from './security'

/**
 * One round trip fewer for every tenant's transaction on PostgreSQL (docs/performance.md#the-folded-begin).
 * Drizzle sends `begin`, then inTenant sends its `set_config` statement, each waiting for the
 * other's answer. Here the client holds the `begin` back and sends it with the next statement:
 * when that is the tenant's settings, both go as one simple query with the tenant's id inlined (an
 * integer, checked; the role is a constant), as the polls do (server/lib/pollStatement.ts);
 * anything else is sent after a plain `begin`. A transaction that ends before any statement
 * (a commit or rollback right after the begin) began nothing, and sends nothing.
 */

type Config = { text?: string }
type Answer = { command: string; rowCount: number | null; rows: unknown[]; fields: unknown[] }

/** inTenant's settings statement as Drizzle sends it, each form with whether it keeps keyed plans. */
const settingsTexts = new Map([false, true].map((keyed) => [new PgDialect().sqlToQuery(tenantSettings(0, keyed)).sql, keyed]))
const nothing = (command: string): Answer => ({ command, rowCount: null, rows: [], fields: [] })

export function foldingBegin(Client: typeof pg.Client): typeof pg.Client {
  class FoldingClient extends Client {
    private heldBegin = false

    // biome-ignore lint/suspicious/noExplicitAny: pg's query has a dozen overloads; this forwards each unchanged but the promise forms around a begin.
    query(config: any, ...rest: any[]): any {
      const text = typeof config === 'string' ? config : (config as Config | null)?.text
      const promised = typeof rest.at(-1) !== 'function' && typeof config?.submit !== 'function'
      if (promised && text === 'begin') {
        this.heldBegin = true
        return Promise.resolve(nothing('BEGIN'))
      }
      if (!this.heldBegin) return super.query(config, ...rest)
      this.heldBegin = false
      if (!promised) return this.sendBegin(() => super.query(config, ...rest))
      if (text === 'commit' || text === 'rollback') return Promise.resolve(nothing(text.toUpperCase()))
      const values = rest[0] as unknown[] | undefined
      const keyed = text === undefined ? undefined : settingsTexts.get(text)
      if (keyed !== undefined && values && /^\d+$/.test(String(values[0])) && values[1] === appRole) {
        return super
          .query(`begin; ${tenantSettingsText(Number(values[0]), keyed)}`)
          .then((answers: unknown) => (answers as Answer[]).at(-1))
      }
      return super.query('begin').then(() => super.query(config, ...rest))
    }

    /** A callback or streamed query after a held begin (none of ours): the begin goes first in pg's queue; if it fails the connection is given up, never used outside its transaction. */
    private sendBegin<T>(next: () => T): T {
      super.query('begin', (error: Error | null) => error && this.emit('error', error))
      return next()
    }
  }
  return FoldingClient as typeof pg.Client
}
