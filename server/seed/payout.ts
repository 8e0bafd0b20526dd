import { and, eq } from 'drizzle-orm'
import { payoutType } from '../../contract/wallet'
import { schema } from '../db/client'
import { normalizeEmail } from '../modules/auth/service'
import type { TenantSeeder } from './tenant'

/** Each demo shopper can withdraw at once: one USDT address and one bank card, both made up. */
export const seedPayoutAddresses: TenantSeeder = async (tx, tenantId, p) => {
  const u = schema.users
  for (const shopper of p.shoppers) {
    const [user] = await tx
      .select({ id: u.id, firstName: u.firstName, lastName: u.lastName })
      .from(u)
      .where(and(eq(u.tenantId, tenantId), eq(u.email, normalizeEmail(shopper.email))))
    if (!user) continue
    const fullname = `${user.firstName} ${user.lastName}`.trim() || shopper.email
    const common = { tenantId, userId: user.id, fullname, mobile: '+33 6 12 34 56 78' }
    await tx.insert(schema.payoutAddresses).values([
      { ...common, type: payoutType.bankCard, bankname: 'Banque Vitrine', bankno: '4970 1000 0000 4242', remark: 'Current account' },
      { ...common, type: payoutType.usdt, address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', remark: 'TRC-20' },
    ])
  }
}
