/** What other modules may use of tenant; the rest of the module is its own. */
export { tenantByWebsite } from './service'
