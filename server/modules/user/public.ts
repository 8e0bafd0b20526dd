/** What other modules may use of user; the rest of the module is its own. */
export { profileColumns } from './service'
