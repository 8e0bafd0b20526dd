import { randomInt } from 'node:crypto'
import { and, asc, count, desc, eq, sql } from 'drizzle-orm'
import type { Page } from '../../../contract/envelope'
import { RechargeStatus, WithdrawalStatus } from '../../../contract/lifecycles'
import {
  type BalanceLogEntry,
  balanceLogType,
  type PlatformWallet,
  type Recharge,
  type RechargeOptions,
  type Wallet,
  type Withdrawal,
} from '../../../contract/wallet'
import { type RechargeForm, validateRecharge, validateWithdraw, type WithdrawForm } from '../../../contract/walletForms'
import { schema, type Tx } from '../../db/client'
import { AppError, invalidField, orNotFound } from '../../http/errors'
import { enforce } from '../../http/input'
import type { MemberScope, Scope } from '../../http/scope'
import { ErrorCode } from '../../../contract/codes'
import { ensureWallet, post } from './ledger'
import { dollars } from '../../lib/money'
import { claimOwnUploads } from '../../lib/ownUploads'
import { countOf, pageOf, type Paging } from '../../lib/paging'
import { checkPayPassword, type PayPasswordVerdict } from '../../lib/payPassword'
import { undoneOnRefusal } from '../../lib/transaction'
import { payoutAddressOf, type PayoutAddressSnapshot } from '../payout/public'

const { wallets, users, platformWallets, recharges, balanceLogs, withdrawals } = schema

type Member = Pick<MemberScope, 'tenantId' | 'userId'>

/** What the recharge page suggests, and the bounds of one recharge, in cents. */
export const rechargeAmounts = { suggested: [1000, 5000, 10000, 50000, 100000], min: 100, max: 10_000_000 } as const

const time = (d: Date | null) => (d ? d.getTime() : null)

/** A recharge's or withdrawal's number: a letter, the UTC time to the second, six random digits. */
export function orderNumber(prefix: 'R' | 'W', now = new Date()) {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 14)
  return `${prefix}${stamp}${randomInt(0, 1_000_000).toString().padStart(6, '0')}`
}

/** The shopper's wallet, created (empty) on first use. */
export async function walletOf(tx: Tx, { tenantId, userId }: Member): Promise<Wallet> {
  await ensureWallet(tx, tenantId, userId)
  const [row] = await tx
    .select({
      balance: wallets.balance,
      freezebalance: wallets.frozen,
      point: wallets.point,
      payPasswordFlag: sql<boolean>`${users.payPasswordHash} is not null`,
    })
    .from(wallets)
    .innerJoin(users, eq(users.id, wallets.userId))
    .where(and(eq(wallets.tenantId, tenantId), eq(wallets.userId, userId)))
  return orNotFound(row)
}

const enabledWallets = (tenantId: number) => and(eq(platformWallets.tenantId, tenantId), eq(platformWallets.enabled, true))

export async function platformWalletList(tx: Tx, { tenantId }: Pick<Scope, 'tenantId'>): Promise<PlatformWallet[]> {
  const rows = await tx
    .select()
    .from(platformWallets)
    .where(enabledWallets(tenantId))
    .orderBy(asc(platformWallets.sort), asc(platformWallets.id))
  return rows.map((w) => ({
    payAppId: w.id,
    type: w.type,
    name: w.name,
    englishName: w.englishName,
    address: w.address,
    addressUrl: w.addressUrl,
    remark: w.remark,
  }))
}

export async function rechargeOptions(tx: Tx, scope: Pick<Scope, 'tenantId'>): Promise<RechargeOptions> {
  const wallets = await platformWalletList(tx, scope)
  return {
    moneyTypes: [...rechargeAmounts.suggested],
    payTypes: wallets.map((w) => ({ id: w.payAppId, name: w.name, englishName: w.englishName, type: w.type, remark: w.remark })),
    platformWallets: wallets,
    minMoney: rechargeAmounts.min,
    maxMoney: rechargeAmounts.max,
  }
}

