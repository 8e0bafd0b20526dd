import { sql } from 'drizzle-orm'
import type { ShopApplicationFields } from '../../../contract/shopApplication'
import { validateShopApplication } from '../../../contract/shopApplicationForms'
import { editableApplication } from '../../../machines/shopApplication/lifecycle'
import { schema, type Tx } from '../../db/client'
import { enforce } from '../../http/input'
import { requireText } from '../../lib/text'
import {
  alreadyOwnsShop,
  applicationLocked,
  checkCategories,
  checkNameFree,
  claimImages,
  inviteState,
  normalCode,
  ownsShop,
  refuseInvite,
  shopNameTaken,
} from './checks'
import { applicationRows } from './lifecycle'
import { type Member, ownApplication } from './read'

/**
 * The applicant's moves: keeping a draft, submitting, writing to the platform. Each in the
 * request's one transaction. The row is one per user and tenant (shop_applications_user).
 */

const { shopApplications, platformMessages } = schema

const editable = sql.raw(editableApplication.join(', '))

/** The fields as stored: text trimmed, the invite code upper-case. */
const stored = (f: ShopApplicationFields) => ({
  userName: f.userName.trim(),
  surname: f.surname.trim(),
  mobile: f.mobile.trim(),
  email: f.email.trim(),
  cardType: f.cardType,
  cardFront: f.cardFront.trim(),
  cardBack: f.cardBack.trim(),
  inviteCode: normalCode(f.inviteCode),
  shopName: f.shopName.trim(),
  shopAddress: f.shopAddress.trim(),
  logo: f.logo.trim(),
  shopDesc: f.shopDesc.trim(),
  saleCategory: [...new Set(f.saleCategory)],
  agreement: f.agreement,
})

/**
 * saveDraft: keeps the fields as filled so far (only the schema's limits; images must be the
 * applicant's own). Creates the row, or updates it while it is editable (none or failed);
 * refused with applicationLocked while it waits or once it passed.
 */
export async function saveDraft(tx: Tx, scope: Member, form: ShopApplicationFields) {
  const fields = stored(form)
  await claimImages(tx, scope, fields)
  const saved = await tx
    .insert(shopApplications)
    .values({ ...scope, ...fields })
    .onConflictDoUpdate({
      target: [shopApplications.tenantId, shopApplications.userId],
      set: { ...fields, updatedAt: sql`now()` },
      setWhere: sql`${shopApplications.status} in (${editable})`,
    })
    .returning({ id: shopApplications.id })
  if (saved.length === 0) throw applicationLocked()
  return true as const
}

/** The applicant's row, created empty when there is none yet, locked for this transaction. */
async function lockOwn(tx: Tx, scope: Member) {
  await tx.insert(shopApplications).values(scope).onConflictDoNothing()
  const [row] = await tx.select().from(shopApplications).where(ownApplication(scope)).for('update')
  return row
}

/** The unique index shop_applications_waiting_name refused the row: another application waits with this name. */
function isWaitingNameClash(error: unknown) {
  for (let e = error as { code?: string; constraint?: string; cause?: unknown } | undefined; e; e = e.cause as typeof e)
    if (e.code === '23505') return e.constraint === 'shop_applications_waiting_name' || String(e).includes('shop_applications_waiting_name')
  return false
}

/**
 * createApply: submits the application (a new one, a draft, or a failed one corrected). Refused
 * when the user runs a shop (1085) or the application waits or passed (1084); then the form's
 * rules in the order docs/behaviour.md#shop-application gives, the invite code (checked here, used only on approval), the sale
 * categories, the shop name (free of shops and other waiting applications) and the images (the
 * applicant's own); then SUBMIT, 0 or 3 -> 1.
 */
export async function createApply(tx: Tx, scope: Member, form: ShopApplicationFields) {
  if (await ownsShop(tx, scope)) throw alreadyOwnsShop()
  const row = await lockOwn(tx, scope)
  if (!editableApplication.includes(row.status)) throw applicationLocked()
  enforce(validateShopApplication(form))
  const fields = stored(form)
  refuseInvite(await inviteState(tx, scope.tenantId, fields.inviteCode))
  await checkCategories(tx, scope.tenantId, fields.saleCategory)
  await checkNameFree(tx, scope, fields.shopName)
  await claimImages(tx, scope, fields)
  await applicationRows
    .move(tx, {
      id: row.id,
      row,
      event: { type: 'SUBMIT' },
      actor: 'shopper',
      set: { ...fields, applyFailReason: '', submittedAt: sql`now()`, updatedAt: sql`now()` },
    })
    .catch((error: unknown) => {
      throw isWaitingNameClash(error) ? shopNameTaken() : error
    })
  return true as const
}

/** sendToAdmin: a message to the platform, shown to the operator with the sender's application. */
export async function sendToAdmin(tx: Tx, scope: Member, { content }: { content: string }) {
  await tx.insert(platformMessages).values({ ...scope, content: requireText('content', content) })
  return true as const
}
