import { createHash } from 'node:crypto'
import { and, eq, gt, isNull } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import { inTenant, schema } from '../db/client'
import type { AppEnv } from './context'
import { unauthorized } from './errors'

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** The token the storefront sends in `Authorization`, with or without "Bearer ". */
export function bearerToken(header: string | undefined): string | null {
  const token = (header ?? '').replace(/^Bearer\s+/i, '').trim()
  return token || null
}

/** 401 unless the request carries a live session token of this tenant. */
export const requireUser = createMiddleware<AppEnv>(async (c, next) => {
  const token = bearerToken(c.req.header('authorization'))
  if (!token) throw unauthorized()
  const { sessions, users } = schema
  const [row] = await inTenant(c.var.db, c.var.tenantId, (tx) =>
    tx
      .select({ id: users.id, email: users.email, sessionId: sessions.id })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())))
      .limit(1),
  )
  if (!row) throw unauthorized()
  c.set('user', row)
  await next()
})
