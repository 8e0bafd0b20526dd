import { randomBytes } from 'node:crypto'
import { and, eq, isNull, sql } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'
import { hashToken } from '../../http/auth'

const sessionDays = 30

/** A new session: the client keeps the token, the database only its SHA-256. */
export async function createSession(tx: Tx, tenantId: number, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url')
  await tx.insert(schema.sessions).values({
    tenantId,
    userId,
    tokenHash: hashToken(token),
    expiresAt: sql`now() + make_interval(days => ${sessionDays})`,
  })
  return token
}

export async function revokeSession(tx: Tx, sessionId: number) {
  const { sessions: s } = schema
  await tx
    .update(s)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(s.id, sessionId), isNull(s.revokedAt)))
}

/** After a password change or reset: every device has to log in again. */
export async function revokeUserSessions(tx: Tx, tenantId: number, userId: number) {
  const { sessions: s } = schema
  await tx
    .update(s)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(s.tenantId, tenantId), eq(s.userId, userId), isNull(s.revokedAt)))
}
