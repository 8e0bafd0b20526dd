import type { Context } from 'hono'
import type { Language } from '../../contract/locale'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Mailer } from '../lib/mail'
import type { RequestScope } from './scope'
import type { Logger } from './requestLog'

export interface CurrentUser {
  id: number
  email: string
  sessionId: number
}

/** The session this request's token opened, looked up early: its tenant, and its user (null: not a live session). */
export interface SeenSession {
  tenantId: number
  user: (CurrentUser & { lang: string }) | null
}

/** What every request carries through the middleware. */
export interface AppEnv {
  Variables: {
    config: Config
    db: Db
    /** The read replica (DATABASE_REPLICA_URL) for withTx's `replica` reads; undefined without one. */
    replica: Db | undefined
    mailer: Mailer
    lang: Language
    tenantId: number
    /** The client's address (server/http/clientIp.ts); empty for a call the app makes to itself. */
    ip: string
    user: CurrentUser
    /** The session the request's token opened, as the rate limit's statement read it (PostgreSQL; server/http/rateLimit.ts). */
    seenSession: SeenSession
    scope: RequestScope
    /** This request's id, in X-Request-Id and every line of `log`. */
    requestId: string
    log: Logger
    /** The admin API's token (server/http/opsToken.ts); null refuses every admin call. */
    opsToken: string | null
    /** The request came through a trusted proxy, so its X-Forwarded-* headers are believed. */
    proxied: boolean
  }
}

export type AppContext = Context<AppEnv>
