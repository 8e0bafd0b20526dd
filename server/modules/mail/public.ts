/** What other modules may use of mail; the rest of the module is its own. */
export { codeMail } from './codeMail'
export { utcMinute } from './letter'
export { pageLinks, tellAndMail } from './notify'
export { withRecipient } from './recipient'
export { mailOrderPlaced, type PlacedOrder } from './orderPlaced'
export type { Mail, Mailer } from './service'
