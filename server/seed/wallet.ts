import { and, eq } from 'drizzle-orm'
import { RechargeStatus } from '../../contract/lifecycles'
import { payMethodType, payoutType } from '../../contract/wallet'
import { schema } from '../db/client'
import { normalizeEmail } from '../modules/auth/service'
import { shopLogoUrl } from '../modules/media/urls'
import { approveRecharge, rejectRecharge } from '../modules/wallet/review'
import { applyWithdrawal, orderNumber } from '../modules/wallet/service'
import { payoutAddressOf } from '../modules/payout/service'
import type { TenantSeeder } from './tenant'

/** The platform's receiving wallets of every demo tenant: a USDT (TRC20) wallet and a bank account. */
export const seedPlatformWallets: TenantSeeder = (tx, tenantId, p) => {
  // A well-formed TRON address (base58, 34 characters), different per tenant, that nobody owns.
  const usdt = `TVitrineDemoWa11etAddre55${tenantId}xyzQRSTUVWXYZ`.slice(0, 34)
  return tx.insert(schema.platformWallets).values([
    {
      tenantId,
      type: payMethodType.virtualCurrency,
      name: 'USDT (TRC20)',
      englishName: 'USDT (TRC20)',
      address: usdt,
      addressUrl: `tron:${usdt}`,
      remark: 'Send USDT on the TRON network (TRC20) only; other networks are lost.',
      sort: 0,
    },
    {
      tenantId,
      type: payMethodType.card,
      name: 'Bank transfer',
      englishName: 'Bank transfer',
      address: `${p.name} Payments Ltd · IBAN FR76 3000 6000 0112 3456 7890 189 · BIC AGRIFRPP`,
      addressUrl: '',
      remark: 'Put your account email in the transfer reference.',
      sort: 1,
    },
  ])
}

/**
 * The demo shopper's wallet history, made through the ledger itself: a recharge passed (credited),
 * one rejected, and a withdrawal to the shopper's USDT payout address awaiting review (its amount
 * frozen). The first shopper of the tenant, if it has one; after the payout addresses' step.
 */
export const seedDemoWallet: TenantSeeder = async (tx, tenantId, p) => {
  const shopper = p.shoppers[0]
  if (!shopper) return
  const [user] = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(and(eq(schema.users.tenantId, tenantId), eq(schema.users.email, normalizeEmail(shopper.email))))
  if (!user) return
  const [usdt, bank] = await tx
    .select()
    .from(schema.platformWallets)
    .where(eq(schema.platformWallets.tenantId, tenantId))
    .orderBy(schema.platformWallets.sort)
  const day = 24 * 3600 * 1000
  const recharge = (price: number, method: typeof usdt, daysAgo: number) => ({
    tenantId,
    userId: user.id,
    payorderno: orderNumber('R', new Date(Date.now() - daysAgo * day)),
    price,
    platformWalletId: method.id,
    appName: method.name,
    bankno: method.type === payMethodType.card ? 'FR76 1020 7000 0123 4567 8901 234' : '',
    payOrderPic: shopLogoUrl('Payment receipt'),
    status: RechargeStatus.waiting,
    createdAt: new Date(Date.now() - daysAgo * day),
  })
  const [passed, rejected] = await tx
    .insert(schema.recharges)
    .values([recharge(50000, usdt, 12), recharge(20000, bank, 6)])
    .returning({ id: schema.recharges.id })
  await approveRecharge(tx, passed.id)
  await rejectRecharge(tx, rejected.id, 'The screenshot does not show a completed transfer.')
  // Those reviews were days ago: the shopper has read what they were told.
  await tx
    .update(schema.systemMessages)
    .set({ readAt: new Date() })
    .where(and(eq(schema.systemMessages.tenantId, tenantId), eq(schema.systemMessages.userId, user.id)))
  // The USDT address the payout addresses' step gave the shopper (server/seed/payout.ts).
  const pa = schema.payoutAddresses
  const [usdtAddress] = await tx
    .select({ id: pa.id })
    .from(pa)
    .where(and(eq(pa.tenantId, tenantId), eq(pa.userId, user.id), eq(pa.type, payoutType.usdt)))
  if (!usdtAddress) return
  const member = { tenantId, userId: user.id }
  await applyWithdrawal(tx, member, 12000, await payoutAddressOf(tx, member, usdtAddress.id))
}
