/** What other modules may use of address; the rest of the module is its own. */
export { insertAddress, knownRegion } from './service'
