/** What other modules (and the seed) may use of seller; the rest of the module is its own. */
export { listingRows } from './lifecycle'
export { valueKinds } from './values'
export { writeContent } from './write'
export { productContent } from './read'
export { type Member, ownShop } from './owner'
