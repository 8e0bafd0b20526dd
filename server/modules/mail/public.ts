/** What other modules may use of mail; the rest of the module is its own. */
export { codeMail } from './codeMail'
export type { Mail, Mailer } from './service'
