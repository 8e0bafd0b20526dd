/**
 * docs/behaviour.md#wallet: /walletIndex?activeName= first (balance log), second (recharge log), third (withdraw log).
 * Apart from walletData.ts so that the route's search check, which the shell holds, does not bring the wallet's calls.
 */
export type WalletTab = 'first' | 'second' | 'third'
export const walletTabs: readonly WalletTab[] = ['first', 'second', 'third']
