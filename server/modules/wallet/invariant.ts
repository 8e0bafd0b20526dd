import { sql } from 'drizzle-orm'
import type { Tx } from '../../db/client'

/** A wallet whose ledger does not add up to what it holds. */
export interface WalletOffLedger {
  walletId: number
  tenantId: number
  userId: number
  balance: number
  frozen: number
  /** Sums of its log's `amt` and `frozen_amt`. */
  loggedBalance: number
  loggedFrozen: number
}

/**
 * The ledger's invariant, as ONE query: for every wallet, the sum of its log (amt + frozen_amt)
 * equals balance + frozen, and each part on its own too, and neither is negative. Answers every
 * wallet that breaks it (none, when all is well). Run by the tests and by `ops wallet:check`; in a
 * tenant's transaction it sees that tenant's wallets, as the platform every wallet.
 */
export async function walletsOffLedger(tx: Tx): Promise<WalletOffLedger[]> {
  const result = (await tx.execute(sql`
    select w.id as "walletId", w.tenant_id as "tenantId", w.user_id as "userId", w.balance, w.frozen,
      coalesce(sum(l.amt), 0) as "loggedBalance", coalesce(sum(l.frozen_amt), 0) as "loggedFrozen"
    from wallets w left join balance_logs l on l.wallet_id = w.id
    group by w.id
    having coalesce(sum(l.amt + l.frozen_amt), 0) <> w.balance + w.frozen
      or coalesce(sum(l.amt), 0) <> w.balance or coalesce(sum(l.frozen_amt), 0) <> w.frozen
      or w.balance < 0 or w.frozen < 0
    order by w.id`)) as unknown as { rows: Record<keyof WalletOffLedger, string | number>[] } // pglite and node-postgres both answer { rows }
  // bigint and numeric sums arrive as text from node-postgres.
  return result.rows.map((row) => Object.fromEntries(Object.entries(row).map(([k, v]) => [k, Number(v)])) as unknown as WalletOffLedger)
}
