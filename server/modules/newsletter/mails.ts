import type { Language } from '../../../contract/locale'
import { confirmLinkDays } from '../../../contract/newsletter'
import { message } from '../../http/messages'
import type { Mail } from '../mail/service'
import type { Links } from './links'

interface Letter {
  to: string
  lang: Language
  tenant: string
  links: Links
}

/** Asks to confirm the subscription; says how to stop it too, as every newsletter mail does. */
export const confirmationMail = ({ to, lang, tenant, links }: Letter): Mail => ({
  to,
  subject: message('newsletterConfirmSubject', lang, { tenant }),
  body: message('newsletterConfirmBody', lang, { tenant, link: links.confirm, days: confirmLinkDays, unsubscribe: links.unsubscribe }),
})

/** Sent once the subscription is confirmed. */
export const welcomeMail = ({ to, lang, tenant, links }: Letter): Mail => ({
  to,
  subject: message('newsletterWelcomeSubject', lang, { tenant }),
  body: message('newsletterWelcomeBody', lang, { tenant, unsubscribe: links.unsubscribe }),
})
