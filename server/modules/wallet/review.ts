import { and, desc, eq, sql } from 'drizzle-orm'
import { balanceLogType } from '../../../contract/wallet'
import type { Lifecycle } from '../../../machines/lib/lifecycle'
import { rechargeLifecycle } from '../../../machines/wallet/rechargeLifecycle'
import { withdrawalLifecycle } from '../../../machines/wallet/withdrawalLifecycle'
import { schema, type Tx } from '../../db/client'
import { invalidField, orNotFound } from '../../http/errors'
import { statusName } from '../../lib/lifecycle'
import { requireText } from '../../lib/text'
import { post } from './ledger'
import { rechargeRows, withdrawalRows } from './lifecycle'
import { opsWhere } from '../../lib/opsFilter'

/**
 * The platform's side of the wallet (the ops command line, through the admin API): reviewing
 * recharges and withdrawals, remitting, adjusting a balance. Each runs in the caller's one
 * transaction: the status moves and the money moves together (./lifecycle.ts, ./ledger.ts).
 */

const { recharges, withdrawals, users, wallets } = schema

type ReviewFilter = { status?: number; tenant?: number; limit?: number }
type Reviewed = typeof recharges | typeof withdrawals

const filtered = (table: Reviewed, filter: ReviewFilter) => opsWhere(filter, table.status, table.tenantId)

/** Each row with its status's name, as its lifecycle names it. */
const named = <R extends { status: number }>(rows: R[], lifecycle: Lifecycle) =>
  rows.map((row) => ({ ...row, statusName: statusName(lifecycle, row.status) }))

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

async function rechargeRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(recharges).where(eq(recharges.id, id))
  return orNotFound(row)
}

async function withdrawalRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(withdrawals).where(eq(withdrawals.id, id))
  return orNotFound(row)
}

const reviewedAt = () => new Date()

/** Passes a recharge; a concurrent review that moved it first wins. */
export async function approveRecharge(tx: Tx, id: number) {
  const row = await rechargeRow(tx, id)
  const { row: recharge } = await rechargeRows.move(tx, {
    id,
    row,
    event: { type: 'APPROVE' },
    actor: 'platform',
    set: { reviewedAt: reviewedAt() },
  })
  return { recharge, wallet: await walletOf(tx, recharge) }
}

export async function rejectRecharge(tx: Tx, id: number, remark: string | undefined) {
  const text = requireText('remark', remark)
  const row = await rechargeRow(tx, id)
  const set = { remark: text, reviewedAt: reviewedAt() }
  return { recharge: (await rechargeRows.move(tx, { id, row, event: { type: 'REJECT' }, actor: 'platform', set })).row }
}

export async function approveWithdrawal(tx: Tx, id: number) {
  const row = await withdrawalRow(tx, id)
  const set = { reviewedAt: reviewedAt() }
  return { withdrawal: (await withdrawalRows.move(tx, { id, row, event: { type: 'APPROVE' }, actor: 'platform', set })).row }
}

export async function rejectWithdrawal(tx: Tx, id: number, remark: string | undefined) {
  const text = requireText('remark', remark)
  const row = await withdrawalRow(tx, id)
  const set = { remark: text, reviewedAt: reviewedAt() }
  const { row: withdrawal } = await withdrawalRows.move(tx, { id, row, event: { type: 'REJECT' }, actor: 'platform', set })
  return { withdrawal, wallet: await walletOf(tx, withdrawal) }
}

export async function remitWithdrawal(tx: Tx, id: number) {
  const row = await withdrawalRow(tx, id)
  const set = { remittedAt: new Date() }
  const { row: withdrawal } = await withdrawalRows.move(tx, { id, row, event: { type: 'REMIT' }, actor: 'platform', set })
  return { withdrawal, wallet: await walletOf(tx, withdrawal) }
}

/** The wallet as the review's post left it. */
async function walletOf(tx: Tx, { tenantId, userId }: { tenantId: number; userId: number }) {
  const [wallet] = await tx
    .select({ walletId: wallets.id, balance: wallets.balance, frozen: wallets.frozen })
    .from(wallets)
    .where(and(eq(wallets.tenantId, tenantId), eq(wallets.userId, userId)))
  return wallet
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
  const remark = requireText('remark', input.remark)
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
