import { and, count, desc, eq, isNull, sql } from 'drizzle-orm'
import type { Page } from '../../../contract/envelope'
import { ErrorCode } from '../../../contract/codes'
import { payoutAddressText } from '../../../contract/payout'
import { type PayoutAddress, payoutType } from '../../../contract/wallet'
import { type PayoutAddressForm, validatePayoutAddress } from '../../../contract/walletForms'
import { schema, type Tx } from '../../db/client'
import { AppError, orNotFound } from '../../http/errors'
import { enforce } from '../../http/input'
import type { MemberScope } from '../../http/scope'
import { noticeToOwner } from '../../lib/securityNotice'
import { countOf, pageOf, type Paging } from '../../lib/paging'

const { payoutAddresses: pa, users } = schema

/** A shopper keeps at most this many payout addresses (deleted ones do not count). */
export const maxPayoutAddresses = 20

type Member = Pick<MemberScope, 'tenantId' | 'userId'>

const columns = {
  id: pa.id,
  type: pa.type,
  fullname: pa.fullname,
  mobile: pa.mobile,
  bankname: pa.bankname,
  bankno: pa.bankno,
  address: pa.address,
  remark: pa.remark,
}

/** The shopper's own payout addresses that are not deleted: another user's or tenant's rows are never matched. */
const ownLive = ({ tenantId, userId }: Member) => and(eq(pa.tenantId, tenantId), eq(pa.userId, userId), isNull(pa.deletedAt))
const ownLiveOne = (scope: Member, id: number) => and(ownLive(scope), eq(pa.id, id))

/**
 * Only the fields of the address's type are kept: a bank card has no USDT address and a USDT
 * address no bank, so switching the type in the form never leaves the other type's data behind.
 */
function fieldsOf(form: PayoutAddressForm) {
  enforce(validatePayoutAddress(form))
  const usdt = form.type === payoutType.usdt
  return {
    type: form.type,
    fullname: form.fullname,
    mobile: form.mobile,
    bankname: usdt ? '' : form.bankname,
    bankno: usdt ? '' : form.bankno,
    address: usdt ? form.address : '',
    remark: form.remark,
  }
}

export async function payoutAddressPage(tx: Tx, scope: Member, paging: Paging): Promise<Page<PayoutAddress>> {
  const rows = tx.select(columns).from(pa).where(ownLive(scope)).orderBy(desc(pa.createdAt), desc(pa.id))
  return pageOf(paging, rows, countOf(tx, pa, ownLive(scope)), (row) => row)
}

/** Every payout address, newest first, for the withdrawal form's choice (at most `maxPayoutAddresses`). */
export async function payoutAddressList(tx: Tx, scope: Member): Promise<PayoutAddress[]> {
  return tx.select(columns).from(pa).where(ownLive(scope)).orderBy(desc(pa.createdAt), desc(pa.id))
}

/** A new address is told to the owner (system message and email), so a stolen session is noticed before money leaves. */
export async function createPayoutAddress(tx: Tx, scope: MemberScope, form: PayoutAddressForm): Promise<number> {
  const fields = fieldsOf(form)
  // The user's row is locked so that two creates at once cannot both see 19 and make 21.
  await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, scope.userId)))
    .for('update')
  const [{ total }] = await tx.select({ total: count() }).from(pa).where(ownLive(scope))
  if (total >= maxPayoutAddresses) throw new AppError(ErrorCode.badRequest, 'payoutAddressLimit', { max: maxPayoutAddresses })
  const [row] = await tx
    .insert(pa)
    .values({ tenantId: scope.tenantId, userId: scope.userId, ...fields })
    .returning({ id: pa.id })
  await noticeToOwner(tx, scope, 'payoutAddressAdded')
  return row.id
}

export async function updatePayoutAddress(tx: Tx, scope: Member, { id, ...form }: PayoutAddressForm & { id: number }) {
  const fields = fieldsOf(form)
  const updated = await tx
    .update(pa)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(ownLiveOne(scope, id))
    .returning({ id: pa.id })
  orNotFound(updated[0])
  return true as const
}

/** Soft delete: withdrawals made to it keep their snapshot, and the row still explains them. */
export async function deletePayoutAddress(tx: Tx, scope: Member, { id }: { id: number }) {
  const deleted = await tx.update(pa).set({ deletedAt: sql`now()` }).where(ownLiveOne(scope, id)).returning({ id: pa.id })
  orNotFound(deleted[0])
  return true as const
}

/** A payout address as the withdrawal takes it: the row and the text a withdrawal keeps of it. */
export interface PayoutAddressSnapshot extends PayoutAddress {
  /** e.g. "USDT · T9yD…Xk3p" or "Bank · HSBC ****1234": no full number, language-neutral. */
  text: string
}

/**
 * For the withdrawal (wallet module): one of the shopper's own live payout addresses, in the
 * caller's transaction, or notFound (another user's, another tenant's or a deleted one alike).
 * The row is locked for share, so it cannot be edited or deleted before the caller commits.
 */
export async function payoutAddressOf(tx: Tx, scope: Member, id: number): Promise<PayoutAddressSnapshot> {
  const [row] = await tx.select(columns).from(pa).where(ownLiveOne(scope, id)).for('share')
  const found = orNotFound(row)
  return { ...found, text: payoutAddressText(found) }
}
