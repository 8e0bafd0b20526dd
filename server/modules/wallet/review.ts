import { and, desc, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import { balanceLogType } from '../../../contract/wallet'
import type { Lifecycle } from '../../../machines/lib/lifecycle'
import { rechargeLifecycle } from '../../../machines/wallet/rechargeLifecycle'
import { withdrawalLifecycle } from '../../../machines/wallet/withdrawalLifecycle'
import { schema, type Tx } from '../../db/client'
import { AppError, invalidField, orNotFound } from '../../http/errors'
import { move } from '../../lib/lifecycle'
import { type MessageParams, sendSystemMessage } from '../../lib/systemMessages'
import { post } from './ledger'

/**
 * Lock order, the same in every transaction that moves money, so that none waits for another in a
 * circle (PostgreSQL would abort one as a deadlock): the reviewed row, then the shopper's user row
 * (the system message's foreign key takes a share of it; the withdrawal request locks it for its
 * transaction password), then the wallet (./ledger.ts). So the shopper is told before the post.
 *
 * The platform's side of the wallet (the ops command line, through the admin API): reviewing
 * recharges and withdrawals, remitting, adjusting a balance. Each runs in the caller's one
 * transaction: the status moves (machines/lifecycles/) and the money moves (./ledger.ts) together.
 */

const { recharges, withdrawals, users, wallets } = schema

type ReviewFilter = { status?: number; tenant?: number; limit?: number }
type Reviewed = typeof recharges | typeof withdrawals

const filtered = (table: Reviewed, filter: ReviewFilter) =>
  and(
    filter.status === undefined ? undefined : eq(table.status, filter.status),
    filter.tenant ? eq(table.tenantId, filter.tenant) : undefined,
  )

/** Each row with its status's name, as its lifecycle names it. */
const named = <R extends { status: number }>(rows: R[], lifecycle: Lifecycle) =>
  rows.map((row) => ({ ...row, statusName: lifecycle.names.get(row.status) ?? String(row.status) }))

/** Newest first, with the shopper's email, across tenants (or one). */
export async function listRecharges(tx: Tx, filter: ReviewFilter) {
  const rows = await tx
    .select({
      id: recharges.id,
      tenantId: recharges.tenantId,
      email: users.email,
      payorderno: recharges.payorderno,
      price: recharges.price,
      appName: recharges.appName,
      bankno: recharges.bankno,
      payOrderPic: recharges.payOrderPic,
      status: recharges.status,
      remark: recharges.remark,
      createdAt: recharges.createdAt,
      reviewedAt: recharges.reviewedAt,
    })
    .from(recharges)
    .innerJoin(users, eq(users.id, recharges.userId))
    .where(filtered(recharges, filter))
    .orderBy(desc(recharges.createdAt), desc(recharges.id))
    .limit(filter.limit ?? 100)
  return named(rows, rechargeLifecycle)
}

export async function listWithdrawals(tx: Tx, filter: ReviewFilter) {
  const rows = await tx
    .select({
      id: withdrawals.id,
      tenantId: withdrawals.tenantId,
      email: users.email,
      orderNo: withdrawals.orderNo,
      amount: withdrawals.amount,
      type: withdrawals.type,
      receiveAddress: withdrawals.receiveAddress,
      payee: withdrawals.payee,
      status: withdrawals.status,
      remark: withdrawals.remark,
      createdAt: withdrawals.createdAt,
      reviewedAt: withdrawals.reviewedAt,
      remittedAt: withdrawals.remittedAt,
    })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.userId))
    .where(filtered(withdrawals, filter))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
    .limit(filter.limit ?? 100)
  return named(rows, withdrawalLifecycle)
}

const requireRemark = (remark: string | undefined) => {
  const text = (remark ?? '').trim()
  if (!text) throw invalidField('remark', 'fieldRequired')
  return text
}

async function rechargeRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(recharges).where(eq(recharges.id, id))
  return orNotFound(row)
}

async function withdrawalRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id))
  return orNotFound(row)
}

export type Recharge = typeof recharges.$inferSelect
export type Withdrawal = typeof withdrawals.$inferSelect

const dollars = (cents: number) => (cents / 100).toFixed(2)
const withdrawalParams = (w: Withdrawal) => ({ orderNo: w.orderNo, amount: dollars(w.amount), address: w.receiveAddress })

type Told = 'rechargePassed' | 'rechargeRejected' | 'withdrawalApproved' | 'withdrawalRejected' | 'withdrawalRemitted'

/** The shopper's system message about the review, in the same transaction as the move it reports. */
const tell = (tx: Tx, row: { tenantId: number; userId: number }, what: Told, params: MessageParams) =>
  sendSystemMessage(tx, { tenantId: row.tenantId, userId: row.userId, title: `${what}Title`, content: `${what}Content`, params })

/** A refused move that names the status it was refused in (the operator reads it). */
const refusedFrom = (lifecycle: Lifecycle, status: number) =>
  new AppError(ErrorCode.moveRefused, 'moveRefusedIn', { status: lifecycle.names.get(status) ?? String(status) }, 409)

/** Moves a recharge along its lifecycle from the status read; a concurrent review that moved it first wins. */
async function moveRecharge(tx: Tx, row: Recharge, event: 'APPROVE' | 'REJECT', set: Partial<Recharge> = {}) {
  const { to } = await move(tx, {
    table: recharges,
    key: recharges.id,
    id: row.id,
    status: recharges.status,
    lifecycle: rechargeLifecycle,
    event: { type: event },
    from: row.status,
    set: { ...set, reviewedAt: new Date() },
    refused: () => refusedFrom(rechargeLifecycle, row.status),
  })
  return { ...row, ...set, status: to }
}

