import { and, eq } from 'drizzle-orm'
import { schema } from '../db/client'
import { hashPassword } from '../modules/auth/password'
import type { TenantSeeder } from './tenant'

/** The demo shoppers' transaction passwords (README.md): withdrawals and balance payments work out of the box. */
export const demoPayPasswords: Record<string, string> = { 'demo@vitrine.test': '123456' }

/** Gives the tenant's demo shoppers listed above their transaction password (stored like any other: scrypt). */
export const seedPayPasswords: TenantSeeder = async (tx, tenantId, p) => {
  const u = schema.users
  for (const { email } of p.shoppers) {
    const password = demoPayPasswords[email]
    if (!password) continue
    await tx
      .update(u)
      .set({ payPasswordHash: await hashPassword(password) })
      .where(and(eq(u.tenantId, tenantId), eq(u.email, email)))
  }
}
