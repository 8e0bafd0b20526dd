/** What other modules may use of cart; the rest of the module is its own. */
export { walletFacts } from './lines'
export { skuFacts } from './skuFacts'
