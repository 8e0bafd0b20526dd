import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'
import { orNotFound } from '../../http/errors'
import { requireText } from '../../lib/text'
import { identityUrl } from '../file/public'
import { inviteState } from './checks'
import { applicationRows } from './lifecycle'
import type { ApplicationRow } from './read'
import { opsWhere } from '../../lib/opsFilter'

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
    .where(opsWhere(filter, shopApplications.status, shopApplications.tenantId))
    .orderBy(desc(shopApplications.updatedAt), desc(shopApplications.id))
    .limit(filter.limit ?? 100)
  return rows.map((r) => ({ ...r, statusName: applicationRows.name(r.status) }))
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
    application: {
      ...a,
      email,
      statusName: applicationRows.name(a.status),
      cardFrontUrl: link(a.cardFront),
      cardBackUrl: link(a.cardBack),
    },
    inviteCode: { code: a.inviteCode, state: a.inviteCode ? await inviteState(tx, a.tenantId, a.inviteCode) : 'none' },
    messages,
  }
}

/** The row, locked for the review; not found otherwise. */
async function lockApplication(tx: Tx, id: number): Promise<ApplicationRow> {
  const [row] = await tx.select().from(shopApplications).where(eq(shopApplications.id, id)).for('update')
  return orNotFound(row)
}

const reviewed = { reviewedAt: sql`now()`, updatedAt: sql`now()` }

/** Approves a waiting application, in the caller's one transaction (the effects: ./lifecycle.ts). */
export async function approveApplication(tx: Tx, { id }: { id: number }) {
  const row = await lockApplication(tx, id)
  await applicationRows.move(tx, { id, row, event: { type: 'APPROVE' }, actor: 'platform', set: reviewed })
}

/** Rejects a waiting application with a reason (required), kept for the applicant, who may correct it and submit again. */
export async function rejectApplication(tx: Tx, { id, reason }: { id: number; reason?: string }) {
  const applyFailReason = requireText('reason', reason)
  const row = await lockApplication(tx, id)
  await applicationRows.move(tx, { id, row, event: { type: 'REJECT' }, actor: 'platform', set: { ...reviewed, applyFailReason } })
}
