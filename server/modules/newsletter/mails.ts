import type { Language } from '../../../contract/locale'
import { confirmLinkDays } from '../../../contract/newsletter'
import { message } from '../../http/messages'
import type { Mail } from '../mail/public'

interface Letter {
  to: string
  lang: Language
  tenant: string
  /** The subscription's signed unsubscribe link. */
  unsubscribe: string
}

/**
 * Every newsletter mail says how to stop it: in its text, and in the headers mail clients turn
 * into an unsubscribe button (RFC 2369), which posts `List-Unsubscribe=One-Click` to the link
 * without opening its page (RFC 8058).
 */
const withUnsubscribe = (mail: Omit<Mail, 'headers'>, unsubscribe: string): Mail => ({
  ...mail,
  headers: { 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
})

/** Asks to confirm the subscription. */
export const confirmationMail = ({ to, lang, tenant, unsubscribe, confirm }: Letter & { confirm: string }): Mail =>
  withUnsubscribe(
    {
      to,
      subject: message('newsletterConfirmSubject', lang, { tenant }),
      body: message('newsletterConfirmBody', lang, { tenant, link: confirm, days: confirmLinkDays, unsubscribe }),
    },
    unsubscribe,
  )

/** Sent once the subscription is confirmed. */
export const welcomeMail = ({ to, lang, tenant, unsubscribe }: Letter): Mail =>
  withUnsubscribe(
    {
      to,
      subject: message('newsletterWelcomeSubject', lang, { tenant }),
      body: message('newsletterWelcomeBody', lang, { tenant, unsubscribe }),
    },
    unsubscribe,
  )

/** The operator's words as they wrote them, then why the reader gets them and how to stop, in the reader's language. */
export const campaignMail = ({ to, lang, tenant, unsubscribe, subject, body }: Letter & { subject: string; body: string }): Mail =>
  withUnsubscribe(
    { to, subject, body: `${body}\n\n-- \n${message('newsletterCampaignFooter', lang, { tenant, unsubscribe })}` },
    unsubscribe,
  )
