/** What other modules may use of media; the rest of the module is its own. */
export { renderMedia } from './render'
