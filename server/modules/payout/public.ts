/** What other modules may use of payout; the rest of the module is its own. */
export { payoutAddressOf, type PayoutAddressSnapshot } from './service'
