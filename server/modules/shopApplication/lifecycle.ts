import { and, eq, type SQL, sql } from 'drizzle-orm'
import { shopApplicationLifecycle } from '../../../machines/shopApplication/lifecycle'
import { schema, type Tx } from '../../db/client'
import { defineRowLifecycle, each } from '../../lib/lifecycle'
import { tell } from '../../lib/systemMessages'
import { inviteState, refuseInvite } from './checks'
import type { ApplicationRow } from './read'
import { openShopFor } from './shop'

/**
 * A merchant application's lifecycle (machines/shopApplication/lifecycle.ts) and what the
 * platform's review does. The status moves only through its conditional UPDATE, so of racing
 * approvals exactly one wins; any refusal in an effect leaves nothing changed.
 */

const { shopApplications, inviteCodes } = schema

/** The invite code used once: only while it has uses left and has not expired, else the approval is refused as a whole. */
async function consumeInvite(tx: Tx, row: ApplicationRow) {
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

export const applicationRows = defineRowLifecycle({
  lifecycle: shopApplicationLifecycle,
  table: shopApplications,
  effects: {
    /** The invite code used, the shop opened with the applicant as its owner and kept on the application, the applicant told. */
    APPROVE: [
      each(async (tx, { row }) => {
        await consumeInvite(tx, row)
        const shopId = await openShopFor(tx, row)
        await tx.update(shopApplications).set({ shopId }).where(eq(shopApplications.id, row.id))
        await tell(tx, row, 'shopApplicationApproved', { shopName: row.shopName })
      }),
    ],
    REJECT: [each((tx, { row }) => tell(tx, row, 'shopApplicationRejected', { shopName: row.shopName, reason: row.applyFailReason }))],
  },
})
