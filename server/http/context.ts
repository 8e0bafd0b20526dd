import type { Context } from 'hono'
import type { Language } from '../../contract/locale'
import type { Config } from '../config'
import type { Db } from '../db/client'
import type { Mailer } from '../modules/mail/service'
import type { RequestScope } from './scope'

export interface CurrentUser { id: number; email: string; sessionId: number }

/** What every request carries through the middleware. */
export interface AppEnv {
  Variables: {
    config: Config
    db: Db
    mailer: Mailer
    lang: Language
    tenantId: number
    ip: string
    user: CurrentUser
    scope: RequestScope
  }
}

export type AppContext = Context<AppEnv>
