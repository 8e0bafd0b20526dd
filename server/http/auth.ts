import { createHash } from 'node:crypto'
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { QueryBuilder } from 'drizzle-orm/pg-core'
import { createMiddleware } from 'hono/factory'
import { type Db, inTenant, schema } from '../db/client'
import { prebuilt } from '../db/prebuilt'
import type { AppContext, AppEnv, CurrentUser } from './context'
import { unauthorized } from './errors'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The token the storefront sends in `Authorization`, with or without "Bearer ". */
export function bearerToken(header: string | undefined): string | null {
  const token = (header ?? '').replace(/^Bearer\s+/i, '').trim()
  return token || null
}

/** The live session of this tenant that the request's token opens, if any (as the rate limit read it, when it did). */
function sessionUser(c: AppContext) {
  const seen = c.get('seenSession')
  if (seen && seen.tenantId === c.get('tenantId')) return Promise.resolve(seen.user)
  return liveSession(c.get('db'), c.get('tenantId'), bearerToken(c.req.header('authorization')))
}

/**
 * The user of a live session of this tenant that `token` opens, if any. Every member call asks
 * this first, so it is one statement rather than a transaction of three (begin, the tenant's
 * settings, commit): it runs as the owner, which row-level security does not limit, so both
 * tables are held to the tenant by the filter itself.
 */
export async function liveSession(db: Db, tenantId: number, token: string | null): Promise<(CurrentUser & { lang: string }) | null> {
  if (!token) return null
  const [row] = await sessionOf(db, { tenantId, tokenHash: hashToken(token), now: new Date() })
  return row ?? null
}

/**
 * The live session of the tenant `tenantId` whose token hashes to `tokenHash` at `now` (placeholders),
 * with its user; its columns named apart (id, email, session_id, lang), so that it can be a subquery.
 */
export const sessionSelect = (qb: QueryBuilder) => {
  const { sessions, users } = schema
  const tenantId = sql.placeholder('tenantId')
  return qb
    .select({ id: users.id, email: users.email, sessionId: sql<number>`${sessions.id}`.mapWith(Number).as('session_id'), lang: users.lang })
    .from(sessions)
    .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.tenantId, tenantId)))
    .where(
      and(
        eq(sessions.tenantId, tenantId),
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
}

const sessionOf = prebuilt(sessionSelect)

/**
 * The shopper's mail is written in the storefront language they last used (docs/behaviour.md#mail):
 * a call that names its language keeps it on the user row, written only when it changed.
 */
async function rememberLanguage(c: AppContext, user: CurrentUser & { lang: string }) {
  const asked = c.req.header('language') ?? c.req.query('language')
  if (!asked || user.lang === c.get('lang')) return
  const { users } = schema
  await inTenant(c.get('db'), c.get('tenantId'), (tx) =>
    tx
      .update(users)
      .set({ lang: c.get('lang') })
      .where(and(eq(users.id, user.id), ne(users.lang, c.get('lang')))),
  )
}

/** 401 unless the request carries a live session token of this tenant. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await sessionUser(c)
  if (!user) throw unauthorized()
  await rememberLanguage(c, user)
  c.set('user', user)
  await next()
})

/** Sets `c.get('user')` when the request carries a live token; guests pass through (read it with `userIdOf`). */
export const optionalUser = createMiddleware<AppEnv>(async (c, next) => {
  const user = await sessionUser(c)
  if (user) {
    await rememberLanguage(c, user)
    c.set('user', user)
  }
  await next()
})

export const userIdOf = (c: AppContext): number | null => (c.get('user') as CurrentUser | undefined)?.id ?? null
