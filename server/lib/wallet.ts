import type { Tx } from '../db/client'

/**
 * Whether the shopper holds a non-zero wallet balance. There are no wallets yet, so nobody
 * does; the wallet issue answers it from the wallet table here, and every rule that depends
 * on a balance (writing to a shop without an order) follows.
 */
export async function hasWalletBalance(_tx: Tx, _tenantId: number, _userId: number): Promise<boolean> {
  return false
}
