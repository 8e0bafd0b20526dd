import { and, eq, sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { z } from 'zod'
import { ErrorCode } from '../../../contract/codes'
import { int32Max } from '../../../contract/fields'
import { asPlatform, schema } from '../../db/client'
import type { AppEnv } from '../../http/context'
import { AppError, notFound } from '../../http/errors'
import { parseInput } from '../../http/input'
import { ok } from '../../http/respond'
import { sendSystemNote } from '../../lib/systemMessages'

const sendNote = z.object({
  email: z.string().trim().min(3).max(254),
  tenant: z.number().int().min(1).max(int32Max).optional(),
  title: z.string().trim().min(1).max(200),
  content: z.string().trim().min(1).max(5000),
  /** 1 text, 3 image (content is the image's URL). */
  type: z.union([z.literal(1), z.literal(3)]).optional(),
})

/**
 * The platform's side of system messages (admin API, mounted in server/modules/admin/routes.ts):
 * `POST /messages/send` writes a plain message to one shopper, found by email (in one tenant,
 * or in the only tenant that has that email).
 */
export const systemMessageAdmin = new Hono<AppEnv>()

systemMessageAdmin.post('/messages/send', async (c) => {
  const input = await parseInput(c, sendNote)
  const { users: u } = schema
  const sent = await asPlatform(c.var.db, async (tx) => {
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
  return ok(c, sent)
})
