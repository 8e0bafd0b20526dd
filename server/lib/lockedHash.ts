import { and, eq } from 'drizzle-orm'
import { schema, type Tx } from '../db/client'
import { StaleHash, type Verdict } from '../modules/auth/password'

/**
 * Locks the user's row (FOR UPDATE, until the transaction ends, so that concurrent tries are
 * counted one after the other) and answers its stored hash of `column`, null when none is stored.
 * Throws StaleHash when one is stored but is not the hash `verdict` was judged against
 * (server/modules/auth/password.ts#judged): the password is then judged again.
 */
export async function lockedHash(
  tx: Tx,
  { tenantId, userId }: { tenantId: number; userId: number },
  column: 'passwordHash' | 'payPasswordHash',
  verdict: Verdict | undefined,
): Promise<string | null> {
  const u = schema.users
  const [row] = await tx
    .select({ hash: u[column] })
    .from(u)
    .where(and(eq(u.tenantId, tenantId), eq(u.id, userId)))
    .for('update')
  const stored = row?.hash ?? null
  if (stored !== null && stored !== verdict?.hash) throw new StaleHash()
  return stored
}
