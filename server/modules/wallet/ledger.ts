import { and, eq, getTableColumns, sql } from 'drizzle-orm'
import { ErrorCode } from '../../../contract/codes'
import type { BalanceLogTypeValue } from '../../../contract/wallet'
import { schema, type Tx } from '../../db/client'
import { prebuiltWrite } from '../../db/prebuilt'
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
  const values = {
    tenantId: entry.tenantId,
    userId: entry.userId,
    type: entry.type,
    amt: entry.amt,
    frozenAmt: entry.frozenAmt ?? 0,
    remark: entry.remark ?? '',
    refKind: entry.ref?.kind ?? null,
    refId: entry.ref?.id ?? null,
  }
  let [row] = await posted(tx, values)
  // A wallet that does not exist yet holds nothing: only a credit needs it created (then once more).
  if (!row && values.amt >= 0 && values.frozenAmt >= 0) {
    await ensureWallet(tx, entry.tenantId, entry.userId)
    ;[row] = await posted(tx, values)
  }
  if (!row) throw insufficientBalance()
  return { walletId: Number(row.id), balance: Number(row.balance), frozen: Number(row.frozen) }
}

/**
 * post's one statement, built once: the wallet's guarded UPDATE and, from the row it answers, the
 * ledger line (its balance after). No row: refused, and no line written.
 */
const posted = prebuiltWrite<{ id: number; balance: number; frozen: number }>((on) => {
  // Typed: in an INSERT's SELECT list a placeholder would otherwise be text.
  const value = (name: keyof typeof balanceLogs.$inferInsert) =>
    sql`${sql.placeholder(name)}::${sql.raw(getTableColumns(balanceLogs)[name].getSQLType())}`
  const [amt, frozenAmt] = [value('amt'), value('frozenAmt')]
  const changed = on
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
  const columns = Object.entries({
    tenantId: value('tenantId'),
    walletId: sql`changed.id`,
    type: value('type'),
    amt,
    frozenAmt,
    balanceAfter: sql`changed.balance`,
    remark: value('remark'),
    refKind: value('refKind'),
    refId: value('refId'),
  })
  const names = sql.join(
    columns.map(([key]) => sql.identifier(getTableColumns(balanceLogs)[key as keyof typeof balanceLogs.$inferInsert].name)),
    sql`, `,
  )
  const picked = sql.join(
    columns.map(([, v]) => v),
    sql`, `,
  )
  return sql`with changed as (${changed.getSQL()}), line as (insert into ${balanceLogs} (${names}) select ${picked} from changed) select * from changed`
})

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
  const wallet = await change(tx, credit.tenantId, credit.userId, total, 0)
  let after = wallet.balance - total
  const rows = credit.lines.map((line) => {
    after += line.amt
    return logLine({ ...line, tenantId: credit.tenantId, userId: credit.userId, type: credit.type }, wallet.walletId, after)
  })
  await tx.insert(balanceLogs).values(rows)
  return wallet
}

const logLine = (entry: LedgerEntry, walletId: number, balanceAfter: number) => ({
  tenantId: entry.tenantId,
  walletId,
  type: entry.type,
  amt: entry.amt,
  frozenAmt: entry.frozenAmt ?? 0,
  balanceAfter,
  remark: entry.remark ?? '',
  refKind: entry.ref?.kind ?? null,
  refId: entry.ref?.id ?? null,
})

/** The wallet's UPDATE, guarded; a credit creates a missing wallet; a refusal throws and changes nothing. */
async function change(tx: Tx, tenantId: number, userId: number, amt: number, frozenAmt: number): Promise<Posted> {
  const update = () =>
    tx
      .update(wallets)
      .set({ balance: sql`${wallets.balance} + ${amt}`, frozen: sql`${wallets.frozen} + ${frozenAmt}` })
      .where(
        and(
          eq(wallets.tenantId, tenantId),
          eq(wallets.userId, userId),
          sql`${wallets.balance} + ${amt} >= 0`,
          sql`${wallets.frozen} + ${frozenAmt} >= 0`,
        ),
      )
      .returning({ walletId: wallets.id, balance: wallets.balance, frozen: wallets.frozen })
  let [wallet] = await update()
  // A wallet that does not exist yet holds nothing: only a credit needs it created (then once more).
  if (!wallet && amt >= 0 && frozenAmt >= 0) {
    await ensureWallet(tx, tenantId, userId)
    ;[wallet] = await update()
  }
  if (!wallet) throw insufficientBalance()
  return wallet
}