/**
 * A recharge, waiting for the platform's review. The screenshot must be an upload of the shopper's
 * own, claimed here so that it is kept; the method an enabled platform wallet of the tenant.
 */
export async function submitRecharge(tx: Tx, { tenantId, userId }: Member, form: RechargeForm): Promise<number> {
  enforce(validateRecharge(form))
  if (form.money < rechargeAmounts.min || form.money > rechargeAmounts.max)
    throw new AppError(ErrorCode.invalidField, 'rechargeAmountRange', {
      field: 'money',
      min: dollars(rechargeAmounts.min),
      max: dollars(rechargeAmounts.max),
    })
  const [method] = await tx
    .select({ id: platformWallets.id, name: platformWallets.name })
    .from(platformWallets)
    .where(and(enabledWallets(tenantId), eq(platformWallets.id, form.appId)))
  if (!method) throw invalidField('appId', 'payMethodUnavailable')
  const payOrderPic = await claimScreenshot(tx, { tenantId, userId }, form.payOrderPic)
  const [row] = await tx
    .insert(recharges)
    .values({
      tenantId,
      userId,
      payorderno: orderNumber('R'),
      price: form.money,
      platformWalletId: method.id,
      appName: method.name,
      bankno: form.bankno,
      payOrderPic,
      status: RechargeStatus.waiting,
    })
    .returning({ id: recharges.id })
  return row.id
}

/** The payment screenshot as stored, once claimed: an upload this shopper made, proving no other payment (a recharge or orders). */
export const claimScreenshot = async (tx: Tx, member: Member, url: string) =>
  (await claimOwnUploads(tx, member, [url], { field: 'payOrderPic', refusal: 'screenshotNotYours', paymentProof: true })).get(url)!

const rechargeColumns = {
  id: recharges.id,
  payorderno: recharges.payorderno,
  price: recharges.price,
  payOrderPic: recharges.payOrderPic,
  appName: recharges.appName,
  bankno: recharges.bankno,
  auditStatus: recharges.status,
  remark: recharges.remark,
  createdAt: recharges.createdAt,
  reviewedAt: recharges.reviewedAt,
}
type RechargeRow = Omit<Recharge, 'createTime' | 'updateTime'> & { createdAt: Date; reviewedAt: Date | null }
const rechargeOut = ({ createdAt, reviewedAt, ...r }: RechargeRow): Recharge => ({
  ...r,
  createTime: createdAt.getTime(),
  updateTime: time(reviewedAt),
})
const rechargesOf = ({ tenantId, userId }: Member) => and(eq(recharges.tenantId, tenantId), eq(recharges.userId, userId))

export async function rechargePage(tx: Tx, scope: Member, paging: Paging): Promise<Page<Recharge>> {
  const rows = tx.select(rechargeColumns).from(recharges).where(rechargesOf(scope)).orderBy(desc(recharges.createdAt), desc(recharges.id))
  return pageOf(paging, rows, countOf(tx, recharges, rechargesOf(scope)), rechargeOut)
}

/** One of the shopper's recharges; another shopper's reads as not found. */
export async function rechargeDetail(tx: Tx, scope: Member, { id }: { id: number }): Promise<Recharge> {
  const [row] = await tx
    .select(rechargeColumns)
    .from(recharges)
    .where(and(rechargesOf(scope), eq(recharges.id, id)))
  return rechargeOut(orNotFound(row))
}

export async function balanceLogPage(tx: Tx, { tenantId, userId }: Member, paging: Paging): Promise<Page<BalanceLogEntry>> {
  const mine = and(eq(wallets.tenantId, tenantId), eq(wallets.userId, userId))
  const rows = tx
    .select({
      id: balanceLogs.id,
      type: balanceLogs.type,
      amt: balanceLogs.amt,
      hamt: balanceLogs.balanceAfter,
      frozenAmt: balanceLogs.frozenAmt,
      remark: balanceLogs.remark,
      createdAt: balanceLogs.createdAt,
    })
    .from(balanceLogs)
    .innerJoin(wallets, eq(wallets.id, balanceLogs.walletId))
    .where(mine)
    .orderBy(desc(balanceLogs.createdAt), desc(balanceLogs.id))
  const counted = tx.select({ total: count() }).from(balanceLogs).innerJoin(wallets, eq(wallets.id, balanceLogs.walletId)).where(mine)
  return pageOf(paging, rows, counted, ({ createdAt, ...r }) => ({ ...r, createTime: createdAt.getTime() }))
}

