import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { ShopApplicationStatus } from '../../../contract/lifecycles'
import type { ShopApplicationFields } from '../../../contract/shopApplication'
import { schema, type Tx } from '../../db/client'
import { AppError, invalidField } from '../../http/errors'
import { claimOwnUploads } from '../../lib/ownUploads'
import type { Member } from './read'

/** What a submission (and a draft, for its images) must meet beyond the form's rules. */

const { inviteCodes, shops, shopApplications, categories } = schema

const refusal = (code: number, key: 'inviteCodeUnknown' | 'inviteCodeUsedUp' | 'inviteCodeExpired' | 'shopNameTaken') => () =>
  new AppError(code, key, {}, 409)
export const inviteCodeUnknown = refusal(ErrorCode.inviteCodeUnknown, 'inviteCodeUnknown')
export const inviteCodeUsedUp = refusal(ErrorCode.inviteCodeUsedUp, 'inviteCodeUsedUp')
export const inviteCodeExpired = refusal(ErrorCode.inviteCodeExpired, 'inviteCodeExpired')
export const shopNameTaken = refusal(ErrorCode.shopNameTaken, 'shopNameTaken')
export const applicationLocked = () => new AppError(ErrorCode.applicationLocked, 'applicationLocked', {}, 409)
export const alreadyOwnsShop = () => new AppError(ErrorCode.alreadyOwnsShop, 'alreadyOwnsShop', {}, 409)

/** Invite codes are kept upper-case; the applicant may type them in any case. */
export const normalCode = (code: string) => code.trim().toUpperCase()

export type InviteState = 'valid' | 'unknown' | 'usedUp' | 'expired'

/** What an invite code of the tenant is now. */
export async function inviteState(tx: Tx, tenantId: number, code: string): Promise<InviteState> {
  const [row] = await tx
    .select({ uses: inviteCodes.uses, maxUses: inviteCodes.maxUses, expired: sql<boolean>`${inviteCodes.expiresAt} <= now()` })
    .from(inviteCodes)
    .where(and(eq(inviteCodes.tenantId, tenantId), eq(inviteCodes.code, normalCode(code))))
  if (!row) return 'unknown'
  if (row.uses >= row.maxUses) return 'usedUp'
  return row.expired ? 'expired' : 'valid'
}

const refusals = { unknown: inviteCodeUnknown, usedUp: inviteCodeUsedUp, expired: inviteCodeExpired }

/** Refuses an invite code that cannot be used (1080 unknown, 1081 used up, 1082 expired). */
export function refuseInvite(state: InviteState) {
  if (state !== 'valid') throw refusals[state]()
}

/** The user runs a shop of the tenant. */
export async function ownsShop(tx: Tx, { tenantId, userId }: Member) {
  const [row] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.tenantId, tenantId), eq(shops.ownerUserId, userId)))
  return row !== undefined
}

/**
 * The name is free: no shop of the tenant and no other waiting application has it (case aside).
 * Only the early answer: under concurrency the unique index shop_applications_waiting_name decides.
 */
export async function checkNameFree(tx: Tx, scope: Member, name: string) {
  const lower = name.trim().toLowerCase()
  const [shop] = await tx
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.tenantId, scope.tenantId), sql`lower(${shops.shopname}) = ${lower}`))
  const [waiting] = await tx
    .select({ id: shopApplications.id })
    .from(shopApplications)
    .where(
      and(
        eq(shopApplications.tenantId, scope.tenantId),
        ne(shopApplications.userId, scope.userId),
        eq(shopApplications.status, ShopApplicationStatus.waiting),
        sql`lower(${shopApplications.shopName}) = ${lower}`,
      ),
    )
  if (shop || waiting) throw shopNameTaken()
}

/** Every sale category is one of the tenant's categories. */
export async function checkCategories(tx: Tx, tenantId: number, ids: readonly number[]) {
  const wanted = [...new Set(ids)]
  if (wanted.length === 0) return
  const found = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(eq(categories.tenantId, tenantId), inArray(categories.id, wanted)))
  if (found.length !== wanted.length) throw invalidField('saleCategory')
}

/**
 * The identity images must be the applicant's own private uploads, the logo their own logo upload;
 * each is claimed, so the sweeper keeps it. Empty fields (a draft) are skipped.
 */
export async function claimImages(tx: Tx, scope: Member, f: Pick<ShopApplicationFields, 'cardFront' | 'cardBack' | 'logo'>) {
  for (const field of ['cardFront', 'cardBack'] as const)
    if (f[field]) await claimOwnUploads(tx, scope, [f[field]], { field, kind: 'identity' })
  if (f.logo) await claimOwnUploads(tx, scope, [f.logo], { field: 'logo', kind: 'logo' })
}
