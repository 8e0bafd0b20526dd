/** What other modules may use of content; the rest of the module is its own. */
export { localized } from './localized'