async function moveWithdrawal(tx: Tx, row: Withdrawal, event: 'APPROVE' | 'REJECT' | 'REMIT', set: Partial<Withdrawal> = {}) {
  const { to } = await move(tx, {
    table: withdrawals,
    key: withdrawals.id,
    id: row.id,
    status: withdrawals.status,
    lifecycle: withdrawalLifecycle,
    event: { type: event },
    from: row.status,
    set,
    refused: () => refusedFrom(withdrawalLifecycle, row.status),
  })
  return { ...row, ...set, status: to }
}

/** Passes a recharge and credits the wallet (type 5), once: the move is conditional and the log line unique. */
export async function approveRecharge(tx: Tx, id: number) {
  const moved = await moveRecharge(tx, await rechargeRow(tx, id), 'APPROVE')
  await tell(tx, moved, 'rechargePassed', { orderNo: moved.payorderno, amount: dollars(moved.price) })
  const wallet = await post(tx, {
    tenantId: moved.tenantId,
    userId: moved.userId,
    type: balanceLogType.recharge,
    amt: moved.price,
    remark: moved.payorderno,
    ref: { kind: 'recharge', id },
  })
  return { recharge: moved, wallet }
}

export async function rejectRecharge(tx: Tx, id: number, remark: string | undefined) {
  const text = requireRemark(remark)
  const moved = await moveRecharge(tx, await rechargeRow(tx, id), 'REJECT', { remark: text })
  await tell(tx, moved, 'rechargeRejected', { orderNo: moved.payorderno, amount: dollars(moved.price), remark: text })
  return { recharge: moved }
}

/** Approves a withdrawal: the money stays frozen until it is remitted. */
export async function approveWithdrawal(tx: Tx, id: number) {
  const moved = await moveWithdrawal(tx, await withdrawalRow(tx, id), 'APPROVE', { reviewedAt: new Date() })
  await tell(tx, moved, 'withdrawalApproved', withdrawalParams(moved))
  return { withdrawal: moved }
}

/** Rejects a withdrawal and unfreezes its amount back into the balance (type 4, refund). */
export async function rejectWithdrawal(tx: Tx, id: number, remark: string | undefined) {
  const text = requireRemark(remark)
  const moved = await moveWithdrawal(tx, await withdrawalRow(tx, id), 'REJECT', { remark: text, reviewedAt: new Date() })
  await tell(tx, moved, 'withdrawalRejected', { ...withdrawalParams(moved), remark: text })
  const wallet = await post(tx, {
    tenantId: moved.tenantId,
    userId: moved.userId,
    type: balanceLogType.refund,
    amt: moved.amount,
    frozenAmt: -moved.amount,
    remark: `${moved.orderNo}: ${text}`,
    ref: { kind: 'withdrawal', id },
  })
  return { withdrawal: moved, wallet }
}

/** The approved money has been sent: it leaves the frozen amount (type 1, amt 0). */
export async function remitWithdrawal(tx: Tx, id: number) {
  const moved = await moveWithdrawal(tx, await withdrawalRow(tx, id), 'REMIT', { remittedAt: new Date() })
  await tell(tx, moved, 'withdrawalRemitted', withdrawalParams(moved))
  const wallet = await post(tx, {
    tenantId: moved.tenantId,
    userId: moved.userId,
    type: balanceLogType.withdrawal,
    amt: 0,
    frozenAmt: -moved.amount,
    remark: 'remitted',
    ref: { kind: 'remittance', id },
  })
  return { withdrawal: moved, wallet }
}

/** The shopper with that email, in one tenant; refused when the email is in several and no tenant is given. */
export async function userByEmail(tx: Tx, email: string, tenant?: number) {
  const rows = await tx
    .select({ id: users.id, tenantId: users.tenantId, email: users.email })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`, tenant ? eq(users.tenantId, tenant) : undefined))
  if (rows.length > 1) throw invalidField('tenant', 'fieldRequired')
  return orNotFound(rows[0])
}

/** A correction by the platform: credit (type 6) or debit (type 7), never below zero, with the reason. */
export async function adjustWallet(tx: Tx, input: { email: string; tenant?: number; amount: number; remark?: string }) {
  const remark = requireRemark(input.remark)
  if (!Number.isInteger(input.amount) || input.amount === 0) throw invalidField('amount')
  const user = await userByEmail(tx, input.email, input.tenant)
  const credit = input.amount > 0
  const wallet = await post(tx, {
    tenantId: user.tenantId,
    userId: user.id,
    type: credit ? balanceLogType.backendRecharge : balanceLogType.backendDeduction,
    amt: input.amount,
    remark,
  })
  return { user, wallet }
}

/** A shopper's wallet as it stands, with its newest log lines. */
export async function showWallet(tx: Tx, email: string, tenant?: number) {
  const user = await userByEmail(tx, email, tenant)
  const [wallet] = await tx
    .select()
    .from(wallets)
    .where(and(eq(wallets.tenantId, user.tenantId), eq(wallets.userId, user.id)))
  const logs = wallet
    ? await tx
        .select()
        .from(schema.balanceLogs)
        .where(eq(schema.balanceLogs.walletId, wallet.id))
        .orderBy(desc(schema.balanceLogs.createdAt), desc(schema.balanceLogs.id))
        .limit(20)
    : []
  return { user, wallet: wallet ?? { balance: 0, frozen: 0, point: 0 }, logs }
}
