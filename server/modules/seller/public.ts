/** What other modules may use of seller; the rest of the module is its own. */
export { listingRows } from './lifecycle'
