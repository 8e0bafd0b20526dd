import { and, eq } from 'drizzle-orm'
import { schema, type Tx } from '../db/client'
import { message } from '../http/messages'
import type { MemberScope } from '../http/scope'
import { type MessageParams, tell } from './systemMessages'

/**
 * Tells the owner, by system message and by email, of what a stolen session would do before
 * money leaves (a locked transaction password, a new payout address), in the caller's transaction.
 */
export async function noticeToOwner(
  tx: Tx,
  scope: Pick<MemberScope, 'tenantId' | 'userId' | 'lang' | 'mailer'>,
  what: 'payPasswordLockNotice' | 'payoutAddressAdded',
  params: MessageParams = {},
) {
  const { tenantId, userId, lang } = scope
  await tell(tx, { tenantId, userId }, what, params)
  const u = schema.users
  const [owner] = await tx
    .select({ email: u.email })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.id, userId)))
  if (!owner) return
  const subject = message(`${what}Title`, lang, params)
  await scope.mailer.send(tx, tenantId, { to: owner.email, subject, body: message(`${what}Content`, lang, params) })
}
