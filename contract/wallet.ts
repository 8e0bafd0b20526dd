import type * as z from 'zod/mini'
import { defineWires } from './call'
import type { Page } from './envelope'
import type * as s from './schemas/wallet'

/**
 * The wallet's /app-api calls (docs/behaviour.md#wallet): balance, recharge, withdrawal, the
 * three logs (server/modules/wallet), and payout addresses (server/modules/payout). Paths the API family (docs/behaviour.md#calls) leaves "not shown" are chosen here. Money is
 * integer US cents on the wire both ways: the wallet settles in USD (docs/behaviour.md#tenants-languages-and-money).
 */

/** server/modules/wallet: balance, recharges, withdrawals and their logs. */
export const walletWires = defineWires({
  wallet: 'GET /pay/wallet/get',
  /** What the recharge page offers: amounts, methods and the platform's receiving wallets. */
  rechargeOptions: 'GET /pay/wallet/intodata',
  platformWallets: 'GET /pay/platform-wallet/get',
  /** Not shown in the API family: a recharge with its payment screenshot; answers the recharge's id. */
  recharge: 'POST /pay/wallet/recharge',
  /** Not shown: the recharge log (pageSize 10). */
  recharges: 'GET /pay/wallet/recharge/page',
  /** Not shown: one recharge of the shopper's, for /success/recharge/{id}. */
  rechargeDetail: 'GET /pay/wallet/recharge/get',
  /** docs/behaviour.md#calls names these two without their fields: the recharge and its log again, for clients written from it. */
  submitPayOrder: 'POST /pay/order/submitPayOrder',
  payOrderList: 'GET /pay/order/list',
  balanceLog: 'GET /apppay/log-amount/page',
  withdraw: 'POST /pay/withdraw/apply',
  withdrawals: 'GET /apppay/bus-withdrawal-order/list',
})

/** server/modules/payout: payout addresses (/member/bank/*). */
export const payoutWires = defineWires({
  payoutAddressPage: 'GET /member/bank/page',
  payoutAddressList: 'GET /member/bank/getList',
  createPayoutAddress: 'POST /member/bank/create',
  updatePayoutAddress: 'PUT /member/bank/update',
  deletePayoutAddress: 'DELETE /member/bank/delete',
})

/** docs/behaviour.md#wallet: balance log types; 1, 2, 3 and 7 take money out (shown as minus). */
export const balanceLogType = {
  withdrawal: 1,
  consumption: 2,
  merchantPay: 3,
  refund: 4,
  recharge: 5,
  backendRecharge: 6,
  backendDeduction: 7,
  merchantCollection: 8,
  platformRefund: 9,
} as const
export type BalanceLogTypeValue = (typeof balanceLogType)[keyof typeof balanceLogType]
export const minusLogTypes: readonly number[] = [1, 2, 3, 7]

/** docs/behaviour.md#wallet: pay method codes (recharge methods and, later, checkout). */
export const payMethodType = { virtualCurrency: 1, card: 2, online: 3, balance: 4 } as const

/** docs/behaviour.md#payout-addresses: payout address types. */
export const payoutType = { bankCard: 1, usdt: 2 } as const

export type Wallet = z.output<typeof s.wallet>
export type RechargeOptions = z.output<typeof s.rechargeOptions>
export type PlatformWallet = z.output<typeof s.platformWallet>
export type Recharge = z.output<typeof s.recharge>
export type BalanceLogEntry = z.output<typeof s.balanceLogEntry>
export type Withdrawal = z.output<typeof s.withdrawal>
export type PayoutAddress = z.output<typeof s.payoutAddress>
export type RechargePage = Page<Recharge>
export type BalanceLogPage = Page<BalanceLogEntry>
export type WithdrawalPage = Page<Withdrawal>
export type PayoutAddressPage = Page<PayoutAddress>