/** What the shopper may withdraw: the balance, frozen money aside. A read for the form's message only; the ledger decides. */
async function availableBalance(tx: Tx, { tenantId, userId }: Member): Promise<number> {
  const [row] = await tx
    .select({ balance: wallets.balance })
    .from(wallets)
    .where(and(eq(wallets.tenantId, tenantId), eq(wallets.userId, userId)))
  return row?.balance ?? 0
}

/**
 * A withdrawal request: the form's rules (amount within the balance, a payout address, six
 * digits), the address one of the shopper's own, then the transaction password, checked before
 * anything is written: its wrong tries are counted even though the request is refused (the
 * route keeps refusals). Then the withdrawal and its frozen amount (./ledger.ts).
 */
export async function withdraw(tx: Tx, scope: MemberScope, form: WithdrawForm, verdict: PayPasswordVerdict | undefined): Promise<number> {
  enforce(validateWithdraw(form, await availableBalance(tx, scope)))
  const address = await payoutAddressOf(tx, scope, form.receiveAddress).catch((error: unknown) => {
    throw error instanceof AppError && error.code === ErrorCode.notFound ? invalidField('receiveAddress', 'payoutAddressUnknown') : error
  })
  await checkPayPassword(tx, scope, verdict)
  return applyWithdrawal(tx, scope, form.amount, address)
}

/**
 * The withdrawal row and its ledger line (amt -X, frozen +X, type 1), all or nothing: a refusal
 * here (the balance spent meanwhile) undoes the whole transaction, even one that keeps refusals.
 */
export function applyWithdrawal(tx: Tx, { tenantId, userId }: Member, amount: number, address: PayoutAddressSnapshot): Promise<number> {
  return undoneOnRefusal(async () => {
    const orderNo = orderNumber('W')
    const [row] = await tx
      .insert(withdrawals)
      .values({
        tenantId,
        userId,
        orderNo,
        amount,
        type: address.type,
        receiveAddress: address.text,
        payoutAddressId: address.id,
        payee: {
          type: address.type,
          fullname: address.fullname,
          mobile: address.mobile,
          bankname: address.bankname,
          bankno: address.bankno,
          address: address.address,
        },
        status: WithdrawalStatus.awaitingReview,
      })
      .returning({ id: withdrawals.id })
    await post(tx, {
      tenantId,
      userId,
      type: balanceLogType.withdrawal,
      amt: -amount,
      frozenAmt: amount,
      remark: orderNo,
      ref: { kind: 'withdrawal', id: row.id },
    })
    return row.id
  })
}

const withdrawalsOf = ({ tenantId, userId }: Member) => and(eq(withdrawals.tenantId, tenantId), eq(withdrawals.userId, userId))

export async function withdrawalPage(tx: Tx, scope: Member, paging: Paging): Promise<Page<Withdrawal>> {
  const rows = tx
    .select({
      id: withdrawals.id,
      orderNo: withdrawals.orderNo,
      amt: withdrawals.amount,
      type: withdrawals.type,
      receiveAddress: withdrawals.receiveAddress,
      sta: withdrawals.status,
      remark: withdrawals.remark,
      createdAt: withdrawals.createdAt,
    })
    .from(withdrawals)
    .where(withdrawalsOf(scope))
    .orderBy(desc(withdrawals.createdAt), desc(withdrawals.id))
  return pageOf(paging, rows, countOf(tx, withdrawals, withdrawalsOf(scope)), ({ createdAt, ...r }) => ({
    ...r,
    createTime: createdAt.getTime(),
  }))
}
