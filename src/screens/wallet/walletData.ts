import type { BalanceLogPage, RechargePage, Wallet, WithdrawalPage } from '../../../contract/wallet'
import { settingsApi } from '../../api/settings'
import { walletApi } from '../../api/wallet'
import type { WalletTab } from './walletTabs'

/** docs/behaviour.md#wallet: wallet logs come 10 to a page. */
export const walletPageSize = 10

export type WalletLog =
  | { tab: 'first'; page: BalanceLogPage }
  | { tab: 'second'; page: RechargePage }
  | { tab: 'third'; page: WithdrawalPage }

/** The session currency's rate against the dollar, when the shopper chose another currency. */
export interface Equivalent {
  code: string
  rate: number
}

export interface WalletSummary {
  wallet: Wallet
  equivalent: Equivalent | null
}

export function loadLog(tab: WalletTab, pageNo: number): Promise<WalletLog> {
  if (tab === 'second') return walletApi.recharges({ pageNo, pageSize: walletPageSize }).then((page) => ({ tab, page }))
  if (tab === 'third') return walletApi.withdrawals({ pageNo, pageSize: walletPageSize }).then((page) => ({ tab, page }))
  return walletApi.balanceLog({ pageNo, pageSize: walletPageSize }).then((page) => ({ tab, page }))
}

/** The rate of the shopper's currency; without it (USD, or the list not answering) only dollars show. */
async function equivalentOf(currencyCode: string): Promise<Equivalent | null> {
  if (currencyCode === 'USD') return null
  const currency = await settingsApi
    .currencies()
    .then((list) => list.find((c) => c.code === currencyCode))
    .catch(() => undefined)
  return currency && currency.rate > 0 ? { code: currency.code, rate: currency.rate } : null
}

export async function loadSummary(currencyCode: string): Promise<WalletSummary> {
  const [wallet, equivalent] = await Promise.all([walletApi.wallet(), equivalentOf(currencyCode)])
  return { wallet, equivalent }
}
