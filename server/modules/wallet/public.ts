/** What other modules may use of wallet; the rest of the module is its own. */
export { claimScreenshot, platformWalletList } from './service'
export { type LedgerEntry, post, postCredits } from './ledger'
