import { and, eq, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import type { BalanceLogTypeValue } from '../../../contract/wallet'
import { type Db, schema, type Tx } from '../../db/client'
import { insertFrom, placeholderAs, prebuiltWrite } from '../../db/prebuilt'
import { AppError } from '../../http/errors'

const { wallets, balanceLogs } = schema

/** What caused a ledger line; with the line's type it is unique, so each cause posts each type once. */
export type LedgerRefKind = 'recharge' | 'withdrawal' | 'remittance' | 'order' | 'afterSale'

export interface LedgerEntry {
  tenantId: number
  userId: number
  /** The balance log type of docs/behaviour.md#wallet. */
  type: BalanceLogTypeValue
  /** Signed change of the balance, in cents. */
  amt: number
  /** Signed change of the frozen amount, in cents. */
  frozenAmt?: number
  remark?: string
  ref?: { kind: LedgerRefKind; id: number }
}

export interface Posted {
  walletId: number
  balance: number
  frozen: number
}

export const insufficientBalance = () => new AppError(ErrorCode.insufficientBalance, 'insufficientBalance', {}, 409)

/** The shopper's wallet exists from here on; a second call (or a concurrent one) does nothing. */
export async function ensureWallet(tx: Tx, tenantId: number, userId: number) {
  await tx.insert(wallets).values({ tenantId, userId }).onConflictDoNothing()
}

/**
 * Moves money and writes its ledger line in the caller's transaction; never below zero. The
 * check lives in the UPDATE's WHERE, never in a read before it: PostgreSQL re-checks it after
 * waiting for the row's lock, so concurrent debits cannot overdraw (and the table's CHECKs are the
 * second lock). A refusal writes nothing; the line's insert failing (its unique key) fails the
 * whole statement and is not an AppError, so the caller's transaction rolls back whole even where
 * refusals are kept.
 */
export async function post(tx: Tx, entry: LedgerEntry): Promise<Posted> {
  const values = { ...lineOf(entry), userId: entry.userId }
  return moved(tx, values, () => posted(tx, values))
}

type WalletRow = { id: number; balance: number; frozen: number }

/** The wallet's UPDATE of `tenantId`/`userId` by `amt` and `frozenAmt` (placeholders), guarded: never below zero. */
const walletChange = (on: Db | Tx) => {
  const [amt, frozenAmt] = [placeholderAs(wallets.balance, 'amt'), placeholderAs(wallets.frozen, 'frozenAmt')]
  return on
    .update(wallets)
    .set({ balance: sql`${wallets.balance} + ${amt}`, frozen: sql`${wallets.frozen} + ${frozenAmt}` })
    .where(
      and(
        eq(wallets.tenantId, sql.placeholder('tenantId')),
        eq(wallets.userId, sql.placeholder('userId')),
        sql`${wallets.balance} + ${amt} >= 0`,
        sql`${wallets.frozen} + ${frozenAmt} >= 0`,
      ),
    )
    .returning({ id: wallets.id, balance: wallets.balance, frozen: wallets.frozen })
}

/** walletChange alone (postCredits writes its lines after it), built once. */
const changed = prebuiltWrite<WalletRow>(walletChange)

/** post's one statement, built once: walletChange and, from the row it answers, the ledger line (its balance after). */
const posted = prebuiltWrite<WalletRow>((on) => {
  const line = insertFrom(balanceLogs, 'changed', {
    tenantId: 'tenantId',
    walletId: sql`changed.id`,
    type: 'type',
    amt: 'amt',
    frozenAmt: 'frozenAmt',
    balanceAfter: sql`changed.balance`,
    remark: 'remark',
    refKind: 'refKind',
    refId: 'refId',
  })
  return sql`with changed as (${walletChange(on).getSQL()}), line as (${line}) select * from changed`
})

/**
 * Runs a wallet's change (`run`: no row back is a refusal, and nothing was written). A wallet that
 * does not exist yet holds nothing: only a credit needs it created, and then runs once more.
 */
async function moved(tx: Tx, by: { tenantId: number; userId: number; amt: number; frozenAmt: number }, run: () => Promise<WalletRow[]>) {
  let [row] = await run()
  if (!row && by.amt >= 0 && by.frozenAmt >= 0) {
    await ensureWallet(tx, by.tenantId, by.userId)
    ;[row] = await run()
  }
  if (!row) throw insufficientBalance()
  return { walletId: Number(row.id), balance: Number(row.balance), frozen: Number(row.frozen) }
}

/** A credit to one wallet and its ledger lines (same type, one per cause), in the caller's transaction. */
export interface CreditLines {
  tenantId: number
  userId: number
  type: BalanceLogTypeValue
  lines: { amt: number; remark: string; ref: { kind: LedgerRefKind; id: number } }[]
}

/**
 * Credits many lines to one wallet with ONE update of it and ONE insert of its lines (a settlement
 * batch): the wallet's row is locked for a moment, not once per line. Each line's balance_after is
 * the balance as if the lines had been posted one after another in the given order.
 */
export async function postCredits(tx: Tx, credit: CreditLines): Promise<Posted> {
  if (credit.lines.some((l) => l.amt < 0)) throw new Error('postCredits takes credits only')
  const total = credit.lines.reduce((sum, l) => sum + l.amt, 0)
  const by = { tenantId: credit.tenantId, userId: credit.userId, amt: total, frozenAmt: 0 }
  const wallet = await moved(tx, by, () => changed(tx, by))
  let after = wallet.balance - total
  const rows = credit.lines.map((line) => {
    after += line.amt
    return logLine({ ...line, tenantId: credit.tenantId, userId: credit.userId, type: credit.type }, wallet.walletId, after)
  })
  await tx.insert(balanceLogs).values(rows)
  return wallet
}

/** A ledger line's own values (its wallet and balance after aside). */
const lineOf = (entry: LedgerEntry) => ({
  tenantId: entry.tenantId,
  type: entry.type,
  amt: entry.amt,
  frozenAmt: entry.frozenAmt ?? 0,
  remark: entry.remark ?? '',
  refKind: entry.ref?.kind ?? null,
  refId: entry.ref?.id ?? null,
})

const logLine = (entry: LedgerEntry, walletId: number, balanceAfter: number) => ({ ...lineOf(entry), walletId, balanceAfter })
