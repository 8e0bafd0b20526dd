import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { systemMessageAdminCalls as calls } from '../../../contract/admin/systemMessages'
import { ErrorCode } from '../../../contract/codes'
import { schema } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { AppError, notFound } from '../../http/errors'
import { route } from '../../http/route'
import { sendSystemNote } from '../../lib/systemMessages'

/**
 * The platform's side of system messages (contract/admin/systemMessages.ts, mounted in the admin API):
 * `send` writes a plain message to one shopper, found by email (in one tenant,
 * or in the only tenant that has that email).
 */
export const systemMessageAdmin = new Hono<AppEnv>()

route(systemMessageAdmin, calls.send, ({ input, withTx }) => {
  const { users: u } = schema
  return withTx(async (tx) => {
    const matches = await tx
      .select({ id: u.id, tenantId: u.tenantId })
      .from(u)
      .where(and(sql`lower(${u.email}) = ${input.email.toLowerCase()}`, input.tenant ? eq(u.tenantId, input.tenant) : undefined))
      .limit(2)
    if (matches.length === 0) throw notFound()
    if (matches.length > 1) throw new AppError(ErrorCode.invalidField, 'fieldInvalid', { field: 'tenant' })
    const [user] = matches
    const id = await sendSystemNote(tx, {
      tenantId: user.tenantId,
      userId: user.id,
      title: input.title,
      message: input.content,
      type: input.type ?? 1,
    })
    return { id, tenantId: user.tenantId, userId: user.id }
  })
})
