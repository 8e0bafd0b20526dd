import { and, eq, gt } from 'drizzle-orm'
import { schema, type Tx } from '../db/client'

/**
 * Whether the shopper holds a non-zero wallet balance (money frozen for a withdrawal does not
 * count); every rule that depends on a balance (writing to a shop without an order) asks here.
 */
export async function hasWalletBalance(tx: Tx, tenantId: number, userId: number): Promise<boolean> {
  const w = schema.wallets
  const [row] = await tx
    .select({ id: w.id })
    .from(w)
    .where(and(eq(w.tenantId, tenantId), eq(w.userId, userId), gt(w.balance, 0)))
  return row !== undefined
}
