import { randomInt } from 'node:crypto'
import { asc, eq, sql } from 'drizzle-orm'
import { schema, type Tx } from '../../db/client'

/** Invite codes the platform issues (ops invite:create, invite:list); used on approval (./platform.ts). */

const { inviteCodes } = schema

/** Upper-case letters and digits a reader cannot mistake for one another (no 0/O, 1/I/L). */
const alphabet = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
export const randomCode = (length = 8) => Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('')

export interface InviteRequest {
  tenant: number
  count: number
  uses: number
  /** Days until the codes expire; none when absent. */
  days?: number
}

const day = 86_400_000

/** Issues `count` new random codes (a clash with an existing code draws again). */
export async function createInvites(tx: Tx, { tenant, count, uses, days }: InviteRequest) {
  const expiresAt = days ? new Date(Date.now() + days * day) : null
  const made: string[] = []
  while (made.length < count) {
    const [row] = await tx
      .insert(inviteCodes)
      .values({ tenantId: tenant, code: randomCode(), maxUses: uses, expiresAt })
      .onConflictDoNothing()
      .returning({ code: inviteCodes.code })
    if (row) made.push(row.code)
  }
  return listInvites(tx, { tenant }).then((all) => all.filter((c) => made.includes(c.code)))
}

/** The tenant's codes, oldest first, with their state (valid, usedUp, expired). */
export async function listInvites(tx: Tx, { tenant }: { tenant: number }) {
  const rows = await tx
    .select({
      code: inviteCodes.code,
      uses: inviteCodes.uses,
      maxUses: inviteCodes.maxUses,
      expiresAt: inviteCodes.expiresAt,
      expired: sql<boolean>`coalesce(${inviteCodes.expiresAt} <= now(), false)`,
    })
    .from(inviteCodes)
    .where(eq(inviteCodes.tenantId, tenant))
    .orderBy(asc(inviteCodes.id))
  return rows.map(({ expired, ...r }) => ({ ...r, state: r.uses >= r.maxUses ? 'usedUp' : expired ? 'expired' : 'valid' }))
}
