import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm'
import type { ShopApplicationEvent } from '../../../machines/shopApplication/lifecycle'
import { shopApplicationLifecycle } from '../../../machines/shopApplication/lifecycle'
import { schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import { move } from '../../lib/lifecycle'
import { sendSystemMessage } from '../../lib/systemMessages'
import { refusedIn, requireText } from '../order/platform'
import { identityUrl } from '../file/private'
import { inviteState, refuseInvite } from './checks'
import type { ApplicationRow } from './read'
import { openShopFor } from './shop'

/**
 * The platform's side of merchant applications (the ops command line, through the admin API),
 * across tenants: list, show, approve, reject. Each in the caller's one transaction; the status
 * moves only through the lifecycle's conditional UPDATE, so of racing approvals exactly one wins.
 */

const { shopApplications, users, platformMessages } = schema

export interface ApplicationFilter {
  status?: number
  tenant?: number
  limit?: number
}

const statusName = (status: number) => shopApplicationLifecycle.names.get(status) ?? String(status)

const listColumns = {
  id: shopApplications.id,
  tenantId: shopApplications.tenantId,
  email: users.email,
  status: shopApplications.status,
  shopName: shopApplications.shopName,
  inviteCode: shopApplications.inviteCode,
  shopId: shopApplications.shopId,
  submittedAt: shopApplications.submittedAt,
  updatedAt: shopApplications.updatedAt,
}

/** Newest first, with the applicant's email and the status's name. */
export async function listApplications(tx: Tx, filter: ApplicationFilter) {
  const rows = await tx
    .select(listColumns)
    .from(shopApplications)
    .innerJoin(users, eq(users.id, shopApplications.userId))
    .where(
      and(
        filter.status === undefined ? undefined : eq(shopApplications.status, filter.status),
        filter.tenant ? eq(shopApplications.tenantId, filter.tenant) : undefined,
      ),
    )
    .orderBy(desc(shopApplications.updatedAt), desc(shopApplications.id))
    .limit(filter.limit ?? 100)
  return rows.map((r) => ({ ...r, statusName: statusName(r.status) }))
}

/** Where the operator opens the identity images: the service's origin and its secret. */
export interface ShowRequest {
  id: number
  origin: string
  secret: string | undefined
}

/** The application with authorised links to its identity images (absolute on `origin`), its invite code's state and the applicant's messages to the platform. */
export async function showApplication(tx: Tx, { id, origin, secret }: ShowRequest) {
  const [found] = await tx
    .select({ application: shopApplications, email: users.email })
    .from(shopApplications)
    .innerJoin(users, eq(users.id, shopApplications.userId))
    .where(eq(shopApplications.id, id))
  const { application: a, email } = orNotFound(found)
  const link = (key: string) => (key ? `${origin}${identityUrl(secret, key)}` : '')
  const messages = await tx
    .select({ content: platformMessages.content, createdAt: platformMessages.createdAt })
    .from(platformMessages)
    .where(and(eq(platformMessages.tenantId, a.tenantId), eq(platformMessages.userId, a.userId)))
    .orderBy(asc(platformMessages.id))
  return {
    application: { ...a, email, statusName: statusName(a.status), cardFrontUrl: link(a.cardFront), cardBackUrl: link(a.cardBack) },
    inviteCode: { code: a.inviteCode, state: a.inviteCode ? await inviteState(tx, a.tenantId, a.inviteCode) : 'none' },
    messages,
  }
}

/** The row, locked for the review; not found otherwise. */
async function lockApplication(tx: Tx, id: number): Promise<ApplicationRow> {
  const [row] = await tx.select().from(shopApplications).where(eq(shopApplications.id, id)).for('update')
  return orNotFound(row)
}

/** The platform's move of a row it read; refused with the name of the state it is in. */
const review = (tx: Tx, row: ApplicationRow, type: ShopApplicationEvent['type'], set: Partial<ApplicationRow> = {}) =>
  move(tx, {
    table: shopApplications,
    key: shopApplications.id,
    id: row.id,
    status: shopApplications.status,
    lifecycle: shopApplicationLifecycle,
    event: { type },
    from: row.status,
    set: { ...set, reviewedAt: sql`now()`, updatedAt: sql`now()` },
    refused: refusedIn(statusName(row.status)),
  })

/** The invite code used once: only while it has uses left and has not expired, else the approval is refused as a whole. */
async function consumeInvite(tx: Tx, row: ApplicationRow) {
  const { inviteCodes } = schema
  const used = await tx
    .update(inviteCodes)
    .set({ uses: sql`${inviteCodes.uses} + 1` })
    .where(
      and(
        eq(inviteCodes.tenantId, row.tenantId),
        eq(inviteCodes.code, row.inviteCode),
        sql`${inviteCodes.uses} < ${inviteCodes.maxUses}`,
        sql`(${inviteCodes.expiresAt} is null or ${inviteCodes.expiresAt} > now())`,
      ) as SQL,
    )
    .returning({ id: inviteCodes.id })
  if (used.length === 0) refuseInvite(await inviteState(tx, row.tenantId, row.inviteCode))
}

/**
 * Approves a waiting application, in the caller's one transaction: the APPROVE move (conditional),
 * the invite code used, the shop opened with the applicant as its owner, the shop on the
 * application, and a system message to the applicant. Any refusal leaves nothing changed.
 */
export async function approveApplication(tx: Tx, { id }: { id: number }) {
  const row = await lockApplication(tx, id)
  await review(tx, row, 'APPROVE')
  await consumeInvite(tx, row)
  const shopId = await openShopFor(tx, row)
  await tx.update(shopApplications).set({ shopId }).where(eq(shopApplications.id, id))
  await sendSystemMessage(tx, {
    tenantId: row.tenantId,
    userId: row.userId,
    title: 'shopApplicationApprovedTitle',
    content: 'shopApplicationApprovedContent',
    params: { shopName: row.shopName },
  })
}

/** Rejects a waiting application with a reason (required), kept for the applicant, who may correct it and submit again. */
export async function rejectApplication(tx: Tx, { id, reason }: { id: number; reason?: string }) {
  const applyFailReason = requireText('reason', reason)
  const row = await lockApplication(tx, id)
  await review(tx, row, 'REJECT', { applyFailReason })
  await sendSystemMessage(tx, {
    tenantId: row.tenantId,
    userId: row.userId,
    title: 'shopApplicationRejectedTitle',
    content: 'shopApplicationRejectedContent',
    params: { shopName: row.shopName, reason: applyFailReason },
  })
}
